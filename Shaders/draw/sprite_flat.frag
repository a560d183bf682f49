#version 450 core
// The benchmark's draw floor (`ParticleRenderer.redrawLastQuadsFlat`), fragment stage: each quad
// filled with its tint, no contents texture. What is left is the driver's own cost of rasterising
// and blending these quads, which no sprite shader can go below.

flat in vec4 tint;

layout(location = 0) out vec4 fragmentColor;

void main() {
  fragmentColor = tint;
}
