// The one integrator (`Integrator` in Swift): forces at the start of the step, then
// p += v h + a h^2/2; v += a h without drag, and the exact solution of v' = a - k v with drag:
// p += v h phi1 + a h^2 phi2; v = v e^-kh + a h phi1 (`dragDecay` in exp.glsl). `precise`
// forbids fusing into FMAs, which Swift does not use. Needs exp.glsl and behavior_forces.glsl
// for `integrateStep`.

vec3 integratePosition(vec3 p, vec3 v, vec3 a, float h) {
  precise vec3 result = p + v * h + a * (h * h * 0.5);
  return result;
}

vec3 integrateVelocity(vec3 v, vec3 a, float h) {
  precise vec3 result = v + a * h;
  return result;
}

// Position (xyz of the first) and velocity after h seconds under `forces`.
void integrateStep(inout vec3 p, inout vec3 v, StepForces forces, float h) {
  vec3 a = forces.acceleration;
  if (forces.drag == 0.0) {
    vec3 position = integratePosition(p, v, a, h);
    v = integrateVelocity(v, a, h);
    p = position;
    return;
  }
  precise float x = forces.drag * h;
  vec3 factors = dragDecay(x);
  precise float reach = h * factors.y;
  precise vec3 position = p + v * reach + a * (h * h * factors.z);
  precise vec3 velocity = v * factors.x + a * reach;
  p = position;
  v = velocity;
}
