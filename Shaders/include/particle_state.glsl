// Particle state in std430 storage blocks, indexed by slot (`SlotLayout` in Swift): one array per
// attribute group, none wider than 16 bytes per slot. Hot arrays are what every integrate pass
// reads and writes; the rest is written once at birth. Mirrored by `ParticleStateLayout` in
// Sources/EmitterGPU; EmitterGPUGLTests checks the strides against reflection.
//
// A pool larger than one storage block holds (llvmpipe's 128 MiB: 8 M slots of 16 bytes) is
// reached a window at a time (`SlotWindows` in Swift): every array is bound from slot
// `windowBase` for `windowSlots` slots, and a pass runs once per window it touches. Shaders name
// slots by their pool-wide index and reach the arrays through the macros below, which subtract
// the window's base. `windowSlots` 0 (unset) is a pool bound whole, from slot 0.
uniform uint windowBase;
uniform uint windowSlots;

// Whether `slot` is in the bound window (a pass over arbitrary slots skips the others: the
// window holding them runs them).
bool inWindow(uint slot) {
  return windowSlots == 0u || slot - windowBase < windowSlots;
}

// A per-slot pass (integrate, the bench's bare kernel) defines SLOTS_IN_WINDOW first: it is
// dispatched once per window part with a window-relative `slotBase` (`ParticleBuffers.dispatch`),
// so its slots index the window as they are, without the subtraction (which llvmpipe paid for
// in every access: the bare kernel ran 8 % slower with it).
#ifdef SLOTS_IN_WINDOW
#define WINDOW_SLOT(slot) (slot)
#else
#define WINDOW_SLOT(slot) ((slot) - windowBase)
#endif

#define positionAge(slot) positionAgeWindow[WINDOW_SLOT(slot)]
#define velocityStep(slot) velocityStepWindow[WINDOW_SLOT(slot)]
#define lifetimes(slot) lifetimesWindow[WINDOW_SLOT(slot)]
#define records(slot) recordsWindow[WINDOW_SLOT(slot)]
#define birthColors(slot) birthColorsWindow[WINDOW_SLOT(slot)]
#define normalMass(slot) normalMassWindow[WINDOW_SLOT(slot)]
#define serials(slot) serialsWindow[WINDOW_SLOT(slot)]

// Hot: xyz position (pt), w age (s).
layout(std430, binding = SSBO_PARTICLE_POSITION) buffer ParticlePositions {
  vec4 positionAgeWindow[];
};

// Hot: xyz velocity (pt/s), w the first step of a newborn (s), or -1 once integrated.
layout(std430, binding = SSBO_PARTICLE_VELOCITY) buffer ParticleVelocities {
  vec4 velocityStepWindow[];
};

// Read every step to tell live slots (age < lifetime) from dead ones; written at birth.
layout(std430, binding = SSBO_PARTICLE_LIFETIME) buffer ParticleLifetimes {
  float lifetimesWindow[];
};

// The birth record: every random draw, made once.
struct ParticleRecord {
  float scale;
  float spin;
  float rotation;
  uint cell;  // flat cell index
};

layout(std430, binding = SSBO_PARTICLE_BIRTH) buffer ParticleRecords {
  ParticleRecord recordsWindow[];
};

// rgba at birth, not clamped.
layout(std430, binding = SSBO_PARTICLE_COLOR) buffer ParticleColors {
  vec4 birthColorsWindow[];
};

// xyz unit normal of the quad, w mass.
layout(std430, binding = SSBO_PARTICLE_NORMAL) buffer ParticleNormals {
  vec4 normalMassWindow[];
};

// The 64-bit birth serial: low word, high word.
layout(std430, binding = SSBO_PARTICLE_SERIAL) buffer ParticleSerials {
  uvec2 serialsWindow[];
};

// A dead slot: never born (zeroed buffers) or past its lifetime.
bool isAlive(uint slot) {
  return positionAge(slot).w < lifetimes(slot);
}
