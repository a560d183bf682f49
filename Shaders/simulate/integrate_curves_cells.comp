#version 450 core
// Integrate pass for layers with position or velocity curves whose cells' accelerations differ:
// see integrate_pass.glsl and motion_curves.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 1
#define INTEGRATE_MOTION_CURVES 1
#define INTEGRATE_CELL_ACCELERATION 1
#include "integrate_pass.glsl"
