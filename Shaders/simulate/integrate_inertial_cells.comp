#version 450 core
// Integrate pass for layers without force behaviours whose cells' accelerations differ: see
// integrate_pass.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 0
#define INTEGRATE_CELL_ACCELERATION 1
#include "integrate_pass.glsl"
