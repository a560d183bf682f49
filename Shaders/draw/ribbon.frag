#version 450 core
// Trail ribbons, fragment stage: the colour interpolated along the strip (ribbon.vert), times
// the cell's trailContents texel at (u, v) when it has them: bilinear on level 0, the
// coordinate clamped to the image's outer texel centres (`ContentsAtlas.TrailEntry` and
// `ContentsSampling` in Swift do the same).

#include "bindings.glsl"
#include "cell_contents.glsl"

in vec4 tint;
in vec2 trailCoordinate;
flat in float trailLayer;
flat in vec4 trailRect;

layout(binding = TEXTURE_UNIT_CONTENTS + CONTENTS_SAMPLER_LINEAR) uniform sampler2DArray trailSampler;

layout(location = 0) out vec4 fragmentColor;

void main() {
  if (trailLayer < 0.0) {
    fragmentColor = tint;
    return;
  }
  vec2 coordinate = clamp(trailCoordinate * trailRect.xy, trailRect.zw, trailRect.xy - trailRect.zw);
  fragmentColor = textureLod(trailSampler, vec3(coordinate, trailLayer), 0.0) * tint;
}
