// The CPU renderer's inner loop: a quad's rows, their pixels packed into groups of SIMD lanes
// (coverage, the filtered texel, the tint, the 8-bit blend). Written in C because Swift 6.3
// cannot compile one function for AVX2 and pick it at run time: the kernel is built twice, for
// baseline x86-64 (8 lanes) and for AVX2 (16 lanes, gathers), with the same float operations
// in the same order and no fused multiply-adds, so both give the same bytes.
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
  /// AVX2: sixteen lanes in two registers, gathered texel and pixel reads.
  EmitterSpanKernelAVX2 = 1,
} EmitterSpanKernel;

/// What a quad's pixels need, made once per quad.
typedef struct {
  /// (s·q, t·q, q) at the centre of the quad's first pixel (its bounds' top-left), and their
  /// change per pixel right (`column…`) and down (`row…`): a pixel is covered when q > 0 and
  /// 0 <= s·q < q, 0 <= t·q < q.
  float originX, originY, originZ;
  float columnX, columnY, columnZ;
  float rowX, rowY, rowZ;
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
  /// q is the same on every pixel (no perspective): multiply by `reciprocalZ`, 1/q,
  /// instead of dividing.
  bool affine;
  float reciprocalZ;
  EmitterSpanKernel kernel;
} EmitterSpanQuad;

/// Asks for the cache lines of a set-up quad (`RasterQuad`, at most 128 bytes) at `address`
/// ahead of its use (Swift has no prefetch of its own).
static inline void emitter_span_prefetch(const void *address) {
  __builtin_prefetch(address);
  __builtin_prefetch((const char *)address + 64);
  __builtin_prefetch((const char *)address + 127);
}

/// The best kernel this processor runs.
EmitterSpanKernel emitter_span_best_kernel(void);

/// The columns `*start..<*end` of a row `columns` pixels wide, whose first pixel's values are
/// (`originX`, `originY`, `originZ`) and each next one (`stepX`, `stepY`, `stepZ`) further,
/// outside which no pixel is covered (a pixel inside may still not be).
void emitter_span_columns(
  float originX, float originY, float originZ, float stepX, float stepY, float stepZ,
  long columns, long *start, long *end);

/// The spans of rows `firstRow..<firstRow + 8` of `quad` (a row's values are the origin plus
/// the row step times its number), `columns` pixels wide, bounded at once as the kernel
/// `quad->kernel` bounds them while drawing; `emitter_span_columns` is its first row with no
/// row step. Tests check that each row's span is the one-row call's for that row's origin.
void emitter_span_rows(
  const EmitterSpanQuad *quad, long firstRow, long columns, long starts[8], long ends[8]);

/// Draws rows `firstRow..<lastRow` (counted from the quad's first) of `quad`, `columns` pixels
/// wide: every covered pixel gets the filtered texel times the tint, blended. The quad's first
/// pixel is at `pixels`, rows `bytesPerRow` apart.
void emitter_span_draw_rows(
  const EmitterSpanQuad *quad, long firstRow, long lastRow, long columns, uint8_t *pixels,
  long bytesPerRow, const uint32_t *texels, const EmitterSpanLevel *levels);

#endif
