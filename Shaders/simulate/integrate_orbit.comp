#version 450 core
// Integrate pass for layers with an orbit behaviour: particles circle its centre in place of the
// integrator (`Orbit` in Swift). See integrate_pass.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 1
#define INTEGRATE_ORBIT 1
#include "integrate_pass.glsl"
