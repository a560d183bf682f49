// valueOverLife on position.x/y/z and velocity.x/y/z around the integrator's step:
// `MotionCurves.advance` in Swift, operation for operation (docs/SEMANTICS.md, "Motion curves").
// Per axis the curves build, in order, the velocity w + sum c (sum c from the last replacing
// curve on) and the position path + sum c (likewise), where w and path are what the integrator
// alone makes of the particle; a velocity curve moves it by lifetime * (C(u1) - C(u0)), its exact
// integral. Needs behaviors.glsl, behavior_forces.glsl and integrator.glsl.

// Advances p and v by h from `age` under `forces` with the curves of behaviours [first, end).
// A newborn's stored state is its birth state, which holds no curve yet.
void motionCurveStep(
  uint first, uint end, inout vec3 p, inout vec3 v, StepForces forces, float h, float age, float lifetime,
  bool newborn
) {
  precise float u0 = lifetime > 0.0 ? min(max(age / lifetime, 0.0), 1.0) : 0.0;
  precise float later = age + h;
  precise float u1 = lifetime > 0.0 ? min(max(later / lifetime, 0.0), 1.0) : 0.0;
  vec3 velocity0 = vec3(0.0);
  vec3 velocity1 = vec3(0.0);
  vec3 reach = vec3(0.0);
  bvec3 keepsVelocity = bvec3(true);
  vec3 offset0 = vec3(0.0);
  vec3 offset1 = vec3(0.0);
  bvec3 keepsPath = bvec3(true);
  for (uint b = first; b < end; b++) {
    uint target = behaviors[b].variant;
    if (behaviors[b].kind != BEHAVIOR_VALUE_OVER_LIFE || target < CURVE_TARGET_POSITION_X ||
        target > CURVE_TARGET_VELOCITY_Z) {
      continue;
    }
    bool additive = behaviors[b].additive != 0u;
    float c0 = curveSample(b, u0).x;
    float c1 = curveSample(b, u1).x;
    if (target >= CURVE_TARGET_VELOCITY_X) {
      uint axis = target - CURVE_TARGET_VELOCITY_X;
      precise float swept = lifetime * (curveIntegral(b, u1) - curveIntegral(b, u0));
      precise float sum0 = velocity0[axis] + c0;
      precise float sum1 = velocity1[axis] + c1;
      precise float sumReach = reach[axis] + swept;
      velocity0[axis] = additive ? sum0 : c0;
      velocity1[axis] = additive ? sum1 : c1;
      reach[axis] = additive ? sumReach : swept;
      if (!additive) keepsVelocity[axis] = false;
    } else {
      uint axis = target - CURVE_TARGET_POSITION_X;
      precise float sum0 = offset0[axis] + c0;
      precise float sum1 = offset1[axis] + c1;
      offset0[axis] = additive ? sum0 : c0;
      offset1[axis] = additive ? sum1 : c1;
      if (!additive) keepsPath[axis] = false;
    }
  }
  // What the integrator alone has made of the particle.
  precise vec3 w = v - velocity0;
  precise vec3 path = p - offset0;
  if (newborn) {
    w = v;
    path = p;
  }
  vec3 movedPosition = path;
  vec3 movedVelocity = w;
  integrateStep(movedPosition, movedVelocity, forces, h);
  precise vec3 travelled = mix(path, movedPosition, keepsVelocity) + reach;
  precise vec3 velocity = mix(vec3(0.0), movedVelocity, keepsVelocity) + velocity1;
  precise vec3 shifted = travelled + offset1;
  vec3 position = mix(offset1, shifted, keepsPath);
  if (h > 0.0) {
    precise vec3 chord = (position - p) / h;
    velocity = mix(chord, velocity, keepsPath);
  }
  p = position;
  v = velocity;
}
