// The orbit behaviour (`Orbit.advance` in Swift, operation for operation): a particle circles a
// centre in the layer plane instead of integrating; its radius moves linearly to the end radius
// over its life. A newborn starts one second of its birth velocity from the centre. Needs
// behaviors.glsl and trig.glsl; `b` is the orbit's index in the behaviour block.

void orbitStep(uint b, inout vec3 p, inout vec3 v, float age, float lifetime, float h) {
  vec2 centre = behaviors[b].vector.xy;
  float angularSpeed = behaviors[b].vector.z;
  float endRadius = behaviors[b].vector.w;
  precise float dx = p.x - centre.x;
  precise float dy = p.y - centre.y;
  if (age == 0.0) {
    precise float speed = sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    precise float planar = sqrt(v.x * v.x + v.y * v.y);
    dx = planar > 0.0 ? v.x / planar * speed : 0.0;
    dy = planar > 0.0 ? v.y / planar * speed : 0.0;
  }
  precise vec3 start = vec3(centre.x + dx, centre.y + dy, p.z);
  precise float radius = sqrt(dx * dx + dy * dy);
  precise float remaining = lifetime - age;
  precise float next = remaining > h ? radius + (endRadius - radius) * (h / remaining) : endRadius;
  precise float turnAngle = angularSpeed * h;
  vec2 turn = portableSinCos(turnAngle);
  precise float x = centre.x;
  precise float y = centre.y;
  if (radius > 0.0) {
    precise float ux = dx / radius;
    precise float uy = dy / radius;
    x = centre.x + (ux * turn.y - uy * turn.x) * next;
    y = centre.y + (ux * turn.x + uy * turn.y) * next;
  }
  precise vec3 end = vec3(x, y, p.z);
  if (!(h > 0.0)) {
    p = start;
    return;
  }
  precise vec3 chord = (end - start) / h;
  p = end;
  v = chord;
}
