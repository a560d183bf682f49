#version 450 core
// Test shader: evaluates random.glsl for a list of inputs, so EmitterGLTests can compare every
// word with Swift's CounterHash. Not used when simulating.

#include "bindings.glsl"
#include "random.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

// One particle per entry: seed, cell, serial low word, serial high word.
layout(std430, binding = SSBO_TEST_INPUT) readonly buffer RngCheckInput {
  uvec4 inputs[];
};

// Per input, RNG_CHECK_STRIDE words: pcgHash(seed), the particle key, then for each stream
// its bits, the bits of its unit float and the bits of a sample.
layout(std430, binding = SSBO_TEST_OUTPUT) writeonly buffer RngCheckOutput {
  uint words[];
};

#define RNG_CHECK_STRIDE (2u + 3u * STREAM_COUNT)

uniform uint inputCount;
// randomSample's (mean, range, halfWidthFactor), chosen by the test so that rounding must agree.
uniform vec3 sampleParameters;

void main() {
  uint index = invocationIndex();
  if (index >= inputCount) {
    return;
  }
  uvec4 particle = inputs[index];
  uint key = particleKey(particle.x, particle.y, particle.zw);
  uint base = index * RNG_CHECK_STRIDE;
  words[base] = pcgHash(particle.x);
  words[base + 1u] = key;
  for (uint stream = 0u; stream < STREAM_COUNT; stream++) {
    uint slot = base + 2u + 3u * stream;
    uint bits = randomBits(key, stream);
    words[slot] = bits;
    words[slot + 1u] = floatBitsToUint(randomUnit(bits));
    vec3 p = sampleParameters;
    words[slot + 2u] = floatBitsToUint(randomSample(p.x, p.y, p.z, key, stream));
  }
}
