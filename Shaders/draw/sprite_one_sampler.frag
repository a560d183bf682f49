#version 450 core
// Particle draw, fragment stage, one filter pair for the whole layer: see sprite_fragment.glsl.
#define SPRITE_ONE_SAMPLER 1
#include "sprite_fragment.glsl"
