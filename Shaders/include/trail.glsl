// Trail rings (`TrailSampling` in Swift): sample k of a particle's path is its position at age
// k × trailInterval, kept in entry k mod trailPoints of its slot's TRAIL_CAPACITY entries as
// (x, y, z, k + 1), 0 marking an entry never written. The integrate pass takes a step's samples
// on the chord from the step's start to its end, in the Swift reference's order of operations
// (`precise`: no fused multiply-adds), so the rings agree bit for bit. Needs cell_templates.glsl.

#define TRAIL_CAPACITY 16u
// Sample numbers stop here (TrailSampling.sampleNumberLimit, 2^24): past it k + 1 rounds to k.
#define TRAIL_SAMPLE_NUMBER_LIMIT 16777216.0

layout(std430, binding = SSBO_PARTICLE_TRAIL) buffer ParticleTrails {
  vec4 trailSamples[];
};

// The step's samples of the particle in `slot` of flat cell `cell`: those at ages in
// (startAge, startAge + h], and sample 0 on a newborn's first step (its ring cleared first: its
// slot may have held another particle), at most the last trailPoints.
void sampleTrail(uint slot, uint cell, vec3 start, vec3 end, float startAge, float h, bool newborn) {
  uint points = cells[cell].trailPoints;
  if (points == 0u) {
    return;
  }
  uint base = slot * TRAIL_CAPACITY;
  if (newborn) {
    for (uint i = 0u; i < TRAIL_CAPACITY; i++) {
      trailSamples[base + i] = vec4(0.0);
    }
  }
  float rate = cells[cell].trailRate;
  float interval = cells[cell].trailInterval;
  precise float endAge = startAge + h;
  precise float lastScaled = endAge * rate;
  float last = floor(lastScaled);
  if (!(last < TRAIL_SAMPLE_NUMBER_LIMIT)) {
    return;
  }
  precise float firstScaled = startAge * rate;
  precise float first = newborn ? 0.0 : floor(firstScaled) + 1.0;
  precise float oldest = last - float(points - 1u);
  first = max(first, oldest);
  precise vec3 delta = end - start;
  if (first > last) {
    return;
  }
  // Counted in integers (at most trailPoints), as the Swift reference counts.
  uint count = uint(last - first) + 1u;
  for (uint i = 0u; i < count; i++) {
    precise float k = first + float(i);
    precise float sampleAge = k * interval;
    precise float fraction = h > 0.0 ? (sampleAge - startAge) / h : 1.0;
    precise vec3 position = start + delta * fraction;
    precise float number = k + 1.0;
    trailSamples[base + uint(k) % points] = vec4(position, number);
  }
}
