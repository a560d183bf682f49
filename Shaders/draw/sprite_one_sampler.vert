#version 450 core
// Particle draw, vertex stage: see sprite_vertex.glsl.
#include "sprite_vertex.glsl"
