// libpng's simplified API (png_image_*): no setjmp, which Swift cannot call.
// Compound format macros are not imported into Swift, so the one EmitterKit uses is spelled here.
#include <png.h>
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

static const png_uint_32 EMITTER_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

// A chosen zlib level needs libpng's full API, whose errors longjmp: the setjmp lives here, in
// C, so Swift never sees it. The file is what the simplified API writes (IHDR, sRGB, IDAT with
// libpng's adaptive filters, IEND), only the deflate level differs.
typedef struct {
  jmp_buf jump;
  char message[200];
} emitter_png_failure;

static void emitter_png_error(png_structp png, png_const_charp message) {
  emitter_png_failure *failure = (emitter_png_failure *)png_get_error_ptr(png);
  strncpy(failure->message, message, sizeof failure->message - 1);
  failure->message[sizeof failure->message - 1] = 0;
  longjmp(failure->jump, 1);
}

static void emitter_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

// Writes straight-alpha 8-bit RGBA rows (top down, `stride` bytes apart) to `path` with zlib
// `level` (0-9). Returns 1, or 0 with the reason in `message` (`message_size` bytes).
static inline int emitter_png_write_rgba_level(
    const char *path, png_uint_32 width, png_uint_32 height, const unsigned char *pixels,
    size_t stride, int level, char *message, size_t message_size) {
  emitter_png_failure failure;
  failure.message[0] = 0;
  FILE *file = fopen(path, "wb");
  if (file == NULL) {
    snprintf(message, message_size, "open failed: %s", strerror(errno));
    return 0;
  }
  png_structp png = png_create_write_struct(
      PNG_LIBPNG_VER_STRING, &failure, emitter_png_error, emitter_png_warning);
  png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
  if (png == NULL || info == NULL) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    snprintf(message, message_size, "out of memory");
    return 0;
  }
  if (setjmp(failure.jump)) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    snprintf(message, message_size, "%s", failure.message);
    return 0;
  }
  png_init_io(png, file);
  png_set_compression_level(png, level);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
      PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, info);
  for (png_uint_32 y = 0; y < height; y++) {
    png_write_row(png, pixels + (size_t)y * stride);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  if (fclose(file) != 0) {
    snprintf(message, message_size, "close failed: %s", strerror(errno));
    return 0;
  }
  return 1;
}
