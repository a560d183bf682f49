#version 450 core
// Test shader: evaluates exp.glsl, atan.glsl and behavior_forces.glsl's wave for a list of
// inputs, so EmitterGLTests can compare the bits with Swift's PortableExp, PortableAtan and
// BehaviorForces.waveShape. Not used when simulating.

#include "bindings.glsl"
#include "exp.glsl"
#include "atan.glsl"
#include "behaviors.glsl"
#include "behavior_forces.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

// (x, y) pairs.
layout(std430, binding = SSBO_TEST_INPUT) readonly buffer MathCheckInput {
  vec2 inputs[];
};

// Per input: exp(x), dragDecay(x).xyz, then atan2(y, x), waveShape(x), 0, 0.
layout(std430, binding = SSBO_TEST_OUTPUT) writeonly buffer MathCheckOutput {
  vec4 results[];
};

uniform uint inputCount;

void main() {
  uint index = invocationIndex();
  if (index >= inputCount) {
    return;
  }
  vec2 xy = inputs[index];
  results[2u * index] = vec4(portableExp(xy.x), dragDecay(xy.x));
  results[2u * index + 1u] = vec4(portableAtan2(xy.y, xy.x), waveShape(xy.x), 0.0, 0.0);
}
