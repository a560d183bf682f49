#version 450 core
// Integrate pass: one invocation per slot of one cell. Live particles advance by the step (a
// newborn by its first step, the part of the step after its birth) under the cell's live
// acceleration; a dead slot costs one read of its age and lifetime.

#include "bindings.glsl"
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "frame.glsl"
#include "integrator.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint cellIndex;
uniform uint slotCount;

void main() {
  uint local = invocationIndex();
  if (local >= slotCount) {
    return;
  }
  uint slot = cells[cellIndex].slotBase + local;
  vec4 position = positionAge[slot];
  if (!(position.w < lifetimes[slot])) {
    return;
  }
  vec4 velocity = velocityStep[slot];
  float h = velocity.w >= 0.0 ? velocity.w : stepLength;
  vec3 acceleration = cells[cellIndex].acceleration;
  precise float age = position.w + h;
  positionAge[slot] = vec4(integratePosition(position.xyz, velocity.xyz, acceleration, h), age);
  velocityStep[slot] = vec4(integrateVelocity(velocity.xyz, acceleration, h), -1.0);
}
