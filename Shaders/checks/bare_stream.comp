#version 450 core
// The yardstick for the integrate pass (`emitter bench`): the same dispatch over the same slots,
// reading and writing exactly the bytes a live particle's integrate moves (position + age and
// velocity + step read and written, lifetime read), with arithmetic too trivial to cost anything.
// What it reaches is the most the integrate pass could reach on this context.

#include "bindings.glsl"
// Dispatched as the integrate pass is (particle_state.glsl).
#define SLOTS_IN_WINDOW
#include "particle_state.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

uniform uint slotBase;
uniform uint slotCount;
uniform float stepLength;

void main() {
  uint local = invocationIndex();
  if (local >= slotCount) {
    return;
  }
  uint slot = slotBase + local;
  vec4 position = positionAge(slot);
  vec4 velocity = velocityStep(slot);
  float lifetime = lifetimes(slot);
  // Depends on every byte read, so the compiler cannot drop a load; keeps particles in place.
  positionAge(slot) = vec4(position.xyz + velocity.xyz * (stepLength * 0.0), min(position.w, lifetime));
  velocityStep(slot) = vec4(velocity.xyz, -1.0);
}
