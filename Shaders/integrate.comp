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
  uint local = gl_GlobalInvocationID.x;
  if (local >= slotCount) {
    return;
  }
  uint slot = cells[cellIndex].slotBase + local;
  vec4 positionAge = motions[slot].positionAge;
  if (!(positionAge.w < lifetimes[slot])) {
    return;
  }
  vec4 velocityStep = motions[slot].velocityStep;
  float h = velocityStep.w >= 0.0 ? velocityStep.w : stepLength;
  vec3 acceleration = cells[cellIndex].acceleration;
  precise float age = positionAge.w + h;
  motions[slot].positionAge = vec4(integratePosition(positionAge.xyz, velocityStep.xyz, acceleration, h), age);
  motions[slot].velocityStep = vec4(integrateVelocity(velocityStep.xyz, acceleration, h), -1.0);
}
