#version 450 core
// Integrate pass for layers with a collision behaviour and no turbulence: the force program
// with motion curves compiled in, each particle reading its cell's acceleration, then each
// step's chord tested against the layer's colliders (collision.glsl). Only layers with colliders
// pay for the tests. See integrate_pass.glsl.
#define INTEGRATE_BEHAVIOR_FORCES 1
#define INTEGRATE_CELL_ACCELERATION 1
#define INTEGRATE_MOTION_CURVES 1
#define INTEGRATE_COLLISIONS 1
#include "integrate_pass.glsl"
