// atan2 from additions, multiplications and one division: `PortableAtan` in Swift, operation for
// operation. The smaller-over-larger ratio is reduced past tan(pi/8) by (a - 1)/(a + 1) plus
// pi/4, then the Taylor series of atan to t^17; octant symmetries give the rest. atan2(0, 0) = 0.

#define ATAN_PI uintBitsToFloat(0x40490FDBu)
#define ATAN_HALF_PI uintBitsToFloat(0x3FC90FDBu)
#define ATAN_QUARTER_PI uintBitsToFloat(0x3F490FDBu)
#define ATAN_TAN_EIGHTH_PI uintBitsToFloat(0x3ED413CDu)
#define ATAN_INVERSE_3 uintBitsToFloat(0x3EAAAAABu)
#define ATAN_INVERSE_5 uintBitsToFloat(0x3E4CCCCDu)
#define ATAN_INVERSE_7 uintBitsToFloat(0x3E124925u)
#define ATAN_INVERSE_9 uintBitsToFloat(0x3DE38E39u)
#define ATAN_INVERSE_11 uintBitsToFloat(0x3DBA2E8Cu)
#define ATAN_INVERSE_13 uintBitsToFloat(0x3D9D89D9u)
#define ATAN_INVERSE_15 uintBitsToFloat(0x3D888889u)
#define ATAN_INVERSE_17 uintBitsToFloat(0x3D70F0F1u)

// The angle of (x, y) from +x toward +y, in [-pi, pi].
float portableAtan2(float y, float x) {
  float ax = abs(x);
  float ay = abs(y);
  float largest = max(ax, ay);
  if (!(largest > 0.0)) {
    return 0.0;
  }
  precise float a = min(ax, ay) / largest;
  bool reduced = a > ATAN_TAN_EIGHTH_PI;
  precise float t = reduced ? (a - 1.0) / (a + 1.0) : a;
  precise float z = t * t;
  precise float series = t + t * (z * (-ATAN_INVERSE_3 + z * (ATAN_INVERSE_5 + z * (-ATAN_INVERSE_7
    + z * (ATAN_INVERSE_9 + z * (-ATAN_INVERSE_11 + z * (ATAN_INVERSE_13 + z * (-ATAN_INVERSE_15
    + z * ATAN_INVERSE_17))))))));
  precise float angle = reduced ? ATAN_QUARTER_PI + series : series;
  if (ay > ax) {
    angle = ATAN_HALF_PI - angle;
  }
  if (x < 0.0) {
    angle = ATAN_PI - angle;
  }
  return y < 0.0 ? -angle : angle;
}
