// The span kernel's body, included once per instruction set by SpanKernel.c with KERNEL(name)
// naming its functions, LANES the pixels a group draws at once (8 or 16) and READ8(base,
// offsets) reading eight 32-bit words at byte offsets from base (texels, pixels). Every step
// mirrors `CPURenderer.draw`'s one-pixel loop (PackedContents.sample, PixelBlending.blend): the
// same float operations in the same order, so a lane's pixel is the one-pixel loop's, byte for
// byte.

typedef float KERNEL(Floats) __attribute__((ext_vector_type(LANES)));
typedef int32_t KERNEL(Ints) __attribute__((ext_vector_type(LANES)));
typedef uint32_t KERNEL(Words) __attribute__((ext_vector_type(LANES)));
#define Floats KERNEL(Floats)
#define Ints KERNEL(Ints)
#define Words KERNEL(Words)

/// `mask ? a : b` per lane (a mask lane is all ones or all zeros).
static inline __attribute__((always_inline)) Floats KERNEL(select)(Ints mask, Floats a, Floats b) {
  return (Floats)(((Ints)a & mask) | ((Ints)b & ~mask));
}

/// Lane i's value is i.
static inline __attribute__((always_inline)) Ints KERNEL(laneIndices)(void) {
  static const int32_t indices[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  Ints lanes;
  memcpy(&lanes, indices, sizeof lanes);
  return lanes;
}

/// The 32-bit words at byte offsets `offsets` from `base`, eight lanes per `READ8`.
#if LANES == 8
static inline __attribute__((always_inline)) Words KERNEL(read)(const uint8_t *base, Ints offsets) {
  return (Words)READ8(base, offsets);
}
#elif LANES == 16
static inline __attribute__((always_inline)) Words KERNEL(read)(const uint8_t *base, Ints offsets) {
  typedef int32_t Eight __attribute__((ext_vector_type(8)));
  Eight low = __builtin_shufflevector(offsets, offsets, 0, 1, 2, 3, 4, 5, 6, 7);
  Eight high = __builtin_shufflevector(offsets, offsets, 8, 9, 10, 11, 12, 13, 14, 15);
  Eight first = (Eight)READ8(base, low), second = (Eight)READ8(base, high);
  return (Words)__builtin_shufflevector(
    first, second, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}
#else
#error "the span kernel is written for 8 or 16 lanes"
#endif

/// `base[index[i]]` per lane.
static inline __attribute__((always_inline)) Words KERNEL(gather)(const uint32_t *base, Ints index) {
  return KERNEL(read)((const uint8_t *)base, index * 4);
}

static inline __attribute__((always_inline)) bool KERNEL(any)(Ints mask) {
  return __builtin_reduce_or(mask) != 0;
}

static inline __attribute__((always_inline)) bool KERNEL(all)(Ints mask) {
  return __builtin_reduce_and(mask) != 0;
}

/// `PackedContents.floor` per lane (|x| < 2^22): as floats, and as integers.
static inline __attribute__((always_inline)) Floats KERNEL(floor)(Floats x, Ints *integer) {
  Floats shifted = x + 12582912.0f;
  // Between 2^23 and 2^24 every float is an integer: this subtraction is exact.
  Floats nearest = shifted - 12582912.0f;
  Ints over = nearest > x;
  // A true mask lane is -1: adding it subtracts one.
  *integer = ((Ints)shifted - 0x4B400000) + over;
  return KERNEL(select)(over, nearest - 1.0f, nearest);
}

/// Bytes 0...255 as floats (exactly).
static inline __attribute__((always_inline)) Floats KERNEL(byteFloat)(Words bytes) {
  return __builtin_convertvector((Ints)bytes, Floats);
}

typedef struct {
  Floats r, g, b, a;
} KERNEL(Channels);
#define Channels KERNEL(Channels)

static inline __attribute__((always_inline)) Channels KERNEL(unpack)(Words words) {
  Channels c = {
    KERNEL(byteFloat)(words & 0xFFu), KERNEL(byteFloat)((words >> 8) & 0xFFu),
    KERNEL(byteFloat)((words >> 16) & 0xFFu), KERNEL(byteFloat)(words >> 24)};
  return c;
}

/// `PackedContents.texel`'s bounds: a texel inside the border, zero further out.
static inline __attribute__((always_inline)) uint32_t KERNEL(word)(
  const uint32_t *texels, const EmitterSpanLevel *level, long x, long y) {
  if (x < -1 || y < -1 || x > level->width || y > level->height) return 0;
  return texels[level->offset + (y + 1) * level->stride + x + 1];
}

/// The lanes to read, less those far outside (or NaN), whose coordinates become 0.
static inline __attribute__((always_inline)) Ints KERNEL(near)(Floats *x, Floats *y, Ints lanes) {
  const float limit = 4e6f;
  Ints live = lanes & (*x < limit) & (-*x < limit) & (*y < limit) & (-*y < limit);
  *x = KERNEL(select)(live, *x, 0.0f);
  *y = KERNEL(select)(live, *y, 0.0f);
  return live;
}

static inline __attribute__((always_inline)) Channels KERNEL(nearest)(
  const uint32_t *texels, const EmitterSpanLevel *level, Floats u, Floats v, Ints lanes) {
  Floats x = u * (float)level->width;
  Floats y = v * (float)level->height;
  Ints live = KERNEL(near)(&x, &y, lanes);
  Ints i, j;
  KERNEL(floor)(x, &i);
  KERNEL(floor)(y, &j);
  Words words;
  for (int lane = 0; lane < LANES; lane++) words[lane] = KERNEL(word)(texels, level, i[lane], j[lane]);
  return KERNEL(unpack)(words & (Words)live);
}

static inline __attribute__((always_inline)) Floats KERNEL(filtered)(
  Floats p00, Floats p10, Floats p01, Floats p11, Floats a, Floats b, Floats ca, Floats cb) {
  Floats top = p00 * ca + p10 * a;
  Floats bottom = p01 * ca + p11 * a;
  return top * cb + bottom * b;
}

static inline __attribute__((always_inline)) Channels KERNEL(bilinear)(
  const uint32_t *texels, const EmitterSpanLevel *level, Floats u, Floats v, Ints lanes) {
  Floats x = u * (float)level->width - 0.5f;
  Floats y = v * (float)level->height - 0.5f;
  Ints live = KERNEL(near)(&x, &y, lanes);
  Ints i, j;
  Floats fx = KERNEL(floor)(x, &i);
  Floats fy = KERNEL(floor)(y, &j);
  Floats a = x - fx;
  Floats b = y - fy;
  // Lanes not read sit at texel (0, 0) (their x and y are 0): inside every level.
  Ints inside = (i >= -1) & (j >= -1) & (i < (int32_t)level->width) & (j < (int32_t)level->height);
  Words w00, w10, w01, w11;
  if (KERNEL(all)(inside)) {
    const uint32_t *base = texels + level->offset;
    Ints index = (j + 1) * (int32_t)level->stride + i + 1;
    int32_t stride = (int32_t)level->stride;
    w00 = KERNEL(gather)(base, index);
    w10 = KERNEL(gather)(base, index + 1);
    w01 = KERNEL(gather)(base, index + stride);
    w11 = KERNEL(gather)(base, index + stride + 1);
  } else {
    for (int lane = 0; lane < LANES; lane++) {
      long x0 = i[lane], y0 = j[lane];
      w00[lane] = KERNEL(word)(texels, level, x0, y0);
      w10[lane] = KERNEL(word)(texels, level, x0 + 1, y0);
      w01[lane] = KERNEL(word)(texels, level, x0, y0 + 1);
      w11[lane] = KERNEL(word)(texels, level, x0 + 1, y0 + 1);
    }
  }
  // Lanes not read (covered by nothing, or far outside) read zero, as the one-pixel sample.
  Words keep = (Words)live;
  Channels t00 = KERNEL(unpack)(w00 & keep), t10 = KERNEL(unpack)(w10 & keep);
  Channels t01 = KERNEL(unpack)(w01 & keep), t11 = KERNEL(unpack)(w11 & keep);
  Floats ca = 1.0f - a, cb = 1.0f - b;
  Channels c = {
    KERNEL(filtered)(t00.r, t10.r, t01.r, t11.r, a, b, ca, cb),
    KERNEL(filtered)(t00.g, t10.g, t01.g, t11.g, a, b, ca, cb),
    KERNEL(filtered)(t00.b, t10.b, t01.b, t11.b, a, b, ca, cb),
    KERNEL(filtered)(t00.a, t10.a, t01.a, t11.a, a, b, ca, cb)};
  return c;
}

/// `PackedContents.sample` for a quad with one level of detail.
static inline __attribute__((always_inline)) Channels KERNEL(sample)(
  const EmitterSpanQuad *quad, const uint32_t *texels, const EmitterSpanLevel *levels, Floats u, Floats v,
  Ints lanes) {
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

/// `PixelBlending.quantized`: clamped (NaN to 0), scaled to 0...255, rounded to nearest with
/// ties to even (adding 2^23 leaves the integer in the low mantissa bits).
static inline __attribute__((always_inline)) Words KERNEL(quantized)(Floats value) {
  Floats clamped = KERNEL(select)(value > 0.0f, value, 0.0f);
  clamped = KERNEL(select)(clamped < 1.0f, clamped, 1.0f);
  Floats scaled = clamped * 255.0f;
  Floats shifted = scaled + 8388608.0f;
  return (Words)shifted & 0x7FFFFFu;
}

/// `PixelBlending.scaledDown`: two channels per lane times factor/255, rounded.
static inline __attribute__((always_inline)) Words KERNEL(scaledDown)(Words pair, Words factor) {
  Words v = pair * factor + 0x007F007Fu;
  return ((v + 0x00010001u + ((v >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

static inline __attribute__((always_inline)) Words KERNEL(saturated)(Words pair) {
  Words over = pair & 0x01000100u;
  return (pair | (over - (over >> 8))) & 0x00FF00FFu;
}

/// `PixelBlending.blend` on a group's packed pixels; a zero source leaves its pixel as it was.
static inline __attribute__((always_inline)) Words KERNEL(blend)(Channels source, Words pixels, bool additive) {
  Words alpha = KERNEL(quantized)(source.a);
  Words sourceRB = KERNEL(quantized)(source.r) | KERNEL(quantized)(source.b) << 16;
  Words sourceGA = KERNEL(quantized)(source.g) | alpha << 16;
  Words rb = pixels & 0x00FF00FFu;
  Words ga = (pixels >> 8) & 0x00FF00FFu;
  if (!additive) {
    Words factor = 255u - alpha;
    rb = KERNEL(scaledDown)(rb, factor);
    ga = KERNEL(scaledDown)(ga, factor);
  }
  return KERNEL(saturated)(sourceRB + rb) | KERNEL(saturated)(sourceGA + ga) << 8;
}

/// Up to LANES pixels of a quad, lane i at row `rows[i]`, column `columns[i]` (lanes from
/// `count` on are unused): the one-pixel loop's steps on each, as `CPURenderer.draw` takes them.
static inline __attribute__((always_inline)) void KERNEL(drawGroup)(
  const EmitterSpanQuad *quad, const int32_t *rows, const int32_t *columns, int count,
  uint8_t *pixels, long bytesPerRow, const uint32_t *texels, const EmitterSpanLevel *levels) {
  const Floats laneOffsets = __builtin_convertvector(KERNEL(laneIndices)(), Floats);
  Ints row, column;
  memcpy(&row, rows, sizeof row);
  memcpy(&column, columns, sizeof column);
  Floats rowFloat = __builtin_convertvector(row, Floats);
  Floats columnFloat = __builtin_convertvector(column, Floats);
  // As the one-pixel loop steps: the row's origin (origin + row step × row), then + column
  // step × column, per lane.
  Floats rowX = quad->originX + quad->rowX * rowFloat;
  Floats rowY = quad->originY + quad->rowY * rowFloat;
  Floats rowZ = quad->originZ + quad->rowZ * rowFloat;
  Floats qx = rowX + quad->columnX * columnFloat;
  Floats qy = rowY + quad->columnY * columnFloat;
  Floats qz = rowZ + quad->columnZ * columnFloat;
  Ints covered = (qz > 0.0f) & (qx >= 0.0f) & (qx < qz) & (qy >= 0.0f) & (qy < qz)
    & (laneOffsets < (float)count);
  if (!KERNEL(any)(covered)) return;
  Floats s, t;
  if (quad->affine) {
    // q is the same on every pixel (both its steps are 0): the quad's 1/q, as the one-pixel
    // loop takes it.
    s = qx * quad->reciprocalZ;
    t = qy * quad->reciprocalZ;
  } else {
    s = qx / qz;
    t = qy / qz;
  }
  s = KERNEL(select)(covered, s, 0.0f);
  t = KERNEL(select)(covered, t, 0.0f);
  Floats u = quad->textureOriginX + s * quad->textureSizeX;
  Floats v = quad->textureOriginY + t * quad->textureSizeY;
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
  Ints used = laneOffsets < (float)count;
  Ints offsets = ((row - rows[0]) * (int32_t)bytesPerRow + column * 4) & used;
  Words stored = KERNEL(read)(base, offsets);
  stored = KERNEL(blend)(source, stored, quad->additive);
  // Every used lane is written, uncovered ones with the bytes they had (no branch per lane):
  // a group's pixels are distinct, and a band's rows are its thread's alone.
  uint32_t words[LANES];
  memcpy(words, &stored, sizeof words);
  for (int lane = 0; lane < count; lane++) memcpy(base + offsets[lane], &words[lane], 4);
}

typedef float KERNEL(RowFloats) __attribute__((ext_vector_type(8)));
typedef int32_t KERNEL(RowInts) __attribute__((ext_vector_type(8)));
#define RowFloats KERNEL(RowFloats)
#define RowInts KERNEL(RowInts)

static inline __attribute__((always_inline)) RowFloats KERNEL(rowSelect)(
  RowInts mask, RowFloats a, RowFloats b) {
  return (RowFloats)(((RowInts)a & mask) | ((RowInts)b & ~mask));
}

/// `value + slope · k` >= 0 (or > 0) for the columns k kept, narrowing `*low..<*high` to them,
/// on eight rows, a row a lane: the root, widened by more than rounding can move it. The
/// per-pixel values are sums of terms no larger than `size`, each rounded to 2^-24 of it, which
/// shifts the root by under 2^-21 · size / |slope| (the root's own rounding, here, is smaller);
/// the margin is 8 times that, and 1/16 of a pixel. NaN narrows nothing (the comparisons fail).
static inline __attribute__((always_inline)) void KERNEL(boundRows)(
  RowFloats value, float slope, float inverse, RowFloats size, RowFloats *low, RowFloats *high) {
  RowFloats rounding = size * 0x1p-18f;
  if (slope > 0) {
    RowFloats first =
      __builtin_elementwise_ceil(-value * inverse - (1.0f / 16 + rounding * inverse));
    *low = KERNEL(rowSelect)(first > *low, first, *low);
  } else if (slope < 0) {
    RowFloats last =
      __builtin_elementwise_floor(-value * inverse + (1.0f / 16 - rounding * inverse)) + 1;
    *high = KERNEL(rowSelect)(last < *high, last, *high);
  } else {
    *high = KERNEL(rowSelect)(value < -rounding, (RowFloats)-1.0f, *high);
  }
}

static inline __attribute__((always_inline)) RowFloats KERNEL(rowMagnitude)(RowFloats x) {
  return KERNEL(rowSelect)(x < 0, -x, x);
}

/// The columns `start..<end` of each of rows `firstRow..<firstRow + 8` of a quad (a row a
/// lane: a small sprite's rows cost more to bound than to draw) outside which the coverage
/// conditions fail: each is linear along the row, so each bounds the span on one side.
static inline __attribute__((always_inline)) void KERNEL(spanRows)(
  const EmitterSpanQuad *quad, const Slopes *slopes, long firstRow, long columns, RowInts *start,
  RowInts *end) {
  const RowInts rowOffsets = {0, 1, 2, 3, 4, 5, 6, 7};
  RowFloats row = __builtin_convertvector((int32_t)firstRow + rowOffsets, RowFloats);
  RowFloats originX = quad->originX + quad->rowX * row;
  RowFloats originY = quad->originY + quad->rowY * row;
  RowFloats originZ = quad->originZ + quad->rowZ * row;
  RowFloats low = 0.0f, high = (float)columns;
  float reach = (float)columns;
  // Each of q, s·q, t·q: its largest term along the row.
  RowFloats x = KERNEL(rowMagnitude)(originX) + slopes->stepX * reach;
  RowFloats y = KERNEL(rowMagnitude)(originY) + slopes->stepY * reach;
  RowFloats z = KERNEL(rowMagnitude)(originZ) + slopes->stepZ * reach;
  const float *slope = slopes->slope, *inverse = slopes->inverse;
  KERNEL(boundRows)(originZ, slope[0], inverse[0], z, &low, &high);
  KERNEL(boundRows)(originX, slope[1], inverse[1], x, &low, &high);
  KERNEL(boundRows)(originZ - originX, slope[2], inverse[2], z + x, &low, &high);
  KERNEL(boundRows)(originY, slope[3], inverse[3], y, &low, &high);
  KERNEL(boundRows)(originZ - originY, slope[4], inverse[4], z + y, &low, &high);
  // An empty span is 0..<0; a kept one lies in 0...columns, so converting is exact.
  RowInts kept = low < high;
  *start = __builtin_convertvector(KERNEL(rowSelect)(kept, low, 0.0f), RowInts);
  *end = __builtin_convertvector(KERNEL(rowSelect)(kept, high, 0.0f), RowInts);
}

/// `spanRows` into arrays: what `emitter_span_rows` reports to tests.
static void KERNEL(spanRowsInto)(
  const EmitterSpanQuad *quad, const Slopes *slopes, long firstRow, long columns,
  int32_t start[8], int32_t end[8]) {
  RowInts first, last;
  KERNEL(spanRows)(quad, slopes, firstRow, columns, &first, &last);
  memcpy(start, &first, sizeof first);
  memcpy(end, &last, sizeof last);
}

/// Rows `firstRow..<lastRow` of a quad: each row's span of candidate pixels, packed LANES at a
/// time into lanes whatever their row (a small sprite's rows are a few pixels each).
static void KERNEL(drawRows)(
  const EmitterSpanQuad *quad, long firstRow, long lastRow, long columns, uint8_t *pixels,
  long bytesPerRow, const uint32_t *texels, const EmitterSpanLevel *levels) {
  // Lanes past a group's count keep an earlier group's values: masked, never drawn. A row's
  // span goes in LANES columns at a time; the lanes past LANES wait for the next group.
  int32_t rows[2 * LANES] = {0}, laneColumns[2 * LANES] = {0};
  const Ints laneOffsets = KERNEL(laneIndices)();
  int count = 0;
  const Slopes slopes = slopes_of(quad->columnX, quad->columnY, quad->columnZ);
  RowInts starts = 0, ends = 0;
  for (long r = firstRow; r < lastRow; r++) {
    // Eight rows' spans at a time.
    int rowLane = (int)((r - firstRow) & 7);
    if (rowLane == 0) KERNEL(spanRows)(quad, &slopes, r, columns, &starts, &ends);
    long start = starts[rowLane], end = ends[rowLane];
    if (start >= end) continue;
    // A group's byte offsets are 32-bit from its first row: draw what waits before a row too
    // far below it.
    if (count > 0 && (r - rows[0]) * bytesPerRow + columns * 4 > INT32_MAX) {
      KERNEL(drawGroup)(quad, rows, laneColumns, count, pixels, bytesPerRow, texels, levels);
      count = 0;
    }
    Ints rowLanes = (Ints)(int32_t)r;
    for (long k = start; k < end; k += LANES) {
      Ints columnLanes = (int32_t)k + laneOffsets;
      memcpy(&rows[count], &rowLanes, sizeof rowLanes);
      memcpy(&laneColumns[count], &columnLanes, sizeof columnLanes);
      count += end - k < LANES ? (int)(end - k) : LANES;
      if (count >= LANES) {
        KERNEL(drawGroup)(quad, rows, laneColumns, LANES, pixels, bytesPerRow, texels, levels);
        count -= LANES;
        memcpy(rows, &rows[LANES], sizeof rowLanes);
        memcpy(laneColumns, &laneColumns[LANES], sizeof columnLanes);
      }
    }
  }
  if (count > 0) KERNEL(drawGroup)(quad, rows, laneColumns, count, pixels, bytesPerRow, texels, levels);
}

#undef RowFloats
#undef RowInts
#undef Floats
#undef Ints
#undef Words
#undef Channels
