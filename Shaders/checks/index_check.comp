#version 450 core
// Test shader: every invocation of a one-dimensional pass writes its own index, so
// EmitterGLTests can check that passes larger than one row of groups cover each index once.

#include "bindings.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

layout(std430, binding = SSBO_TEST_OUTPUT) buffer IndexCheckOutput {
  uint hits[];
};

uniform uint invocationCount;

void main() {
  uint index = invocationIndex();
  if (index < invocationCount) {
    hits[index] += index + 1u;
  }
}
