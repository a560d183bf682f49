#version 450 core
// The luma rows of a video frame (`YUV420Readback`), vertex stage: the whole viewport.
#include "fullscreen_triangle.glsl"
