/*
 * The C interface without GL, as a program with no OpenGL at all uses it (built against the
 * installed header and pkg-config file, no libepoxy, no EGL): a system made by
 * ek_system_create_cpu simulates like the CPU reference and draws into the program's own RGBA
 * buffer, over what is there, within its canvas, and refuses bad buffers with clear errors.
 * Exits 0 when every check passes. Run by EmitterKitCToolTests (swift test).
 */
#include <emitterkit.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(condition, ...)                                                      \
  do {                                                                             \
    if (!(condition)) {                                                            \
      failures++;                                                                  \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #condition); \
      fprintf(stderr, __VA_ARGS__);                                                \
      fprintf(stderr, "\n");                                                       \
    }                                                                              \
  } while (0)

static void expect_status(ek_status status, ek_status expected, const char *needle,
                          const char *call, int line) {
  if (status != expected) {
    failures++;
    fprintf(stderr, "%s:%d: %s returned %s (\"%s\"), expected %s\n", __FILE__, line, call,
            ek_status_name(status), ek_last_error_message(), ek_status_name(expected));
    return;
  }
  if (expected != EK_OK && needle && !strstr(ek_last_error_message(), needle)) {
    failures++;
    fprintf(stderr, "%s:%d: the message of %s, \"%s\", does not mention \"%s\"\n", __FILE__,
            line, call, ek_last_error_message(), needle);
  }
}

