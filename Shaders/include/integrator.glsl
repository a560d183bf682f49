// The one integrator (`Integrator` in Swift): acceleration at the start of the step,
// p += v h + a h^2/2; v += a h. `precise` forbids fusing into FMAs, which Swift does not use.

vec3 integratePosition(vec3 p, vec3 v, vec3 a, float h) {
  precise vec3 result = p + v * h + a * (h * h * 0.5);
  return result;
}

vec3 integrateVelocity(vec3 v, vec3 a, float h) {
  precise vec3 result = v + a * h;
  return result;
}
