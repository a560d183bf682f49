// libpng's simplified API (png_image_*): no setjmp, which Swift cannot call.
// Compound format macros are not imported into Swift, so the one EmitterKit uses is spelled here.
#include <png.h>

static const png_uint_32 EMITTER_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
