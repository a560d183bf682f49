#version 450 core
// Integrate pass for layers with a turbulence and position or velocity curves: see
// integrate_turbulence.comp and motion_curves.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 1
#define INTEGRATE_MOTION_CURVES 1
#define INTEGRATE_CELL_ACCELERATION 1
#define TURBULENCE_FORCES 1
#include "integrate_pass.glsl"
