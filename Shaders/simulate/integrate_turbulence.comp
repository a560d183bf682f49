#version 450 core
// Integrate pass for layers with a turbulence behaviour: the force program with the curl-noise
// field compiled in (turbulence.glsl), each particle reading its cell's acceleration. See
// integrate_pass.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 1
#define INTEGRATE_CELL_ACCELERATION 1
#define TURBULENCE_FORCES 1
#include "integrate_pass.glsl"
