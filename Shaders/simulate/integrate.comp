#version 450 core
// Integrate pass for layers with force behaviours (wave, drag, attractors): see integrate_pass.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 1
#include "integrate_pass.glsl"
