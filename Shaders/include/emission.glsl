// Emission directions: `EmissionCone` and `EmissionFrame` in Swift, operation for operation.

// Swift's Float.pi, which is pi rounded toward zero (0x40490FDA), not to nearest as a GLSL literal
// would be: the same bits on both sides keep angles bit-identical.
#define PI uintBitsToFloat(0x40490FDAu)

// Directions uniform over the solid angle of a cone around (cos lat cos lon, cos lat sin lon,
// sin lat), half-angle |range| * halfWidth capped at pi.
vec3 coneDirection(float longitude, float latitude, float range, float halfWidth, float uPolar, float uAzimuth) {
  precise float halfAngle = min(abs(range) * halfWidth, PI);
  precise float cosHalf = portableCos(halfAngle);
  precise float cosTheta = 1.0 - uPolar * (1.0 - cosHalf);
  precise float sinTheta = sqrt(max(0.0, 1.0 - cosTheta * cosTheta));
  precise float psi = 2.0 * PI * uAzimuth;
  vec2 lon = portableSinCos(longitude), lat = portableSinCos(latitude), turn = portableSinCos(psi);
  float sinLon = lon.x, cosLon = lon.y, sinLat = lat.x, cosLat = lat.y;
  precise vec3 axis = vec3(cosLat * cosLon, cosLat * sinLon, sinLat);
  vec3 tangent = vec3(-sinLon, cosLon, 0.0);
  precise vec3 binormal = vec3(-sinLat * cosLon, -sinLat * sinLon, cosLat);
  precise vec3 result = axis * cosTheta + (tangent * turn.y + binormal * turn.x) * sinTheta;
  return result;
}

#define SPREAD_CONE 0u
#define SPREAD_FAN 1u

// Directions uniform in angle within +-|range| * halfWidth (capped at pi) of the longitude, in its
// plane, latitude kept (`EmissionCone.fan`).
vec3 fanDirection(float longitude, float latitude, float range, float halfWidth, float u) {
  precise float halfAngle = min(abs(range) * halfWidth, PI);
  precise float angle = longitude + (2.0 * u - 1.0) * halfAngle;
  vec2 turn = portableSinCos(angle), lat = portableSinCos(latitude);
  precise vec3 result = vec3(lat.y * turn.y, lat.y * turn.x, lat.x);
  return result;
}

// An orthonormal frame: forward is longitude 0, side longitude pi/2, up latitude pi/2.
struct EmissionFrame {
  vec3 forward;
  vec3 side;
  vec3 up;
};

const EmissionFrame LAYER_AXES = EmissionFrame(vec3(1.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0), vec3(0.0, 0.0, 1.0));
// A line's natural direction is -y (up the screen).
const EmissionFrame LINE_NORMAL = EmissionFrame(vec3(0.0, -1.0, 0.0), vec3(1.0, 0.0, 0.0), vec3(0.0, 0.0, 1.0));

vec3 crossProduct(vec3 a, vec3 b) {
  precise vec3 result = vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
  return result;
}

// The frame along a parent's velocity; the layer axes for a zero vector. The side axis comes from
// the direction's own x and y, which keeps its rounding relative when the direction is close to z.
EmissionFrame frameAlong(vec3 direction) {
  precise float lengthSquared = direction.x * direction.x + direction.y * direction.y + direction.z * direction.z;
  precise float len = sqrt(lengthSquared);
  if (!(len > 0.0) || isinf(len)) {
    return LAYER_AXES;
  }
  precise vec3 forward = direction / len;
  precise float planar = sqrt(direction.x * direction.x + direction.y * direction.y);
  precise vec3 side = planar > 1e-6 * len ? vec3(-direction.y / planar, direction.x / planar, 0.0) : vec3(0.0, 1.0, 0.0);
  return EmissionFrame(forward, side, crossProduct(forward, side));
}

vec3 toLayer(EmissionFrame frame, vec3 local) {
  precise vec3 result = frame.forward * local.x + frame.side * local.y + frame.up * local.z;
  return result;
}
