// The span kernel's body, included once per instruction set by SpanKernel.c with KERNEL(name)
// naming its functions, GATHER8(base, index) reading eight texels and PIXELS8(base, offsets)
// eight pixels (byte offsets). Every step mirrors
// `CPURenderer.draw`'s one-pixel loop (PackedContents.sample, PixelBlending.blend): the same
// float operations in the same order, so a lane's pixel is the one-pixel loop's, byte for byte.

typedef float KERNEL(F8) __attribute__((ext_vector_type(8)));
typedef int32_t KERNEL(I8) __attribute__((ext_vector_type(8)));
typedef uint32_t KERNEL(U8) __attribute__((ext_vector_type(8)));
#define F8 KERNEL(F8)
#define I8 KERNEL(I8)
#define U8 KERNEL(U8)

/// `mask ? a : b` per lane (a mask lane is all ones or all zeros).
static inline __attribute__((always_inline)) F8 KERNEL(select)(I8 mask, F8 a, F8 b) {
  return (F8)(((I8)a & mask) | ((I8)b & ~mask));
}

static inline __attribute__((always_inline)) bool KERNEL(any)(I8 mask) {
  return __builtin_reduce_or(mask) != 0;
}

static inline __attribute__((always_inline)) bool KERNEL(all)(I8 mask) {
  return __builtin_reduce_and(mask) != 0;
}

/// `PackedContents.floor` on eight lanes (|x| < 2^22): as floats, and as integers.
static inline __attribute__((always_inline)) F8 KERNEL(floor)(F8 x, I8 *integer) {
  F8 shifted = x + 12582912.0f;
  // Between 2^23 and 2^24 every float is an integer: this subtraction is exact.
  F8 nearest = shifted - 12582912.0f;
  I8 over = nearest > x;
  // A true mask lane is -1: adding it subtracts one.
  *integer = ((I8)shifted - 0x4B400000) + over;
  return KERNEL(select)(over, nearest - 1.0f, nearest);
}

/// Bytes 0...255 as floats by the 2^23 trick.
static inline __attribute__((always_inline)) F8 KERNEL(byteFloat)(U8 bytes) {
  return (F8)(bytes | 0x4B000000u) - 8388608.0f;
}

typedef struct {
  F8 r, g, b, a;
} KERNEL(Channels);
#define Channels KERNEL(Channels)

static inline __attribute__((always_inline)) Channels KERNEL(unpack)(U8 words) {
  Channels c = {
    KERNEL(byteFloat)(words & 0xFFu), KERNEL(byteFloat)((words >> 8) & 0xFFu),
    KERNEL(byteFloat)((words >> 16) & 0xFFu), KERNEL(byteFloat)(words >> 24)};
  return c;
}

/// `PackedContents.word`: a texel inside the border, zero further out.
static inline __attribute__((always_inline)) uint32_t KERNEL(word)(
  const uint32_t *texels, const EmitterSpanLevel *level, long x, long y) {
  if (x < -1 || y < -1 || x > level->width || y > level->height) return 0;
  return texels[level->offset + (y + 1) * level->stride + x + 1];
}

/// The lanes to read, less those far outside (or NaN), whose coordinates become 0.
static inline __attribute__((always_inline)) I8 KERNEL(near)(F8 *x, F8 *y, I8 lanes) {
  const float limit = 4e6f;
  I8 live = lanes & (*x < limit) & (-*x < limit) & (*y < limit) & (-*y < limit);
  *x = KERNEL(select)(live, *x, 0.0f);
  *y = KERNEL(select)(live, *y, 0.0f);
  return live;
}

static inline __attribute__((always_inline)) Channels KERNEL(nearest)(
  const uint32_t *texels, const EmitterSpanLevel *level, F8 u, F8 v, I8 lanes) {
  F8 x = u * (float)level->width;
  F8 y = v * (float)level->height;
  I8 live = KERNEL(near)(&x, &y, lanes);
  I8 i, j;
  KERNEL(floor)(x, &i);
  KERNEL(floor)(y, &j);
  U8 words;
  for (int lane = 0; lane < 8; lane++) words[lane] = KERNEL(word)(texels, level, i[lane], j[lane]);
  return KERNEL(unpack)(words & (U8)live);
}

