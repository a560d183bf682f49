// Behaviour forces: `BehaviorForces` in Swift, operation for operation. Needs behaviors.glsl.
// Forces are evaluated once, at the start of a step, from the particle's state then.
// The turbulence's noise is compiled in only where TURBULENCE_FORCES is 1 (integrate_turbulence*.comp
// and spawn_subcells.comp): llvmpipe runs code a uniform branch skips, so other force layers
// would pay for it.

#ifndef TURBULENCE_FORCES
#define TURBULENCE_FORCES 0
#endif
#include "random.glsl"
#include "turbulence.glsl"

// Masses below this count as this (`BehaviorForces.minimumMass`, 1e-3).
#define BEHAVIOR_MINIMUM_MASS uintBitsToFloat(0x3A83126Fu)

struct StepForces {
  vec3 acceleration;  // the cell's, plus every behaviour force over the mass
  float drag;         // drag coefficients over the mass, per second
};

// A triangle wave with its crest at 0, eased into a piecewise parabola: 2 S(|2 frac(x) - 1|) - 1.
float waveShape(float x) {
  precise float phase = x - floor(x);
  precise float triangle = abs(2.0 * phase - 1.0);
  precise float eased = triangle < 0.5 ? 2.0 * triangle * triangle : 1.0 - 2.0 * (1.0 - triangle) * (1.0 - triangle);
  precise float result = 2.0 * eased - 1.0;
  return result;
}

float dotExact(vec3 a, vec3 b) {
  precise float result = a.x * b.x + a.y * b.y + a.z * b.z;
  return result;
}

// stiffness * (min(max(|d| - radius, 0), falloffDistance) + falloff) along d / |d|, where d runs
// from the particle to the attractor's nearest point.
vec3 attractorForce(uint b, vec3 p) {
  vec3 axis = behaviors[b].axis.xyz;
  uint shape = behaviors[b].variant;
  precise vec3 d = behaviors[b].vector.xyz - p;
  if (shape == ATTRACTOR_PLANAR_RADIAL) {
    d.z = 0.0;
  } else if (shape == ATTRACTOR_AXIAL) {
    d = d - axis * dotExact(d, axis);
  } else if (shape == ATTRACTOR_PLANAR) {
    d = axis * dotExact(d, axis);
  }
  precise float distance = sqrt(dotExact(d, d));
  if (!(distance > 0.0)) {
    return vec3(0.0);
  }
  precise float stretch = min(max(distance - behaviors[b].axis.w, 0.0), behaviors[b].scalars.y);
  precise float pull = behaviors[b].vector.w * (stretch + behaviors[b].scalars.x);
  precise vec3 force = d * (pull / distance);
  return force;
}

// cocos2d's radial and tangential acceleration in the layer plane: radial along u, the unit
// vector from the centre (vector.xy) to the particle, tangential along (-u.y, u.x).
vec3 radialAccelerationForce(uint b, vec3 p) {
  precise float dx = p.x - behaviors[b].vector.x;
  precise float dy = p.y - behaviors[b].vector.y;
  precise float distance = sqrt(dx * dx + dy * dy);
  if (!(distance > 0.0)) {
    return vec3(0.0);
  }
  precise float ux = dx / distance;
  precise float uy = dy / distance;
  float radial = behaviors[b].vector.w;
  float tangential = behaviors[b].scalars.x;
  precise vec3 force = vec3(radial * ux - tangential * uy, radial * uy + tangential * ux, 0.0);
  return force;
}

// The forces on a particle of drawn mass `drawnMass` (a mass curve replaces it or adds to it at
// age / lifetime) at `position`, aged `age`, under behaviours
// [first, first + count) and its cell's acceleration.
StepForces behaviorForces(
  uint first, uint count, vec3 position, float age, float lifetime, float drawnMass, vec3 cellAcceleration
) {
  precise vec3 force = vec3(0.0);
  precise float drag = 0.0;
  precise float mass = drawnMass;
  bool acted = false;
  for (uint b = first; b < first + count; b++) {
    uint kind = behaviors[b].kind;
    if (kind == BEHAVIOR_VALUE_OVER_LIFE && behaviors[b].variant == CURVE_TARGET_MASS) {
      precise float u = lifetime > 0.0 ? min(max(age / lifetime, 0.0), 1.0) : 0.0;
      float value = curveSample(b, u).x;
      precise float sum = mass + value;
      mass = behaviors[b].additive != 0u ? sum : value;
    } else if (kind == BEHAVIOR_WAVE) {
      force = force + behaviors[b].vector.xyz * waveShape(behaviors[b].vector.w * age);
      acted = true;
    } else if (kind == BEHAVIOR_DRAG) {
      drag = drag + behaviors[b].scalars.x;
    } else if (kind == BEHAVIOR_ATTRACTOR) {
      force = force + attractorForce(b, position);
      acted = true;
    } else if (kind == BEHAVIOR_RADIAL_ACCELERATION) {
      force = force + radialAccelerationForce(b, position);
      acted = true;
#if TURBULENCE_FORCES
    } else if (kind == BEHAVIOR_TURBULENCE) {
      force = force + turbulenceForce(b, position);
      acted = true;
#endif
    }
  }
  precise float inertia = max(mass, BEHAVIOR_MINIMUM_MASS);
  precise vec3 acceleration = acted ? cellAcceleration + force / inertia : cellAcceleration;
  precise float dragRate = drag / inertia;
  return StepForces(acceleration, dragRate);
}
