// GL from libepoxy.
#include <epoxy/gl.h>
