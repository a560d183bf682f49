// Every layer's enabled behaviours, layer after layer, in one block: `ResolvedBehavior` in Swift,
// packed by `BehaviorLayout` (EmitterGPUGLTests checks the offsets against reflection). A cell
// template's `behaviorFirst` and `behaviorCount` give its layer's range.

#define MAX_CURVE_KEYS 8

#define BEHAVIOR_WAVE 0u
#define BEHAVIOR_DRAG 1u
#define BEHAVIOR_ATTRACTOR 2u
#define BEHAVIOR_ALIGN_TO_MOTION 3u
#define BEHAVIOR_VALUE_OVER_LIFE 4u
#define BEHAVIOR_COLOR_OVER_LIFE 5u
#define BEHAVIOR_RADIAL_ACCELERATION 6u
#define BEHAVIOR_ORBIT 7u
#define BEHAVIOR_TURBULENCE 8u
#define BEHAVIOR_COLLISION 9u

// `variant` of an attractor: what it measures distance to.
#define ATTRACTOR_RADIAL 0u
#define ATTRACTOR_AXIAL 1u
#define ATTRACTOR_PLANAR 2u
#define ATTRACTOR_PLANAR_RADIAL 3u

// `variant` of a valueOverLife curve: the property it drives.
#define CURVE_TARGET_SCALE 0u
#define CURVE_TARGET_ROTATION 1u
#define CURVE_TARGET_RED 2u
#define CURVE_TARGET_GREEN 3u
#define CURVE_TARGET_BLUE 4u
#define CURVE_TARGET_ALPHA 5u
// Rates: the curve's integral replaces (or adds to) spin × age or scaleSpeed × age.
#define CURVE_TARGET_SPIN 6u
#define CURVE_TARGET_SCALESPEED 7u
// Read with the forces (behavior_forces.glsl), not drawn.
#define CURVE_TARGET_MASS 8u
// Position and velocity components, applied around the integrator (motion_curves.glsl).
#define CURVE_TARGET_POSITION_X 9u
#define CURVE_TARGET_POSITION_Y 10u
#define CURVE_TARGET_POSITION_Z 11u
#define CURVE_TARGET_VELOCITY_X 12u
#define CURVE_TARGET_VELOCITY_Y 13u
#define CURVE_TARGET_VELOCITY_Z 14u

struct Behavior {
  uint kind;                    // BEHAVIOR_*
  uint variant;                 // ATTRACTOR_* or CURVE_TARGET_*; turbulence: octaves; collision: COLLIDER_*
  uint keyCount;                // over-life curves: keys in use; image collider: its first word in ColliderGrids
  uint additive;                // valueOverLife: 1 adds the curve, 0 replaces the property; turbulence: 1 for 3D; collision: COLLISION_*
  vec4 vector;                  // wave: force xyz, frequency; attractor: position xyz, stiffness; radial: centre xy, 0, radial; orbit: centre xy, angular speed, end radius; turbulence: phase xyz, frequency; collision: its geometry (collision.glsl)
  vec4 axis;                    // attractor: unit axis or normal xyz, radius; line collider: unit direction xy, length; image collider: texels across, down
  vec4 scalars;                 // drag: x; alignToMotion: x rotation (rad); attractor: x falloff, y falloffDistance; radial: x tangential; turbulence: x strength, y normalization; collision: restitution, friction, settleSpeed
  vec4 locations[2];            // over-life: the keys' normalised ages, 4 per vec4
  vec4 values[MAX_CURVE_KEYS];  // over-life: colour keys (rgba) or values in x
};

// Sized by the scene (at least one entry). std430 lays this struct out as std140 would (its
// arrays are of vec4s).
layout(std430, binding = SSBO_BEHAVIORS) readonly buffer Behaviors {
  Behavior behaviors[];
};

// Over-life curves, shared by the drawing (appearance.glsl) and the forces (mass).
float curveLocation(uint b, uint i) {
  return behaviors[b].locations[i / 4u][i % 4u];
}

// The curve of behaviour b at normalised age u: piecewise linear through its keys, the first key
// before the first location, the last after the last. Colour keys use all four components.
vec4 curveSample(uint b, float u) {
  uint count = behaviors[b].keyCount;
  if (count <= 1u || !(u > curveLocation(b, 0u))) {
    return behaviors[b].values[0];
  }
  for (uint i = 0u; i + 1u < count; i++) {
    float next = curveLocation(b, i + 1u);
    if (u < next) {
      float here = curveLocation(b, i);
      precise float span = next - here;
      precise float t = span > 0.0 ? (u - here) / span : 0.0;
      vec4 a = behaviors[b].values[i];
      vec4 c = behaviors[b].values[i + 1u];
      precise vec4 result = a + (c - a) * t;
      return result;
    }
  }
  return behaviors[b].values[count - 1u];
}

// The curve's integral over normalised age 0...u (x components): `OverLifeCurve.integral`.
float curveIntegral(uint b, float u) {
  uint count = behaviors[b].keyCount;
  float first = behaviors[b].values[0].x;
  if (count <= 1u || !(u > curveLocation(b, 0u))) {
    precise float level = first * u;
    return level;
  }
  precise float total = first * curveLocation(b, 0u);
  for (uint i = 0u; i + 1u < count; i++) {
    float here = curveLocation(b, i);
    float next = curveLocation(b, i + 1u);
    float a = behaviors[b].values[i].x;
    float c = behaviors[b].values[i + 1u].x;
    if (u < next) {
      precise float span = next - here;
      precise float t = span > 0.0 ? (u - here) / span : 0.0;
      precise float atU = a + (c - a) * t;
      precise float result = total + (u - here) * (a + atU) * 0.5;
      return result;
    }
    total = total + (next - here) * (a + c) * 0.5;
  }
  precise float result = total + (u - curveLocation(b, count - 1u)) * behaviors[b].values[count - 1u].x;
  return result;
}
