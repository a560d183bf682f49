// The CPU renderer's inner loop: one row span of a quad, eight pixels at a time (coverage, the
// filtered texel, the tint, the 8-bit blend). Written in C because Swift 6.3 cannot compile one
// function for AVX2 and pick it at run time: this file's kernel is built twice, for baseline
// x86-64 and for AVX2 (gathers, eight float lanes in one register), with the same float
// operations in the same order and no fused multiply-adds, so both give the same bytes.
#ifndef EMITTER_SPAN_KERNEL_H
#define EMITTER_SPAN_KERNEL_H

#include <stdbool.h>
#include <stdint.h>

/// One mip level of the packed contents: `width` x `height` texels inside a one-texel
/// transparent border; texel (-1, -1) is at `offset`, rows are `stride` (= width + 2) apart.
typedef struct {
  long width;
  long height;
  long offset;
  long stride;
} EmitterSpanLevel;

/// The instruction sets a span can be drawn with.
typedef enum {
  /// x86-64's baseline (SSE2), or the portable C on other machines.
  EmitterSpanKernelBaseline = 0,
  /// AVX2: eight lanes per register and gathered texel reads.
  EmitterSpanKernelAVX2 = 1,
} EmitterSpanKernel;

/// What a quad's spans need, made once per quad.
typedef struct {
  /// The change of (s·q, t·q, q) per pixel along a row.
  float stepX, stepY, stepZ;
  /// The premultiplied tint over 255 (texels are read as 0...255).
  float tintR, tintG, tintB, tintA;
  float textureOriginX, textureOriginY;
  float textureSizeX, textureSizeY;
  /// The filter: nearest on `levels[0]`, or bilinear on `level`, blended by `fraction` with
  /// bilinear on `next` where `next` >= 0 (trilinear).
  bool nearest;
  long level;
  long next;
  float fraction;
  /// Source-additive instead of premultiplied source-over.
  bool additive;
  /// q is the same on every pixel (no perspective): multiply by 1/q instead of dividing.
  bool affine;
  EmitterSpanKernel kernel;
} EmitterSpanQuad;

/// The best kernel this processor runs.
EmitterSpanKernel emitter_span_best_kernel(void);

/// Draws columns `start..<end` of one row of `quad`, whose values at column 0 are (`originX`,
/// `originY`, `originZ`) = (s·q, t·q, q). Column 0's pixel is at `pixels`; `rowPixels` pixels
/// of the row lie from there on (lanes within them past the span are rewritten unchanged).
void emitter_span_draw(
  const EmitterSpanQuad *quad, float originX, float originY, float originZ, long start, long end,
  uint8_t *pixels, long rowPixels, const uint32_t *texels, const EmitterSpanLevel *levels);

#endif
