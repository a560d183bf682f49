// Cairo over FreeType: emoji from a colour font (Noto Color Emoji) and SVG-like paths, drawn
// anti-aliased into premultiplied ARGB32 images.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H

// FT_LOAD_COLOR is a compound macro in some FreeType versions; spelled here for Swift.
static const int EMITTER_FT_LOAD_COLOR = FT_LOAD_COLOR;
