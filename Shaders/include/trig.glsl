// Sine and cosine from additions and multiplications only: `PortableTrig` in Swift, the same
// operations in the same order, so both get the same bits (driver sin/cos differ from glibc's:
// llvmpipe's by ~1e-6 relative). Cody-Waite reduction by pi/2 in three parts, then Taylor
// polynomials to x^9 and x^10 on [-pi/4, pi/4].

#define TRIG_TWO_OVER_PI uintBitsToFloat(0x3F22F983u)
#define TRIG_HALF_PI_HIGH uintBitsToFloat(0x3FC90000u)
#define TRIG_HALF_PI_MIDDLE uintBitsToFloat(0x39FDB000u)
#define TRIG_HALF_PI_LOW uintBitsToFloat(0xB33BBD2Eu)
#define TRIG_INVERSE_FACTORIAL_3 uintBitsToFloat(0x3E2AAAABu)
#define TRIG_INVERSE_FACTORIAL_5 uintBitsToFloat(0x3C088889u)
#define TRIG_INVERSE_FACTORIAL_7 uintBitsToFloat(0x39500D01u)
#define TRIG_INVERSE_FACTORIAL_9 uintBitsToFloat(0x3638EF1Du)
#define TRIG_INVERSE_FACTORIAL_4 uintBitsToFloat(0x3D2AAAABu)
#define TRIG_INVERSE_FACTORIAL_6 uintBitsToFloat(0x3AB60B61u)
#define TRIG_INVERSE_FACTORIAL_8 uintBitsToFloat(0x37D00D01u)
#define TRIG_INVERSE_FACTORIAL_10 uintBitsToFloat(0x3493F27Eu)

// (sin x, cos x).
vec2 portableSinCos(float x) {
  precise float k = floor(x * TRIG_TWO_OVER_PI + 0.5);
  precise float r = ((x - k * TRIG_HALF_PI_HIGH) - k * TRIG_HALF_PI_MIDDLE) - k * TRIG_HALF_PI_LOW;
  precise float z = r * r;
  precise float s = r + r * (z * (-TRIG_INVERSE_FACTORIAL_3 + z * (TRIG_INVERSE_FACTORIAL_5
    + z * (-TRIG_INVERSE_FACTORIAL_7 + z * TRIG_INVERSE_FACTORIAL_9))));
  precise float c = 1.0 - 0.5 * z + z * (z * (TRIG_INVERSE_FACTORIAL_4 + z * (-TRIG_INVERSE_FACTORIAL_6
    + z * (TRIG_INVERSE_FACTORIAL_8 - z * TRIG_INVERSE_FACTORIAL_10))));
  int quadrant = int(k) & 3;
  if (quadrant == 0) return vec2(s, c);
  if (quadrant == 1) return vec2(c, -s);
  if (quadrant == 2) return vec2(-s, -c);
  return vec2(-c, s);
}

float portableSin(float x) { return portableSinCos(x).x; }
float portableCos(float x) { return portableSinCos(x).y; }