static inline __attribute__((always_inline)) F8 KERNEL(filtered)(
  F8 p00, F8 p10, F8 p01, F8 p11, F8 a, F8 b, F8 ca, F8 cb) {
  F8 top = p00 * ca + p10 * a;
  F8 bottom = p01 * ca + p11 * a;
  return top * cb + bottom * b;
}

static inline __attribute__((always_inline)) Channels KERNEL(bilinear)(
  const uint32_t *texels, const EmitterSpanLevel *level, F8 u, F8 v, I8 lanes) {
  F8 x = u * (float)level->width - 0.5f;
  F8 y = v * (float)level->height - 0.5f;
  I8 live = KERNEL(near)(&x, &y, lanes);
  I8 i, j;
  F8 fx = KERNEL(floor)(x, &i);
  F8 fy = KERNEL(floor)(y, &j);
  F8 a = x - fx;
  F8 b = y - fy;
  // Lanes not read sit at texel (0, 0) (their x and y are 0): inside every level.
  I8 inside = (i >= -1) & (j >= -1) & (i < (int32_t)level->width) & (j < (int32_t)level->height);
  U8 w00, w10, w01, w11;
  if (KERNEL(all)(inside)) {
    const uint32_t *base = texels + level->offset;
    I8 index = (j + 1) * (int32_t)level->stride + i + 1;
    int32_t stride = (int32_t)level->stride;
    w00 = GATHER8(base, index);
    w10 = GATHER8(base, index + 1);
    w01 = GATHER8(base, index + stride);
    w11 = GATHER8(base, index + stride + 1);
  } else {
    for (int lane = 0; lane < 8; lane++) {
      long x0 = i[lane], y0 = j[lane];
      w00[lane] = KERNEL(word)(texels, level, x0, y0);
      w10[lane] = KERNEL(word)(texels, level, x0 + 1, y0);
      w01[lane] = KERNEL(word)(texels, level, x0, y0 + 1);
      w11[lane] = KERNEL(word)(texels, level, x0 + 1, y0 + 1);
    }
  }
  // Lanes not read (covered by nothing, or far outside) read zero, as the one-pixel sample.
  U8 keep = (U8)live;
  Channels t00 = KERNEL(unpack)(w00 & keep), t10 = KERNEL(unpack)(w10 & keep);
  Channels t01 = KERNEL(unpack)(w01 & keep), t11 = KERNEL(unpack)(w11 & keep);
  F8 ca = 1.0f - a, cb = 1.0f - b;
  Channels c = {
    KERNEL(filtered)(t00.r, t10.r, t01.r, t11.r, a, b, ca, cb),
    KERNEL(filtered)(t00.g, t10.g, t01.g, t11.g, a, b, ca, cb),
    KERNEL(filtered)(t00.b, t10.b, t01.b, t11.b, a, b, ca, cb),
    KERNEL(filtered)(t00.a, t10.a, t01.a, t11.a, a, b, ca, cb)};
  return c;
}

/// `PackedContents.sample` for a quad with one level of detail.
static inline __attribute__((always_inline)) Channels KERNEL(sample)(
  const EmitterSpanQuad *quad, const uint32_t *texels, const EmitterSpanLevel *levels, F8 u, F8 v,
  I8 lanes) {
  if (quad->nearest) return KERNEL(nearest)(texels, &levels[0], u, v, lanes);
  Channels first = KERNEL(bilinear)(texels, &levels[quad->level], u, v, lanes);
  if (quad->next < 0) return first;
  Channels second = KERNEL(bilinear)(texels, &levels[quad->next], u, v, lanes);
  float f = quad->fraction;
  Channels c = {
    first.r + (second.r - first.r) * f, first.g + (second.g - first.g) * f,
    first.b + (second.b - first.b) * f, first.a + (second.a - first.a) * f};
  return c;
}

