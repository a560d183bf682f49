#version 450 core
// integrate_collisions.comp with the turbulence's noise compiled in: layers with both (llvmpipe
// runs code a uniform branch skips, so layers without a turbulence take the program without it).
#define INTEGRATE_BEHAVIOR_FORCES 1
#define INTEGRATE_CELL_ACCELERATION 1
#define INTEGRATE_MOTION_CURVES 1
#define TURBULENCE_FORCES 1
#define INTEGRATE_COLLISIONS 1
#include "integrate_pass.glsl"
