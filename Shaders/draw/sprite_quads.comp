#version 450 core
// Particle draw, first pass: one invocation per drawn entry of a layer (a slot, or an entry of
// the sorted draw order) works out everything about its quad once: colour, scale and rotation
// from appearance.glsl (`ParticleAppearance` in Swift: closed form from the birth record, the
// cell's live speeds and the layer's drawing behaviours), the quad's axes, the four corners in
// clip space and the tint. The vertex stage then only reads them. Run per chunk of entries
// (`entryBase`, `entryCount`), each chunk drawn before the next is prepared: llvmpipe runs vertex
// shaders on one thread and compute on every core, and this took two thirds of its draw time.
// A dead slot, a cell without contents or disabled, or a particle with no alpha, no size, or a corner
// nearer than half the eye distance gets NO_QUAD and is not rasterised.

#include "bindings.glsl"
#include "trig.glsl"
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "behaviors.glsl"
#include "atan.glsl"
#include "appearance.glsl"
#include "render_view.glsl"
#include "cell_contents.glsl"
#include "contents_frames.glsl"
#include "draw_order.glsl"
#include "particle_quad.glsl"

#include "sprite_quads.glsl"
#include "sort_counts.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint entryBase;
uniform uint entryCount;
// 1: the GPU radix sort's live pairs, whose count only the GPU knows (sort_counts.glsl): entries
// past it get NO_QUAD (the chunk is dispatched from the sort's command, so usually none run).
uniform uint countFromSort;
// 1: a later window's dispatch of the same chunk (a pool bound a window at a time,
// particle_state.glsl): it prepares the entries whose slots its window holds and leaves the
// others as the first window's dispatch left them (NO_QUAD, or another window's quad).
uniform uint laterWindow;

void main() {
  uint index = invocationIndex();
  if (index >= entryCount) {
    return;
  }
  uint entry = entryBase + index;
  bool counted = countFromSort == 0u || index < sortedEntries(entryBase, entryCount);
  uint slot = !counted ? NO_SLOT : usesDrawOrder != 0u ? drawOrder[entry].y : slotBase + entry;
  bool held = slot != NO_SLOT && inWindow(slot);
  if (laterWindow != 0u && !held) {
    return;
  }
  spriteQuads[index].cell = NO_QUAD;
  if (!held || !isAlive(slot)) {
    return;
  }
  ParticleRecord record = records(slot);
  CellContents contents = cellContents[record.cell];
  // A disabled cell (or one under a disabled parent) is not drawn; its particles live on and
  // show again when it is enabled (`enabled` changed on a running layer).
  if (contents.textureLayer < 0.0 || cells[record.cell].emits == 0u) {
    return;
  }
  vec4 positionAgeNow = positionAge(slot);
  Appearance look = particleAppearance(
    record.cell, birthColors(slot), record.scale, record.rotation, record.spin, positionAgeNow.w, lifetimes(slot),
    velocityStep(slot).xyz);
  vec4 color = look.color;
  float alpha = color.a * layerOpacity;
  // A negative scale draws mirrored through the centre (both half sizes negative: the corners
  // swap sides), as a scale transform does; only scale 0 (or NaN) draws nothing.
  if (!(alpha > 0.0) || !(abs(look.scale) > 0.0)) {
    return;
  }
  vec3 axisX, axisY;
  quadAxes(cells[record.cell].particleType, normalMass(slot).xyz, look.rotation, look.tumble, axisX, axisY);
  vec2 halfSize = contents.halfSize * look.scale;
  if (nearestDepth(positionAgeNow.xyz, axisX, axisY, halfSize) > 0.5) {
    return;
  }
  for (int c = 0; c < 4; c++) {
    vec2 corner = vec2(float(c & 1), float(c >> 1));
    vec2 signedCorner = corner * 2.0 - 1.0;
    vec3 offset = axisX * (halfSize.x * signedCorner.x) + axisY * (halfSize.y * signedCorner.y);
    spriteQuads[index].corners[c] = projectToClip(positionAgeNow.xyz, offset);
  }
  spriteQuads[index].frameOffset =
    contentsFrameOffset(contents, contentsFrame(contents, positionAgeNow.w, lifetimes(slot)));
  spriteQuads[index].tint = vec4(color.rgb * alpha, alpha);
  spriteQuads[index].cell = record.cell;
}