/// `PixelBlending.quantized`: clamped (NaN to 0), scaled to 0...255, rounded half away from 0.
static inline __attribute__((always_inline)) U8 KERNEL(quantized)(F8 value) {
  F8 clamped = KERNEL(select)(value > 0.0f, value, 0.0f);
  clamped = KERNEL(select)(clamped < 1.0f, clamped, 1.0f);
  F8 scaled = clamped * 255.0f;
  F8 shifted = scaled + 8388608.0f;
  U8 nearest = (U8)shifted & 0x7FFFFFu;
  // shifted - 2^23 is the nearest integer as a float, exactly; a true lane is -1.
  I8 tie = (scaled - (shifted - 8388608.0f)) == 0.5f;
  return nearest - (U8)tie;
}

/// `PixelBlending.scaledDown`: two channels per lane times factor/255, rounded.
static inline __attribute__((always_inline)) U8 KERNEL(scaledDown)(U8 pair, U8 factor) {
  U8 v = pair * factor + 0x007F007Fu;
  return ((v + 0x00010001u + ((v >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

static inline __attribute__((always_inline)) U8 KERNEL(saturated)(U8 pair) {
  U8 over = pair & 0x01000100u;
  return (pair | (over - (over >> 8))) & 0x00FF00FFu;
}

/// `PixelBlending.blend` on eight packed pixels; a zero source leaves its pixel as it was.
static inline __attribute__((always_inline)) U8 KERNEL(blend)(Channels source, U8 pixels, bool additive) {
  U8 alpha = KERNEL(quantized)(source.a);
  U8 sourceRB = KERNEL(quantized)(source.r) | KERNEL(quantized)(source.b) << 16;
  U8 sourceGA = KERNEL(quantized)(source.g) | alpha << 16;
  U8 rb = pixels & 0x00FF00FFu;
  U8 ga = (pixels >> 8) & 0x00FF00FFu;
  if (!additive) {
    U8 factor = 255u - alpha;
    rb = KERNEL(scaledDown)(rb, factor);
    ga = KERNEL(scaledDown)(ga, factor);
  }
  return KERNEL(saturated)(sourceRB + rb) | KERNEL(saturated)(sourceGA + ga) << 8;
}

/// Up to eight pixels of a quad, lane i at row `rows[i]`, column `columns[i]` (lanes from
/// `count` on are unused): the one-pixel loop's steps on each, as `CPURenderer.draw` takes them.
static inline __attribute__((always_inline)) void KERNEL(drawGroup)(
  const EmitterSpanQuad *quad, const int32_t *rows, const int32_t *columns, int count,
  uint8_t *pixels, long bytesPerRow, const uint32_t *texels, const EmitterSpanLevel *levels) {
  const F8 laneOffsets = {0, 1, 2, 3, 4, 5, 6, 7};
  I8 row, column;
  memcpy(&row, rows, sizeof row);
  memcpy(&column, columns, sizeof column);
  F8 rowFloat = __builtin_convertvector(row, F8);
  F8 columnFloat = __builtin_convertvector(column, F8);
  // As the one-pixel loop steps: the row's origin (origin + row step × row), then + column
  // step × column, per lane.
  F8 rowX = quad->originX + quad->rowX * rowFloat;
  F8 rowY = quad->originY + quad->rowY * rowFloat;
  F8 rowZ = quad->originZ + quad->rowZ * rowFloat;
  F8 qx = rowX + quad->columnX * columnFloat;
  F8 qy = rowY + quad->columnY * columnFloat;
  F8 qz = rowZ + quad->columnZ * columnFloat;
  I8 covered = (qz > 0.0f) & (qx >= 0.0f) & (qx < qz) & (qy >= 0.0f) & (qy < qz)
    & (laneOffsets < (float)count);
  if (!KERNEL(any)(covered)) return;
  F8 s, t;
  if (quad->affine) {
    // q is the same along a row: the row's 1/q, as the one-pixel loop takes it.
    F8 reciprocal = 1.0f / rowZ;
    s = qx * reciprocal;
    t = qy * reciprocal;
  } else {
    s = qx / qz;
    t = qy / qz;
  }
  s = KERNEL(select)(covered, s, 0.0f);
  t = KERNEL(select)(covered, t, 0.0f);
  F8 u = quad->textureOriginX + s * quad->textureSizeX;
  F8 v = quad->textureOriginY + t * quad->textureSizeY;
  Channels texel = KERNEL(sample)(quad, texels, levels, u, v, covered);
  // Lanes off the quad blend a zero source: their pixels keep their bytes.
  Channels source = {
    KERNEL(select)(covered, texel.r * quad->tintR, 0.0f),
    KERNEL(select)(covered, texel.g * quad->tintG, 0.0f),
    KERNEL(select)(covered, texel.b * quad->tintB, 0.0f),
    KERNEL(select)(covered, texel.a * quad->tintA, 0.0f)};
  // The lanes' pixels, from the first lane's row: byte offsets. Unused lanes read the first
  // lane's pixel and are not written.
  uint8_t *base = pixels + (long)rows[0] * bytesPerRow;
  I8 used = laneOffsets < (float)count;
  I8 offsets = ((row - rows[0]) * (int32_t)bytesPerRow + column * 4) & used;
  U8 stored = PIXELS8(base, offsets);
  stored = KERNEL(blend)(source, stored, quad->additive);
  // Every used lane is written, uncovered ones with the bytes they had (no branch per lane):
  // a group's pixels are distinct, and a band's rows are its thread's alone.
  uint32_t words[8];
  memcpy(words, &stored, sizeof words);
  for (int lane = 0; lane < count; lane++) memcpy(base + offsets[lane], &words[lane], 4);
}

/// Rows `firstRow..<lastRow` of a quad: each row's span of candidate pixels, packed eight at a
/// time into lanes whatever their row (a small sprite's rows are a few pixels each).
static void KERNEL(drawRows)(
  const EmitterSpanQuad *quad, long firstRow, long lastRow, long columns, uint8_t *pixels,
  long bytesPerRow, const uint32_t *texels, const EmitterSpanLevel *levels) {
  // Lanes past a group's count keep an earlier group's values: masked, never drawn. A row's
  // span goes in eight columns at a time; the lanes past eight wait for the next group.
  int32_t rows[16] = {0}, laneColumns[16] = {0};
  const I8 laneOffsets = {0, 1, 2, 3, 4, 5, 6, 7};
  int count = 0;
  const Slopes slopes = slopes_of(quad->columnX, quad->columnY, quad->columnZ);
  for (long r = firstRow; r < lastRow; r++) {
    float row = (float)r;
    long start, end;
    span_columns(
      &slopes, quad->originX + quad->rowX * row, quad->originY + quad->rowY * row,
      quad->originZ + quad->rowZ * row, columns, &start, &end);
    if (start >= end) continue;
    // A group's byte offsets are 32-bit from its first row: draw what waits before a row too
    // far below it.
    if (count > 0 && (r - rows[0]) * bytesPerRow + columns * 4 > INT32_MAX) {
      KERNEL(drawGroup)(quad, rows, laneColumns, count, pixels, bytesPerRow, texels, levels);
      count = 0;
    }
    I8 rowLanes = (I8)(int32_t)r;
    for (long k = start; k < end; k += 8) {
      I8 columnLanes = (int32_t)k + laneOffsets;
      memcpy(&rows[count], &rowLanes, sizeof rowLanes);
      memcpy(&laneColumns[count], &columnLanes, sizeof columnLanes);
      count += end - k < 8 ? (int)(end - k) : 8;
      if (count >= 8) {
        KERNEL(drawGroup)(quad, rows, laneColumns, 8, pixels, bytesPerRow, texels, levels);
        count -= 8;
        memcpy(rows, &rows[8], sizeof rowLanes);
        memcpy(laneColumns, &laneColumns[8], sizeof columnLanes);
      }
    }
  }
  if (count > 0) KERNEL(drawGroup)(quad, rows, laneColumns, count, pixels, bytesPerRow, texels, levels);
}

#undef F8
#undef I8
#undef U8
#undef Channels
