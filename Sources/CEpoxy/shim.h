// libepoxy resolves GL and EGL entry points at run time. Its egl.h replaces <EGL/egl.h>.
// Epoxy's entry points are macros over function pointers (epoxy_glFoo); only EmitterGL uses them.
#include <epoxy/gl.h>
#include <epoxy/egl.h>
