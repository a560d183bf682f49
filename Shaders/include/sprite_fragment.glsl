// Particle draw, fragment stage: the contents texel (premultiplied) times the particle's tint.
// Each filter combination has its own sampler on its own unit; derivatives are taken before the
// switch, in uniform control flow, and scaled by the cell's 2^minificationFilterBias.
// SPRITE_ONE_SAMPLER 1 (sprite_one_sampler.frag) is for layers whose cells all use one filter
// pair: the renderer binds that pair's sampler to the first unit and the switch goes. llvmpipe
// samples every case of the switch for every pixel, so this is 3-5 times faster there.

#include "bindings.glsl"
#include "cell_templates.glsl"
#include "cell_contents.glsl"

in vec2 contentsCoordinate;
flat in vec4 tint;
flat in uint samplerIndex;
flat in float textureLayer;
flat in float lodScale;

#if SPRITE_ONE_SAMPLER
layout(binding = TEXTURE_UNIT_CONTENTS) uniform sampler2DArray layerSampler;
#else
layout(binding = TEXTURE_UNIT_CONTENTS) uniform sampler2DArray contentsSamplers[CONTENTS_SAMPLER_COUNT];
#endif

layout(location = 0) out vec4 fragmentColor;

void main() {
  vec2 dx = dFdx(contentsCoordinate) * lodScale;
  vec2 dy = dFdy(contentsCoordinate) * lodScale;
  vec3 coordinate = vec3(contentsCoordinate, textureLayer);
  vec4 texel;
#if SPRITE_ONE_SAMPLER
  texel = textureGrad(layerSampler, coordinate, dx, dy);
#else
  switch (samplerIndex) {
    case 0u: texel = textureGrad(contentsSamplers[0], coordinate, dx, dy); break;
    case 1u: texel = textureGrad(contentsSamplers[1], coordinate, dx, dy); break;
    case 2u: texel = textureGrad(contentsSamplers[2], coordinate, dx, dy); break;
    case 3u: texel = textureGrad(contentsSamplers[3], coordinate, dx, dy); break;
    case 4u: texel = textureGrad(contentsSamplers[4], coordinate, dx, dy); break;
    default: texel = textureGrad(contentsSamplers[5], coordinate, dx, dy); break;
  }
#endif
  fragmentColor = texel * tint;
}
