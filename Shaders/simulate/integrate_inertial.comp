#version 450 core
// Integrate pass for layers without force behaviours: the cell's acceleration only. Same results
// as integrate.comp there (the CPU reference skips the forces the same way). See integrate_pass.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 0
#include "integrate_pass.glsl"
