// The exponential from additions, multiplications and exact powers of two: `PortableExp` in
// Swift, the same operations in the same order, so drag's decay factor has the same bits on both
// sides. x is clamped to +-80 (intermediates stay normal; GPUs may flush subnormals), reduced by
// ln 2 in two parts, evaluated by the Taylor polynomial to r^7 and scaled by 2^k from its bits.

#define EXP_LOG2E uintBitsToFloat(0x3FB8AA3Bu)
#define EXP_LN2_HIGH uintBitsToFloat(0x3F317200u)
#define EXP_LN2_LOW uintBitsToFloat(0x35BFBE8Eu)
#define EXP_ARGUMENT_LIMIT 80.0
#define EXP_INVERSE_FACTORIAL_2 uintBitsToFloat(0x3F000000u)
#define EXP_INVERSE_FACTORIAL_3 uintBitsToFloat(0x3E2AAAABu)
#define EXP_INVERSE_FACTORIAL_4 uintBitsToFloat(0x3D2AAAABu)
#define EXP_INVERSE_FACTORIAL_5 uintBitsToFloat(0x3C088889u)
#define EXP_INVERSE_FACTORIAL_6 uintBitsToFloat(0x3AB60B61u)
#define EXP_INVERSE_FACTORIAL_7 uintBitsToFloat(0x39500D01u)
#define EXP_INVERSE_FACTORIAL_8 uintBitsToFloat(0x37D00D01u)
#define EXP_INVERSE_FACTORIAL_9 uintBitsToFloat(0x3638EF1Du)
#define EXP_INVERSE_FACTORIAL_10 uintBitsToFloat(0x3493F27Eu)
#define EXP_INVERSE_FACTORIAL_11 uintBitsToFloat(0x32D7322Bu)
#define EXP_INVERSE_FACTORIAL_12 uintBitsToFloat(0x310F76C7u)
#define EXP_INVERSE_FACTORIAL_13 uintBitsToFloat(0x2F309231u)

// e^x.
float portableExp(float x) {
  precise float clamped = min(max(x, -EXP_ARGUMENT_LIMIT), EXP_ARGUMENT_LIMIT);
  precise float k = floor(clamped * EXP_LOG2E + 0.5);
  precise float r = (clamped - k * EXP_LN2_HIGH) - k * EXP_LN2_LOW;
  precise float p = 1.0 + r * (1.0 + r * (EXP_INVERSE_FACTORIAL_2 + r * (EXP_INVERSE_FACTORIAL_3
    + r * (EXP_INVERSE_FACTORIAL_4 + r * (EXP_INVERSE_FACTORIAL_5 + r * (EXP_INVERSE_FACTORIAL_6
    + r * EXP_INVERSE_FACTORIAL_7))))));
  precise float result = p * uintBitsToFloat(uint(int(k) + 127) << 23);
  return result;
}

// (e^-x, (1 - e^-x)/x, (x - 1 + e^-x)/x^2): an exact step under linear drag (`PortableExp.decay`).
// Taylor series to x^11 below |x| = 1, closed forms above.
vec3 dragDecay(float x) {
  if (abs(x) < 1.0) {
    precise float phi1 = 1.0 + x * (-EXP_INVERSE_FACTORIAL_2 + x * (EXP_INVERSE_FACTORIAL_3
      + x * (-EXP_INVERSE_FACTORIAL_4 + x * (EXP_INVERSE_FACTORIAL_5 + x * (-EXP_INVERSE_FACTORIAL_6
      + x * (EXP_INVERSE_FACTORIAL_7 + x * (-EXP_INVERSE_FACTORIAL_8 + x * (EXP_INVERSE_FACTORIAL_9
      + x * (-EXP_INVERSE_FACTORIAL_10 + x * (EXP_INVERSE_FACTORIAL_11 - x * EXP_INVERSE_FACTORIAL_12))))))))));
    precise float phi2 = EXP_INVERSE_FACTORIAL_2 + x * (-EXP_INVERSE_FACTORIAL_3
      + x * (EXP_INVERSE_FACTORIAL_4 + x * (-EXP_INVERSE_FACTORIAL_5 + x * (EXP_INVERSE_FACTORIAL_6
      + x * (-EXP_INVERSE_FACTORIAL_7 + x * (EXP_INVERSE_FACTORIAL_8 + x * (-EXP_INVERSE_FACTORIAL_9
      + x * (EXP_INVERSE_FACTORIAL_10 + x * (-EXP_INVERSE_FACTORIAL_11 + x * (EXP_INVERSE_FACTORIAL_12
      - x * EXP_INVERSE_FACTORIAL_13))))))))));
    precise float decay = 1.0 - x * phi1;
    return vec3(decay, phi1, phi2);
  }
  precise float decay = portableExp(-x);
  precise float phi1 = (1.0 - decay) / x;
  precise float phi2 = (1.0 - phi1) / x;
  return vec3(decay, phi1, phi2);
}