#define EXPECT_STATUS(call, expected, needle) \
  expect_status((call), (expected), (needle), #call, __LINE__)

static const char *scene_json =
    "{\"size\": [160, 120], \"layers\": [{"
    "  \"name\": \"sparks\", \"emitterPosition\": [80, 60],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 80, \"lifetime\": 1,"
    "    \"velocity\": 40, \"velocityRange\": 20, \"emissionRange\": 3.14159,"
    "    \"color\": [1, 0.6, 0.2, 1], \"greenRange\": 0.4,"
    "    \"contents\": {\"shape\": \"square\", \"size\": [8, 8]}}]}]}";

/* A layer tree: flat indices card 0, "a.b" 1, a 2, sky 3, stars 4, and a's b 5: "a.b" names
 * both layer 1 and layer 5. */
static const char *tree_json =
    "{\"size\": [100, 100], \"layers\": ["
    "  {\"name\": \"card\", \"sublayers\": [{\"name\": \"sky\"}, {\"name\": \"stars\","
    "    \"emitterCells\": [{\"name\": \"dot\", \"birthRate\": 0, \"lifetime\": 5,"
    "      \"contents\": \"circle\"}]}]},"
    "  {\"name\": \"a.b\"}, {\"name\": \"a\", \"sublayers\": [{\"name\": \"b\"}]}]}";

/* Sublayers addressed by name path: the index live calls take, and clear refusals. */
static void check_layer_paths(void) {
  ek_scene *scene = NULL;
  EXPECT_STATUS(ek_scene_load_json(tree_json, &scene), EK_OK, NULL);
  ek_system *system = NULL;
  EXPECT_STATUS(ek_system_create_cpu(scene, 1, &system), EK_OK, NULL);
  if (!system) return;
  int32_t index = -1;
  EXPECT_STATUS(ek_system_layer_index(system, "card", &index), EK_OK, NULL);
  CHECK(index == 0, "card is layer %d", index);
  EXPECT_STATUS(ek_system_layer_index(system, "card.stars", &index), EK_OK, NULL);
  CHECK(index == 4, "card.stars is layer %d", index);
  /* That index reaches the sublayer: its cell bursts there (layer 0 has no cell "dot"). */
  EXPECT_STATUS(ek_system_set_double(system, index, "birthRate", 1), EK_OK, NULL);
  EXPECT_STATUS(ek_system_burst(system, index, "dot", 7), EK_OK, NULL);
  EXPECT_STATUS(ek_system_burst(system, 0, "dot", 7), EK_ERROR_EMISSION, "dot");
  EXPECT_STATUS(ek_system_update_by(system, 1.0 / 60), EK_OK, NULL);
  size_t count = 0;
  EXPECT_STATUS(ek_system_particle_count(system, &count), EK_OK, NULL);
  CHECK(count == 7, "%zu particles after a burst of 7", count);

  index = 99;
  EXPECT_STATUS(ek_system_layer_index(system, "card.strs", &index), EK_ERROR_KEY_PATH, "did you mean \"stars\"");
  EXPECT_STATUS(ek_system_layer_index(system, "card.strs", &index), EK_ERROR_KEY_PATH, "\"sky\", \"stars\"");
  EXPECT_STATUS(ek_system_layer_index(system, "cards", &index), EK_ERROR_KEY_PATH, "did you mean \"card\"");
  EXPECT_STATUS(ek_system_layer_index(system, "a.b", &index), EK_ERROR_KEY_PATH, "ambiguous");
  CHECK(index == 99, "a failed call wrote %d", index);
  EXPECT_STATUS(ek_system_layer_index(system, NULL, &index), EK_ERROR_NULL_ARGUMENT, "path");
  EXPECT_STATUS(ek_system_layer_index(system, "card", NULL), EK_ERROR_NULL_ARGUMENT, "out_index");
  EXPECT_STATUS(ek_system_destroy(system), EK_OK, NULL);
  EXPECT_STATUS(ek_scene_destroy(scene), EK_OK, NULL);
}

/* A blue card 40 x 20 pt at (30, 40)...(70, 60), and a mask shape emitting a still particle on
 * each pixel of whatever it names (points mode, a pixel a point): nothing at first. */
static const char *card_json =
    "{\"size\": [100, 100], \"layers\": ["
    "  {\"name\": \"card\", \"position\": [50, 50], \"bounds\": [0, 0, 40, 20],"
    "   \"backgroundColor\": \"#3366ff\"},"
    "  {\"name\": \"dust\", \"emitterShape\": \"mask\", \"emitterMode\": \"points\","
    "   \"emitterPosition\": [50, 50], \"emitterMaskColors\": true,"
    "   \"emitterCells\": [{\"name\": \"pixel\", \"birthRate\": 4000, \"lifetime\": 5,"
    "     \"contents\": \"circle\"}]}]}";

/* A mask shape set live to emit from another layer (emitterMaskLayer): its particles cover the
 * card's pixels in the card's colour; a path naming no layer is refused with the names there. */
static void check_mask_layer(void) {
  ek_scene *scene = NULL;
  EXPECT_STATUS(ek_scene_load_json(card_json, &scene), EK_OK, NULL);
  ek_system *system = NULL;
  EXPECT_STATUS(ek_system_create_cpu(scene, 1, &system), EK_OK, NULL);
  if (!system) return;
  EXPECT_STATUS(ek_system_set_string(system, 1, "emitterMaskLayer", "crad"), EK_ERROR_KEY_PATH, "no layer at \"crad\"");
  EXPECT_STATUS(ek_system_set_string(system, 1, "emitterMaskLayer", "card"), EK_OK, NULL);
  EXPECT_STATUS(ek_system_update_by(system, 0.5), EK_OK, NULL);
  ek_particle particles[1024];
  size_t count = 0;
  EXPECT_STATUS(ek_system_snapshot(system, particles, 1024, &count), EK_OK, NULL);
  /* 2,000 births over 800 pixels: each pixel once (births past them are spent). */
  CHECK(count == 800, "%zu particles on the card's 800 pixels", count);
  int outside = 0, off_colour = 0;
  for (size_t i = 0; i < count; i++) {
    const ek_particle *p = &particles[i];
    outside += p->x < 30 || p->x > 70 || p->y < 40 || p->y > 60;
    off_colour += fabsf(p->r - 0.2f) > 0.01f || fabsf(p->g - 0.4f) > 0.01f || fabsf(p->b - 1) > 0.01f;
  }
  CHECK(outside == 0, "%d particles outside the card", outside);
  CHECK(off_colour == 0, "%d particles not in the card's blue", off_colour);
  EXPECT_STATUS(ek_system_destroy(system), EK_OK, NULL);
  EXPECT_STATUS(ek_scene_destroy(scene), EK_OK, NULL);
}

enum { WIDTH = 200, HEIGHT = 140, STRIDE = WIDTH * 4 + 12 };

/* The host's own picture: opaque blue, and 0xA5 in each row's spare bytes. */
static void fill_host(unsigned char *pixels) {
  for (int y = 0; y < HEIGHT; y++) {
    for (int x = 0; x < WIDTH; x++) {
      unsigned char *p = pixels + y * STRIDE + x * 4;
      p[0] = 0, p[1] = 0, p[2] = 255, p[3] = 255;
    }
    memset(pixels + y * STRIDE + WIDTH * 4, 0xA5, STRIDE - WIDTH * 4);
  }
}

int main(void) {
  ek_scene *scene = NULL;
  EXPECT_STATUS(ek_scene_load_json(scene_json, &scene), EK_OK, NULL);
  ek_system *system = NULL;
  EXPECT_STATUS(ek_system_create_cpu(scene, 1, &system), EK_OK, NULL);
  if (!system) return 1;

  /* The same simulation as the CPU reference: the same particles, exactly. */
  for (int frame = 1; frame <= 30; frame++)
    EXPECT_STATUS(ek_system_update(system, frame / 60.0), EK_OK, NULL);
  size_t count = 0, reference_count = 0, written = 0;
  EXPECT_STATUS(ek_system_particle_count(system, &count), EK_OK, NULL);
  ek_particle *particles = calloc(count + 1, sizeof(ek_particle));
  ek_particle *reference = calloc(count + 1, sizeof(ek_particle));
  EXPECT_STATUS(ek_system_snapshot(system, particles, count + 1, &written), EK_OK, NULL);
  EXPECT_STATUS(
      ek_scene_reference_snapshot(scene, 60, 30, reference, count + 1, &reference_count), EK_OK, NULL);
  CHECK(count > 20 && written == count && reference_count == count, "%zu, %zu, %zu", count,
        written, reference_count);
  CHECK(memcmp(particles, reference, count * sizeof(ek_particle)) == 0, "snapshots differ");
  /* Hostile frame rates (#30: a tiny one once trapped converting the time, or ran for minutes):
   * refused at once, naming the longest advance. */
  EXPECT_STATUS(ek_scene_reference_snapshot(scene, 1e-300, 30, reference, count + 1, &reference_count),
                EK_ERROR_INVALID_ARGUMENT, NULL);
  EXPECT_STATUS(ek_scene_reference_snapshot(scene, 4.9e-324, 2, reference, count + 1, &reference_count),
                EK_ERROR_INVALID_ARGUMENT, NULL);
  EXPECT_STATUS(ek_scene_reference_snapshot(scene, 1e-6, 1000, reference, count + 1, &reference_count),
                EK_ERROR_INVALID_ARGUMENT, NULL);
  EXPECT_STATUS(ek_scene_reference_snapshot(scene, -60, 30, reference, count + 1, &reference_count),
                EK_ERROR_INVALID_ARGUMENT, "frames_per_second");

  /* Drawn over the host's pixels: changed inside the 160 x 120 canvas, nowhere else. */
  unsigned char *pixels = malloc(STRIDE * HEIGHT);
  fill_host(pixels);
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, STRIDE, 1), EK_OK, NULL);
  int inside = 0, outside = 0, spare = 0, over = 0;
  for (int y = 0; y < HEIGHT; y++) {
    for (int x = 0; x < WIDTH; x++) {
      const unsigned char *p = pixels + y * STRIDE + x * 4;
      int changed = !(p[0] == 0 && p[1] == 0 && p[2] == 255 && p[3] == 255);
      int in_canvas = x < 160 && y < 120;
      if (changed && in_canvas) inside++;
      if (changed && !in_canvas) outside++;
      /* Over opaque blue the result stays opaque, and blue shows through partial coverage. */
      if (changed && p[3] != 255) over++;
    }
    for (int i = WIDTH * 4; i < STRIDE; i++) spare += pixels[y * STRIDE + i] != 0xA5;
  }
  CHECK(inside > 100, "only %d pixels drawn", inside);
  CHECK(outside == 0, "%d pixels outside the canvas changed", outside);
  CHECK(spare == 0, "%d spare bytes of the stride were written", spare);
  CHECK(over == 0, "%d drawn pixels are not opaque over an opaque host", over);

  /* Twice the scale: the canvas covers twice the pixels (clipped to the buffer). */
  fill_host(pixels);
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, STRIDE, 2), EK_OK, NULL);
  int right = 0;
  for (int y = 0; y < HEIGHT; y++)
    for (int x = 160; x < WIDTH; x++) {
      const unsigned char *p = pixels + y * STRIDE + x * 4;
      right += !(p[0] == 0 && p[1] == 0 && p[2] == 255 && p[3] == 255);
    }
  CHECK(right > 0, "nothing drawn right of x = 160 at scale 2");

  /* Bad buffers and scales, a GL draw on a CPU system: errors naming what is wrong. */
  EXPECT_STATUS(ek_system_draw_rgba(system, NULL, WIDTH, HEIGHT, STRIDE, 1), EK_ERROR_NULL_ARGUMENT, "pixels");
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, 0, HEIGHT, STRIDE, 1), EK_ERROR_INVALID_ARGUMENT, "width must be in 1...16384, not 0");
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, -3, STRIDE, 1), EK_ERROR_INVALID_ARGUMENT, "-3");
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, WIDTH * 4 - 1, 1), EK_ERROR_INVALID_ARGUMENT, "stride");
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, STRIDE, 0), EK_ERROR_INVALID_ARGUMENT, "scale");
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, STRIDE, NAN), EK_ERROR_INVALID_ARGUMENT, "nan");
  EXPECT_STATUS(ek_system_draw(system, 0, 0, 0, 160, 120), EK_ERROR_INVALID_ARGUMENT, "RGBA");
  EXPECT_STATUS(ek_system_draw_rgba(NULL, pixels, WIDTH, HEIGHT, STRIDE, 1), EK_ERROR_INVALID_HANDLE, "NULL");

  /* Live changes and emission calls need no context either. */
  EXPECT_STATUS(ek_system_set_string(system, 0, "renderMode", "additive"), EK_OK, NULL);
  EXPECT_STATUS(ek_system_burst(system, 0, "spark", 25), EK_OK, NULL);
  EXPECT_STATUS(ek_system_update_by(system, 1.0 / 60), EK_OK, NULL);
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, STRIDE, 1), EK_OK, NULL);
  EXPECT_STATUS(ek_system_set_double(system, 0, "birthRat", 3), EK_ERROR_KEY_PATH, "birthRat");

  check_layer_paths();
  check_mask_layer();

  EXPECT_STATUS(ek_system_destroy(system), EK_OK, NULL);
  EXPECT_STATUS(ek_system_destroy(system), EK_ERROR_INVALID_HANDLE, "not a live");
  EXPECT_STATUS(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, STRIDE, 1), EK_ERROR_INVALID_HANDLE, "not a live");
  EXPECT_STATUS(ek_scene_destroy(scene), EK_OK, NULL);

  free(pixels);
  free(particles);
  free(reference);
  if (failures == 0) printf("emitterkit_cpu_test: all checks passed (%zu particles, %d pixels)\n", count, inside);
  return failures == 0 ? 0 : 1;
}
