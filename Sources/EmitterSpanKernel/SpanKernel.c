// The span kernel built once per instruction set, and the choice between them.
#include "EmitterSpanKernel.h"

#include <string.h>

// The kernels must give the same bytes on every machine: no a·b + c fused into one rounding.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)
// Every function taking a vector is inlined: none crosses a call, so its ABI does not matter.
#pragma clang diagnostic ignored "-Wpsabi"

// Baseline: texels read one lane at a time.
#define KERNEL(name) name##_baseline
#define GATHER8(base, index) gather8_baseline(base, index)
typedef int32_t gather_index_baseline __attribute__((ext_vector_type(8)));
typedef uint32_t gather_words_baseline __attribute__((ext_vector_type(8)));
static inline __attribute__((always_inline)) gather_words_baseline gather8_baseline(
  const uint32_t *base, gather_index_baseline index) {
  gather_words_baseline words;
  for (int lane = 0; lane < 8; lane++) words[lane] = base[index[lane]];
  return words;
}
#include "SpanKernelBody.h"
#undef KERNEL
#undef GATHER8

#if defined(__x86_64__)
#include <immintrin.h>

// AVX2 (no FMA: see above): eight float lanes in one register, texels read by one gather each.
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define KERNEL(name) name##_avx2
#define GATHER8(base, index) \
  ((gather_words_baseline)_mm256_i32gather_epi32((const int *)(base), (__m256i)(index), 4))
#include "SpanKernelBody.h"
#undef KERNEL
#undef GATHER8
#pragma clang attribute pop
#endif

EmitterSpanKernel emitter_span_best_kernel(void) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx2")) return EmitterSpanKernelAVX2;
#endif
  return EmitterSpanKernelBaseline;
}

void emitter_span_draw(
  const EmitterSpanQuad *quad, float originX, float originY, float originZ, long start, long end,
  uint8_t *pixels, long rowPixels, const uint32_t *texels, const EmitterSpanLevel *levels) {
#if defined(__x86_64__)
  // A kernel this processor lacks falls back to the baseline (the same bytes), never a fault.
  if (quad->kernel == EmitterSpanKernelAVX2 && __builtin_cpu_supports("avx2")) {
    draw_avx2(quad, originX, originY, originZ, start, end, pixels, rowPixels, texels, levels);
    return;
  }
#endif
  draw_baseline(quad, originX, originY, originZ, start, end, pixels, rowPixels, texels, levels);
}
