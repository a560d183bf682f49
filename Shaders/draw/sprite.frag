#version 450 core
// Particle draw, fragment stage, any filter per cell: see sprite_fragment.glsl.
#define SPRITE_ONE_SAMPLER 0
#include "sprite_fragment.glsl"
