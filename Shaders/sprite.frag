#version 450 core
// Particle draw, fragment stage: the contents texel (premultiplied) times the particle's tint.
// Each filter combination has its own sampler on its own unit; derivatives are taken before the
// switch, in uniform control flow, and scaled by the cell's 2^minificationFilterBias.

#include "bindings.glsl"
#include "cell_templates.glsl"
#include "cell_contents.glsl"

in vec2 contentsCoordinate;
flat in vec4 tint;
flat in uint samplerIndex;
flat in float textureLayer;
flat in float lodScale;

layout(binding = TEXTURE_UNIT_CONTENTS) uniform sampler2DArray contentsSamplers[CONTENTS_SAMPLER_COUNT];

layout(location = 0) out vec4 fragmentColor;

void main() {
  vec2 dx = dFdx(contentsCoordinate) * lodScale;
  vec2 dy = dFdy(contentsCoordinate) * lodScale;
  vec3 coordinate = vec3(contentsCoordinate, textureLayer);
  vec4 texel;
  switch (samplerIndex) {
    case 0u: texel = textureGrad(contentsSamplers[0], coordinate, dx, dy); break;
    case 1u: texel = textureGrad(contentsSamplers[1], coordinate, dx, dy); break;
    case 2u: texel = textureGrad(contentsSamplers[2], coordinate, dx, dy); break;
    case 3u: texel = textureGrad(contentsSamplers[3], coordinate, dx, dy); break;
    case 4u: texel = textureGrad(contentsSamplers[4], coordinate, dx, dy); break;
    default: texel = textureGrad(contentsSamplers[5], coordinate, dx, dy); break;
  }
  fragmentColor = texel * tint;
}
