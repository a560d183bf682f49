#version 450 core
// Test shader: evaluates trig.glsl for a list of angles, so EmitterGLTests can compare the bits
// with Swift's PortableTrig. Not used when simulating.

#include "bindings.glsl"
#include "trig.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

layout(std430, binding = SSBO_TEST_INPUT) readonly buffer TrigCheckInput {
  float angles[];
};

layout(std430, binding = SSBO_TEST_OUTPUT) writeonly buffer TrigCheckOutput {
  vec2 sinCos[];
};

uniform uint angleCount;

void main() {
  uint index = invocationIndex();
  if (index < angleCount) {
    sinCos[index] = portableSinCos(angles[index]);
  }
}
