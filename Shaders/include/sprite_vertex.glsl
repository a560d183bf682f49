// Particle draw, vertex stage (sprite.vert and sprite_one_sampler.vert): one instance per entry
// of the chunk sprite_quads.comp prepared, four vertices from gl_VertexID as a triangle strip, no
// vertex attributes. Everything about the quad was worked out there; an entry that draws nothing
// emits the same point outside the clip volume four times, so nothing is rasterised.

#include "bindings.glsl"
#include "cell_templates.glsl"
#include "cell_contents.glsl"
#include "sprite_quads.glsl"

out vec2 contentsCoordinate;  // perspective-correct across the quad
flat out vec4 tint;           // premultiplied: (rgb * a, a), layer opacity included
flat out uint samplerIndex;
flat out float textureLayer;
flat out float lodScale;

const vec4 CULLED = vec4(2.0, 2.0, 2.0, 1.0);

void main() {
  uint entry = uint(gl_InstanceID);
  uint cell = spriteQuads[entry].cell;
  if (cell == NO_QUAD) {
    gl_Position = CULLED;
    contentsCoordinate = vec2(0.0);
    tint = vec4(0.0);
    samplerIndex = 0u;
    textureLayer = 0.0;
    lodScale = 1.0;
    return;
  }
  CellContents contents = cellContents[cell];
  vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
  gl_Position = spriteQuads[entry].corners[gl_VertexID];
  contentsCoordinate = (contents.textureRect.xy + spriteQuads[entry].frameOffset) + corner * contents.textureRect.zw;
  tint = spriteQuads[entry].tint;
  samplerIndex = contents.samplerIndex;
  textureLayer = contents.textureLayer;
  lodScale = contents.lodScale;
}
