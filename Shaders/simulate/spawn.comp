#version 450 core
// Spawn pass: one invocation per top-level birth planned on the CPU (`SpawnPlanner`), which also
// chose each birth's slot. The CPU reference makes the same particles from the same plan.

#include "bindings.glsl"
#include "random.glsl"
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "frame.glsl"
#include "trig.glsl"
#include "emission.glsl"
#include "emitter_shape.glsl"
#include "emitter_mask.glsl"
#include "birth.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

// One planned birth. std430: 20 bytes, no padding (`PlannedBirthLayout` in Swift).
struct PlannedBirth {
  uint serialLow;
  uint serialHigh;
  uint cell;
  uint slot;
  float firstStep;
};

layout(std430, binding = SSBO_SPAWN_BATCH) readonly buffer SpawnBatch {
  PlannedBirth plannedBirths[];
};

uniform uint birthCount;

void main() {
  uint index = invocationIndex();
  if (index >= birthCount) {
    return;
  }
  PlannedBirth birth = plannedBirths[index];
  // Each window's dispatch writes the births in it (particle_state.glsl).
  if (!inWindow(birth.slot)) {
    return;
  }
  BirthOrigin shape = BirthOrigin(false, vec3(0.0), vec3(0.0), vec4(1.0), 1.0);
  writeBirth(birth.cell, uvec2(birth.serialLow, birth.serialHigh), birth.slot, shape, birth.firstStep);
}
