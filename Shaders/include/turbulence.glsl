// The turbulence behaviour's curl-noise field: `Turbulence` and `TurbulenceNoise` in Swift,
// operation for operation (every intermediate `precise`, so no multiply-add is fused here that
// Swift rounds twice). Needs random.glsl (pcgHash) and behaviors.glsl.
// Entry: variant octaves, additive 1 for 3D; vector xyz phase (lattice units), w frequency;
// scalars x strength, y normalization (gain / sqrt(sum of the octaves' squared weights), from Swift).

// Lattice cells per axis before the noise repeats (`TurbulenceNoise.period`), and its inverse.
#define TURBULENCE_PERIOD 256.0
#define TURBULENCE_INVERSE_PERIOD uintBitsToFloat(0x3B800000u)

struct NoiseSample {
  float value;
  vec3 gradient;
};

// Beyond 2^22 cells a coordinate is wrapped into [0, period) first (`TurbulenceNoise.wrapBeyond`).
#define TURBULENCE_WRAP_BEYOND 4194304.0
#define TURBULENCE_LARGEST_FLOAT uintBitsToFloat(0x7F7FFFFFu)

// A lattice coordinate split into its cell index (modulo the period) and its fraction: false
// when it is not finite.
bool turbulenceSplit(float q, out uint cell, out float fraction) {
  cell = 0u;
  fraction = 0.0;
  if (!(abs(q) <= TURBULENCE_LARGEST_FLOAT)) {
    return false;
  }
  precise float x = q;
  if (!(abs(x) < TURBULENCE_WRAP_BEYOND)) {
    precise float scaled = x * TURBULENCE_INVERSE_PERIOD;
    x = x - floor(scaled) * TURBULENCE_PERIOD;
  }
  float whole = floor(x);
  cell = uint(int(whole)) & 255u;
  precise float rest = x - whole;
  fraction = rest;
  return true;
}

float turbulenceFade(float t) {
  precise float result = t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
  return result;
}

float turbulenceFadeSlope(float t) {
  precise float result = 30.0 * t * t * (t * (t - 2.0) + 1.0);
  return result;
}

uint turbulenceCornerHash(uint seed, uint x, uint y) {
  return pcgHash(pcgHash(seed ^ (x & 255u)) ^ (y & 255u));
}

uint turbulenceSeed(uint octave) {
  return pcgHash((octave * 0x85EBCA6Bu) ^ 0x74757262u);
}

// Entry i (0...15) of Perlin's table: the cube's 12 edge directions, then 4 of them again.
vec3 turbulenceEdgeGradient(uint index) {
  uint i = index < 12u ? index : (index == 12u ? 0u : (index == 13u ? 1u : (index == 14u ? 9u : 11u)));
  if (i < 4u) {
    return vec3((i & 1u) == 0u ? 1.0 : -1.0, (i & 2u) == 0u ? 1.0 : -1.0, 0.0);
  }
  if (i < 8u) {
    return vec3((i & 1u) == 0u ? 1.0 : -1.0, 0.0, (i & 2u) == 0u ? 1.0 : -1.0);
  }
  return vec3(0.0, (i & 1u) == 0u ? 1.0 : -1.0, (i & 2u) == 0u ? 1.0 : -1.0);
}

// 8 directions in the plane (axes, then diagonals), by the hash's top bits.
vec2 turbulencePlaneGradient(uint h) {
  uint i = h >> 29u;
  if (i < 4u) {
    float s = (i & 1u) == 0u ? 1.0 : -1.0;
    return i < 2u ? vec2(s, 0.0) : vec2(0.0, s);
  }
  return vec2((i & 1u) == 0u ? 1.0 : -1.0, (i & 2u) == 0u ? 1.0 : -1.0);
}

// One potential component's term at one corner (`add` in `TurbulenceNoise.potential3`).
void turbulenceAddCorner(inout NoiseSample out_, vec3 g, vec3 d, float w, vec3 u) {
  precise float dotted = g.x * d.x + g.y * d.y + g.z * d.z;
  precise float value = out_.value + w * dotted;
  precise vec3 gradient = vec3(
    out_.gradient.x + (u.x * dotted + w * g.x), out_.gradient.y + (u.y * dotted + w * g.y),
    out_.gradient.z + (u.z * dotted + w * g.z));
  out_.value = value;
  out_.gradient = gradient;
}

