// The span kernel built once per instruction set, and the choice between them.
#include "EmitterSpanKernel.h"

#include <string.h>

// The kernels must give the same bytes on every machine: no a·b + c fused into one rounding.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)
// Every function taking a vector is inlined: none crosses a call, so its ABI does not matter.
#pragma clang diagnostic ignored "-Wpsabi"

/// The five coverage conditions' slopes along a row (q, s·q, q − s·q, t·q, q − t·q) and their
/// reciprocals: the same on every row of a quad, so worked out once for it.
typedef struct {
  float slope[5];
  float inverse[5];
  /// |step| of q, s·q and t·q.
  float stepX, stepY, stepZ;
} Slopes;

static inline __attribute__((always_inline)) float magnitude(float x) { return x < 0 ? -x : x; }

static inline __attribute__((always_inline)) Slopes slopes_of(float stepX, float stepY, float stepZ) {
  Slopes slopes = {
    {stepZ, stepX, stepZ - stepX, stepY, stepZ - stepY}, {0},
    magnitude(stepX), magnitude(stepY), magnitude(stepZ)};
  for (int i = 0; i < 5; i++) slopes.inverse[i] = 1.0f / slopes.slope[i];
  return slopes;
}

// Baseline: texels and pixels read one lane at a time.
#define KERNEL(name) name##_baseline
#define LANES 8
#define READ8(base, offsets) read8_baseline(base, offsets)
typedef int32_t eight_offsets __attribute__((ext_vector_type(8)));
typedef uint32_t eight_words __attribute__((ext_vector_type(8)));
static inline __attribute__((always_inline)) eight_words read8_baseline(
  const uint8_t *base, eight_offsets offsets) {
  eight_words words;
  for (int lane = 0; lane < 8; lane++) {
    uint32_t word;
    memcpy(&word, base + offsets[lane], 4);
    words[lane] = word;
  }
  return words;
}
#include "SpanKernelBody.h"
#undef KERNEL
#undef LANES
#undef READ8

#if defined(__x86_64__)
#include <immintrin.h>

// AVX2 (no FMA: see above): eight float lanes a register, texels and pixels read by gathers.
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define KERNEL(name) name##_avx2
// Sixteen lanes, two registers an operation: two groups' long chains of dependent steps
// (texel reads, filter, blend) run side by side, where eight lanes left the core waiting.
#define LANES 16
#define READ8(base, offsets) \
  ((eight_words)_mm256_i32gather_epi32((const int *)(base), (__m256i)(offsets), 1))
#include "SpanKernelBody.h"
#undef KERNEL
#undef LANES
#undef READ8
#pragma clang attribute pop
#endif

EmitterSpanKernel emitter_span_best_kernel(void) {
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx2")) return EmitterSpanKernelAVX2;
#endif
  return EmitterSpanKernelBaseline;
}

void emitter_span_columns(
  float originX, float originY, float originZ, float stepX, float stepY, float stepZ,
  long columns, long *start, long *end) {
  // The eight-row bound's first row, with no row step: one definition of a span for the
  // kernel and the one-pixel loop alike.
  EmitterSpanQuad quad = {0};
  quad.originX = originX;
  quad.originY = originY;
  quad.originZ = originZ;
  quad.columnX = stepX;
  quad.columnY = stepY;
  quad.columnZ = stepZ;
  quad.kernel = emitter_span_best_kernel();
  long starts[8], ends[8];
  emitter_span_rows(&quad, 0, columns, starts, ends);
  *start = starts[0];
  *end = ends[0];
}

void emitter_span_rows(
  const EmitterSpanQuad *quad, long firstRow, long columns, long starts[8], long ends[8]) {
  Slopes slopes = slopes_of(quad->columnX, quad->columnY, quad->columnZ);
  int32_t start[8], end[8];
#if defined(__x86_64__)
  if (quad->kernel == EmitterSpanKernelAVX2 && __builtin_cpu_supports("avx2")) {
    spanRowsInto_avx2(quad, &slopes, firstRow, columns, start, end);
  } else
#endif
  {
    spanRowsInto_baseline(quad, &slopes, firstRow, columns, start, end);
  }
  for (int i = 0; i < 8; i++) {
    starts[i] = start[i];
    ends[i] = end[i];
  }
}

void emitter_span_draw_rows(
  const EmitterSpanQuad *quad, long firstRow, long lastRow, long columns, uint8_t *pixels,
  long bytesPerRow, const uint32_t *texels, const EmitterSpanLevel *levels) {
#if defined(__x86_64__)
  // A kernel this processor lacks falls back to the baseline (the same bytes), never a fault.
  if (quad->kernel == EmitterSpanKernelAVX2 && __builtin_cpu_supports("avx2")) {
    drawRows_avx2(quad, firstRow, lastRow, columns, pixels, bytesPerRow, texels, levels);
    return;
  }
#endif
  drawRows_baseline(quad, firstRow, lastRow, columns, pixels, bytesPerRow, texels, levels);
}
