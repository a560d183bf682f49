// Dear ImGui 1.86 (Debian's libimgui-dev: headers and a static library with the GLFW and
// OpenGL 3 backends), for the demo's parameter panel. C++: only the executable imports it.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
