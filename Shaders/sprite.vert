#version 450 core
// Particle draw, vertex stage: one instance per slot of a layer (or per entry of the sorted draw
// order), four vertices from gl_VertexID as a triangle strip, no vertex attributes. A dead slot,
// a cell without contents, or a particle with no alpha or no size costs a few reads and emits
// the same point outside the clip volume four times, so nothing is rasterised.
// Colour, scale and rotation come from appearance.glsl (`ParticleAppearance` in Swift): closed
// form from the birth record, the cell's live speeds and the layer's drawing behaviours.

#include "bindings.glsl"
#include "trig.glsl"
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "behaviors.glsl"
#include "atan.glsl"
#include "appearance.glsl"
#include "render_view.glsl"
#include "cell_contents.glsl"
#include "draw_order.glsl"
#include "particle_quad.glsl"

out vec2 contentsCoordinate;  // perspective-correct across the quad
flat out vec4 tint;           // premultiplied: (rgb * a, a), layer opacity included
flat out uint samplerIndex;
flat out float textureLayer;
flat out float lodScale;

const vec4 CULLED = vec4(2.0, 2.0, 2.0, 1.0);

void main() {
  gl_Position = CULLED;
  contentsCoordinate = vec2(0.0);
  tint = vec4(0.0);
  samplerIndex = 0u;
  textureLayer = 0.0;
  lodScale = 1.0;

  uint instance = uint(gl_InstanceID);
  uint slot = usesDrawOrder != 0u ? drawOrder[instance].y : slotBase + instance;
  if (slot == NO_SLOT || !isAlive(slot)) {
    return;
  }
  ParticleRecord record = records[slot];
  CellContents contents = cellContents[record.cell];
  if (contents.textureLayer < 0.0) {
    return;
  }
  vec4 positionAgeNow = positionAge[slot];
  Appearance look = particleAppearance(
    record.cell, birthColors[slot], record.scale, record.rotation, record.spin, positionAgeNow.w, lifetimes[slot],
    velocityStep[slot].xyz);
  vec4 color = look.color;
  float alpha = color.a * layerOpacity;
  if (!(alpha > 0.0) || !(look.scale > 0.0)) {
    return;
  }
  vec3 axisX, axisY;
  quadAxes(cells[record.cell].particleType, normalMass[slot].xyz, look.rotation, axisX, axisY);
  vec2 halfSize = contents.halfSize * look.scale;
  if (nearestDepth(positionAgeNow.xyz, axisX, axisY, halfSize) > 0.5) {
    return;
  }
  // Strip order: top-left, top-right, bottom-left, bottom-right of the image.
  vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
  vec2 signedCorner = corner * 2.0 - 1.0;
  vec3 offset = axisX * (halfSize.x * signedCorner.x) + axisY * (halfSize.y * signedCorner.y);
  gl_Position = projectToClip(positionAgeNow.xyz, offset);
  contentsCoordinate = contents.textureRect.xy + corner * contents.textureRect.zw;
  tint = vec4(color.rgb * alpha, alpha);
  samplerIndex = contents.samplerIndex;
  textureLayer = contents.textureLayer;
  lodScale = contents.lodScale;
}
