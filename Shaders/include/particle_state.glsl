// Particle state in std430 storage blocks, indexed by slot (`SlotLayout` in Swift): one array per
// attribute group, none wider than 16 bytes per slot, so a 128 MiB block (llvmpipe's limit) holds
// 8 M slots. Hot arrays are what every integrate pass reads and writes; the rest is written once
// at birth. Mirrored by `ParticleStateLayout` in Sources/EmitterGPU; EmitterGPUGLTests checks the
// strides against reflection.

// Hot: xyz position (pt), w age (s).
layout(std430, binding = SSBO_PARTICLE_POSITION) buffer ParticlePositions {
  vec4 positionAge[];
};

// Hot: xyz velocity (pt/s), w the first step of a newborn (s), or -1 once integrated.
layout(std430, binding = SSBO_PARTICLE_VELOCITY) buffer ParticleVelocities {
  vec4 velocityStep[];
};

// Read every step to tell live slots (age < lifetime) from dead ones; written at birth.
layout(std430, binding = SSBO_PARTICLE_LIFETIME) buffer ParticleLifetimes {
  float lifetimes[];
};

// The birth record: every random draw, made once.
struct ParticleRecord {
  float scale;
  float spin;
  float rotation;
  uint cell;  // flat cell index
};

layout(std430, binding = SSBO_PARTICLE_BIRTH) buffer ParticleRecords {
  ParticleRecord records[];
};

// rgba at birth, not clamped.
layout(std430, binding = SSBO_PARTICLE_COLOR) buffer ParticleColors {
  vec4 birthColors[];
};

// xyz unit normal of the quad, w mass.
layout(std430, binding = SSBO_PARTICLE_NORMAL) buffer ParticleNormals {
  vec4 normalMass[];
};

// The 64-bit birth serial: low word, high word.
layout(std430, binding = SSBO_PARTICLE_SERIAL) buffer ParticleSerials {
  uvec2 serials[];
};

// A dead slot: never born (zeroed buffers) or past its lifetime.
bool isAlive(uint slot) {
  return positionAge[slot].w < lifetimes[slot];
}