// Three gradient noises sharing each corner's hash: component c's gradient from bits
// 28 - 4c ... 31 - 4c (`TurbulenceNoise.potential3`).
void turbulencePotential3(uint seed, uvec3 cell, vec3 f, out NoiseSample a, out NoiseSample b, out NoiseSample c) {
  float sx = turbulenceFade(f.x);
  float sy = turbulenceFade(f.y);
  float sz = turbulenceFade(f.z);
  float tx = turbulenceFadeSlope(f.x);
  float ty = turbulenceFadeSlope(f.y);
  float tz = turbulenceFadeSlope(f.z);
  a = NoiseSample(0.0, vec3(0.0));
  b = NoiseSample(0.0, vec3(0.0));
  c = NoiseSample(0.0, vec3(0.0));
  for (uint corner = 0u; corner < 8u; corner++) {
    uint cx = corner & 1u;
    uint cy = (corner >> 1u) & 1u;
    uint cz = corner >> 2u;
    uint h = pcgHash(turbulenceCornerHash(seed, cell.x + cx, cell.y + cy) ^ ((cell.z + cz) & 255u));
    precise vec3 d = vec3(f.x - float(cx), f.y - float(cy), f.z - float(cz));
    precise float wx = cx == 1u ? sx : 1.0 - sx;
    precise float wy = cy == 1u ? sy : 1.0 - sy;
    precise float wz = cz == 1u ? sz : 1.0 - sz;
    float vx = cx == 1u ? tx : -tx;
    float vy = cy == 1u ? ty : -ty;
    float vz = cz == 1u ? tz : -tz;
    precise float w = wx * wy * wz;
    precise vec3 u = vec3(vx * wy * wz, wx * vy * wz, wx * wy * vz);
    turbulenceAddCorner(a, turbulenceEdgeGradient(h >> 28u), d, w, u);
    turbulenceAddCorner(b, turbulenceEdgeGradient((h >> 24u) & 15u), d, w, u);
    turbulenceAddCorner(c, turbulenceEdgeGradient((h >> 20u) & 15u), d, w, u);
  }
}

NoiseSample turbulenceGradient2(uint seed, uvec2 cell, vec2 f) {
  float sx = turbulenceFade(f.x);
  float sy = turbulenceFade(f.y);
  float tx = turbulenceFadeSlope(f.x);
  float ty = turbulenceFadeSlope(f.y);
  precise float value = 0.0;
  precise vec3 gradient = vec3(0.0);
  for (uint corner = 0u; corner < 4u; corner++) {
    uint cx = corner & 1u;
    uint cy = corner >> 1u;
    vec2 g = turbulencePlaneGradient(turbulenceCornerHash(seed, cell.x + cx, cell.y + cy));
    precise float dx = f.x - float(cx);
    precise float dy = f.y - float(cy);
    precise float dotted = g.x * dx + g.y * dy;
    precise float wx = cx == 1u ? sx : 1.0 - sx;
    precise float wy = cy == 1u ? sy : 1.0 - sy;
    float vx = cx == 1u ? tx : -tx;
    float vy = cy == 1u ? ty : -ty;
    precise float w = wx * wy;
    value = value + w * dotted;
    gradient.x = gradient.x + (vx * wy * dotted + w * g.x);
    gradient.y = gradient.y + (wx * vy * dotted + w * g.y);
  }
  return NoiseSample(value, gradient);
}

// The curl of one octave's potential at lattice point q; false when q is not finite.
bool turbulenceCurl(vec3 q, uint octave, bool usesDepth, out vec3 curl) {
  curl = vec3(0.0);
  uint cx, cy, cz;
  float fx, fy, fz;
  if (!turbulenceSplit(q.x, cx, fx) || !turbulenceSplit(q.y, cy, fy)) {
    return false;
  }
  uint seed = turbulenceSeed(octave);
  if (!usesDepth) {
    NoiseSample n = turbulenceGradient2(seed, uvec2(cx, cy), vec2(fx, fy));
    curl = vec3(n.gradient.y, -n.gradient.x, 0.0);
    return true;
  }
  if (!turbulenceSplit(q.z, cz, fz)) {
    return false;
  }
  NoiseSample a;
  NoiseSample b;
  NoiseSample c;
  turbulencePotential3(seed, uvec3(cx, cy, cz), vec3(fx, fy, fz), a, b, c);
  precise vec3 result = vec3(
    c.gradient.y - b.gradient.z, a.gradient.z - c.gradient.x, b.gradient.x - a.gradient.y);
  curl = result;
  return true;
}

// The turbulence of behaviour b at p, points per second squared (before the mass divides it).
vec3 turbulenceForce(uint b, vec3 p) {
  uint octaves = behaviors[b].variant;
  bool usesDepth = behaviors[b].additive != 0u;
  vec3 phase = behaviors[b].vector.xyz;
  float frequency = behaviors[b].vector.w;
  precise vec3 sum = vec3(0.0);
  precise float weight = 1.0;
  precise float scale = 1.0;
  for (uint octave = 0u; octave < octaves; octave++) {
    precise vec3 q = (p * frequency - phase) * scale;
    vec3 curl;
    if (!turbulenceCurl(q, octave, usesDepth, curl)) {
      return vec3(0.0);
    }
    sum = sum + curl * weight;
    weight = weight * 0.5;
    scale = scale * 2.0;
  }
  precise float factor = behaviors[b].scalars.x * behaviors[b].scalars.y;
  precise vec3 result = sum * factor;
  return result;
}
