#version 450 core
// Trail ribbons (docs/SEMANTICS.md, "Trails"; `TrailRibbon` in Swift), vertex stage: one
// instance per slot of the layer, a strip of 2 × (TRAIL_CAPACITY + 1) vertices from
// gl_VertexID, no attributes. Point j = gl_VertexID / 2 is the particle (j = 0) or its j-th
// newest kept sample; the two vertices of a point lie half its width either side of the path,
// across the chord between its neighbours. Points past the kept samples repeat the last one
// (degenerate triangles); a dead slot, a cell without a trail or a trail of no samples emits one
// point outside the clip volume, so nothing is rasterised. A cell with trailContents hands
// ribbon.frag its layer and where each vertex reads it.

#include "bindings.glsl"
#include "trig.glsl"
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "behaviors.glsl"
#include "atan.glsl"
#include "appearance.glsl"
#include "render_view.glsl"
#include "particle_quad.glsl"
#include "trail.glsl"
#include "cell_contents.glsl"

out vec4 tint;  // premultiplied: (rgb * a, a), layer opacity included
out vec2 trailCoordinate;  // (u, v): u along the trail by age, v 0 at -across, 1 at +across
flat out float trailLayer;  // the cell's trailContents layer; negative: none
flat out vec4 trailRect;    // cell_contents.glsl's

const vec4 CULLED = vec4(2.0, 2.0, 2.0, 1.0);

// Point j of the ribbon (0: the particle at `head`) and its place along the trail, 0...1.
vec3 ribbonPoint(uint slot, uint cell, int j, float latest, vec3 head, float age, out float u) {
  if (j == 0) {
    u = 0.0;
    return head;
  }
  float k = latest - float(j - 1);
  vec4 entry = trailSamples[slot * TRAIL_CAPACITY + uint(k) % cells[cell].trailPoints];
  u = clamp((age - k * cells[cell].trailInterval) / cells[cell].trailLength, 0.0, 1.0);
  return entry.xyz;
}

void main() {
  uint slot = slotBase + uint(gl_InstanceID);
  tint = vec4(0.0);
  trailCoordinate = vec2(0.0);
  trailLayer = -1.0;
  trailRect = vec4(0.0);
  gl_Position = CULLED;
  if (!isAlive(slot)) {
    return;
  }
  ParticleRecord record = records(slot);
  uint cell = record.cell;
  uint points = cells[cell].trailPoints;
  if (points == 0u || cells[cell].emits == 0u) {
    return;
  }
  vec4 now = positionAge(slot);
  float latest = floor(now.w * cells[cell].trailRate);
  // A ring past the sample number limit holds no samples to show.
  if (!(latest < TRAIL_SAMPLE_NUMBER_LIMIT)) {
    return;
  }
  // The kept samples this vertex can reach (its point and the one after): newest first, while
  // their entries hold them. Counting no further than that changes no vertex.
  int point = gl_VertexID / 2;
  int kept = 0;
  for (int j = 0; j < min(int(points), point + 1); j++) {
    float k = latest - float(j);
    if (k < 0.0 || trailSamples[slot * TRAIL_CAPACITY + uint(k) % points].w != k + 1.0) {
      break;
    }
    kept++;
  }
  if (kept == 0) {
    return;
  }
  int j = min(point, kept);
  float side = (gl_VertexID & 1) == 0 ? -1.0 : 1.0;
  float u, uBefore, uAfter;
  vec3 position = ribbonPoint(slot, cell, j, latest, now.xyz, now.w, u);
  vec3 before = ribbonPoint(slot, cell, max(j - 1, 0), latest, now.xyz, now.w, uBefore);
  vec3 after = ribbonPoint(slot, cell, min(j + 1, kept), latest, now.xyz, now.w, uAfter);
  vec2 along = before.xy - after.xy;
  float length = sqrt(dot(along, along));
  vec2 across = length > 0.0 ? vec2(-along.y, along.x) / length : vec2(0.0);
  float width = mix(cells[cell].trailWidth, cells[cell].trailEndWidth, u);
  Appearance look = particleAppearance(
    cell, birthColors(slot), record.scale, record.rotation, record.spin, now.w, lifetimes(slot),
    velocityStep(slot).xyz);
  vec4 color = look.color * mix(cells[cell].trailColor, cells[cell].trailEndColor, u);
  float alpha = color.a * layerOpacity;
  tint = vec4(color.rgb * alpha, alpha);
  trailCoordinate = vec2(u, side < 0.0 ? 0.0 : 1.0);
  trailLayer = cellContents[cell].trailLayer;
  trailRect = cellContents[cell].trailRect;
  gl_Position = projectToClip(position, vec3(across * (0.5 * width * side), 0.0));
}
