// Particle state in std430 storage blocks, indexed by slot (`SlotLayout` in Swift). Hot state is
// what every integrate pass reads and writes; the birth record is written once. Mirrored by
// `ParticleStateLayout` in Sources/EmitterGPU; EmitterGPUTests checks offsets against reflection.

// Hot: 32 bytes read and written per live particle per step.
struct ParticleMotion {
  vec4 positionAge;   // xyz position (pt), w age (s)
  vec4 velocityStep;  // xyz velocity (pt/s), w the first step of a newborn (s), or -1 once integrated
};

layout(std430, binding = SSBO_PARTICLE_STATE) buffer ParticleMotions {
  ParticleMotion motions[];
};

// Read every step to tell live slots (age < lifetime) from dead ones; written at birth.
layout(std430, binding = SSBO_PARTICLE_LIFETIME) buffer ParticleLifetimes {
  float lifetimes[];
};

// The birth record: every random draw, made once.
struct ParticleRecord {
  vec4 color;       // rgba at birth, not clamped
  vec4 normalMass;  // xyz unit normal of the quad, w mass
  float scale;
  float spin;
  float rotation;
  uint cell;        // flat cell index
  uvec2 serial;     // 64-bit birth serial: low word, high word
  uvec2 reserved;
};

layout(std430, binding = SSBO_PARTICLE_BIRTH) buffer ParticleRecords {
  ParticleRecord records[];
};

// A dead slot: never born (zeroed buffers) or past its lifetime.
bool isAlive(uint slot) {
  return motions[slot].positionAge.w < lifetimes[slot];
}
