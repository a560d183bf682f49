// Counter-based random numbers: every draw is a pure function of (layer seed, cell index,
// birth serial, stream). Mirrors Sources/EmitterSimulation/Random/CounterHash.swift and
// RandomStream.swift bit for bit; EmitterGLTests runs rng_check.comp to prove it.
// 32-bit unsigned arithmetic wraps in GLSL as `&*` and `&+` do in Swift.

// One stream number per randomised attribute (`RandomStream` in Swift). Append; never renumber.
#define STREAM_LIFETIME 0u
#define STREAM_SPEED 1u
#define STREAM_DIRECTION_POLAR 2u
#define STREAM_DIRECTION_AZIMUTH 3u
#define STREAM_POSITION_U 4u
#define STREAM_POSITION_V 5u
#define STREAM_POSITION_W 6u
#define STREAM_POSITION_PICK 7u
#define STREAM_SCALE 8u
#define STREAM_SPIN 9u
#define STREAM_ROTATION 10u
#define STREAM_RED 11u
#define STREAM_GREEN 12u
#define STREAM_BLUE 13u
#define STREAM_ALPHA 14u
#define STREAM_MASS 15u
#define STREAM_ORIENTATION_POLAR 16u
#define STREAM_ORIENTATION_AZIMUTH 17u
#define STREAM_POSITION_RADIUS 18u
#define STREAM_COUNT 19u

// Spreads consecutive stream numbers over the whole word before mixing (the golden ratio).
#define RANDOM_STREAM_SPREAD 0x9E3779B9u

// 2^-24 spelled as bits, so no compiler rounds it: 2^-24 = 1.0 * 2^(103 - 127).
#define RANDOM_UNIT_SCALE uintBitsToFloat(0x33800000u)

// The PCG hash (Jarzynski and Olano, JCGT 2020): one LCG step, then PCG's random-shift permutation.
uint pcgHash(uint value) {
  uint state = value * 747796405u + 2891336453u;
  uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
  return (word >> 22u) ^ word;
}

// The key of one particle. The 64-bit birth serial arrives as (low word, high word).
uint particleKey(uint seed, uint cell, uvec2 serial) {
  uint h = pcgHash(seed);
  h = pcgHash(h ^ cell);
  h = pcgHash(h ^ serial.x);
  h = pcgHash(h ^ serial.y);
  return h;
}

// 32 random bits of one stream of one particle.
uint randomBits(uint key, uint stream) {
  return pcgHash(key ^ (stream * RANDOM_STREAM_SPREAD));
}

// Uniform in [0, 1): the top 24 bits scaled by 2^-24. Both steps are exact in float.
float randomUnit(uint bits) {
  return float(bits >> 8u) * RANDOM_UNIT_SCALE;
}

// Uniform in [0, 1) for one stream of one particle (`ParticleRandom.unit` in Swift).
float randomUnit(uint key, uint stream) {
  return randomUnit(randomBits(key, stream));
}

// `mean + range * halfWidthFactor * (2u - 1)`: uniform in [mean - h*range, mean + h*range].
// `precise` keeps the compiler from fusing into an FMA, which Swift does not do either.
float randomSample(float mean, float range, float halfWidthFactor, uint key, uint stream) {
  precise float signedUnit = 2.0 * randomUnit(key, stream) - 1.0;
  precise float spread = range * halfWidthFactor;
  precise float result = mean + spread * signedUnit;
  return result;
}
