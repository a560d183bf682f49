#version 450 core
// The benchmark's draw floor (`ParticleRenderer.redrawLastQuadsFlat`), vertex stage: the same
// vertex stage as the particle draw, see sprite_vertex.glsl.
#include "sprite_vertex.glsl"
