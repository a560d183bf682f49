// GLFW without its own GL header: libepoxy provides GL.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
