/*
 * The C interface as a C program uses it, built against the installed header and pkg-config
 * file (tools/install) and run headless: a snapshot checked against the CPU reference, a draw
 * over the program's own framebuffer, and every error path. Exits 0 when every check passes.
 * Run by EmitterKitCToolTests (swift test).
 */
#include <emitterkit.h>
#include <epoxy/gl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(condition, ...)                                   \
  do {                                                          \
    if (!(condition)) {                                         \
      failures++;                                               \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #condition); \
      fprintf(stderr, __VA_ARGS__);                             \
      fprintf(stderr, "\n");                                    \
    }                                                           \
  } while (0)

/* A call expected to return `expected`, and on failure a message containing `needle`. */
static void expect_status(ek_status status, ek_status expected, const char *needle,
                          const char *call, int line) {
  if (getenv("EMITTERKIT_TEST_VERBOSE") && status != EK_OK)
    printf("%s -> %s: %s\n", call, ek_status_name(status), ek_last_error_message());
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
    "{\"size\": [160, 120], \"backgroundColor\": \"#000000\", \"layers\": [{"
    "  \"name\": \"sparks\", \"emitterPosition\": [80, 60],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 80, \"lifetime\": 1,"
    "    \"velocity\": 40, \"velocityRange\": 20, \"emissionRange\": 3.14159,"
    "    \"color\": [1, 0.6, 0.2, 1], \"greenRange\": 0.4,"
    "    \"contents\": {\"shape\": \"square\", \"size\": [8, 8]}}]}]}";

static int completions = 0;
static int completed_layer = -1;

static void on_complete(void *user_data, int32_t layer, double time) {
  (void)time;
  completions += *(int *)user_data;
  completed_layer = layer;
}

int main(void) {
  ek_context *context = NULL;
  EXPECT_STATUS(ek_context_create_headless(&context), EK_OK, NULL);
  if (!context) return 1;

  ek_scene *scene = NULL;
  EXPECT_STATUS(ek_scene_load_json(scene_json, &scene), EK_OK, NULL);
  double width = 0, height = 0;
  EXPECT_STATUS(ek_scene_size(scene, &width, &height), EK_OK, NULL);
  CHECK(width == 160 && height == 120, "size %g x %g", width, height);

  ek_system *system = NULL;
  EXPECT_STATUS(ek_system_create(scene, 1, &system), EK_OK, NULL);
  int increment = 1;
  EXPECT_STATUS(ek_system_set_completion_callback(system, on_complete, &increment), EK_OK, NULL);

  /* The GPU's particles after 30 frames at 60 fps equal the CPU reference's. */
  for (int frame = 1; frame <= 30; frame++)
    EXPECT_STATUS(ek_system_update(system, frame / 60.0), EK_OK, NULL);
  size_t count = 0, reference_count = 0;
  EXPECT_STATUS(ek_system_particle_count(system, &count), EK_OK, NULL);
  ek_particle *particles = calloc(count + 1, sizeof(ek_particle));
  ek_particle *reference = calloc(count + 1, sizeof(ek_particle));
  size_t written = 0;
  EXPECT_STATUS(ek_system_snapshot(system, particles, count + 1, &written), EK_OK, NULL);
  EXPECT_STATUS(
      ek_scene_reference_snapshot(scene, 60, 30, reference, count + 1, &reference_count), EK_OK, NULL);
  CHECK(count > 20, "only %zu particles", count);
  CHECK(written == count && reference_count == count, "GPU %zu (count %zu), CPU %zu", written,
        count, reference_count);
  double worst_position = 0, worst_color = 0;
  for (size_t i = 0; i < written && i < reference_count; i++) {
    CHECK(particles[i].cell == reference[i].cell, "particle %zu: cell %d vs %d", i,
          particles[i].cell, reference[i].cell);
    double dx = fabs(particles[i].x - reference[i].x), dy = fabs(particles[i].y - reference[i].y);
    worst_position = fmax(worst_position, fmax(dx, dy));
    worst_color = fmax(worst_color, fabs(particles[i].g - reference[i].g));
  }
  /* DESIGN.md's tolerances: positions to ~1e-3 pt, colours to 1/512. */
  CHECK(worst_position <= 1e-3, "positions differ by up to %g pt", worst_position);
  CHECK(worst_color <= 1.0 / 512, "colours differ by up to %g", worst_color);
  CHECK(particles[0].x > 0 && particles[0].x < 160, "x %g", particles[0].x);
  EXPECT_STATUS(ek_system_snapshot(system, particles, 1, &written), EK_ERROR_BUFFER_TOO_SMALL, "do not fit");
  CHECK(written == count, "the count needed: %zu, expected %zu", written, count);

  /* Another context current: refused, nothing done; the system's own again: fine. */
  ek_context *other = NULL;
  EXPECT_STATUS(ek_context_create_headless(&other), EK_OK, NULL);
  EXPECT_STATUS(ek_system_update(system, 0.6), EK_ERROR_NO_CONTEXT, "another GL context");
  EXPECT_STATUS(ek_system_destroy(system), EK_ERROR_NO_CONTEXT, "another GL context");
  EXPECT_STATUS(ek_context_make_current(context), EK_OK, NULL);
  EXPECT_STATUS(ek_context_destroy(other), EK_OK, NULL);
  EXPECT_STATUS(ek_context_make_current(context), EK_OK, NULL);

  /* Drawn over the program's own framebuffer: pixels change, outside the viewport they stay. */
  GLuint texture = 0, framebuffer = 0;
  glCreateTextures(GL_TEXTURE_2D, 1, &texture);
  glTextureStorage2D(texture, 1, GL_RGBA8, 200, 140);
  glCreateFramebuffers(1, &framebuffer);
  glNamedFramebufferTexture(framebuffer, GL_COLOR_ATTACHMENT0, texture, 0);
  const float blue[4] = {0, 0, 1, 1};
  glClearNamedFramebufferfv(framebuffer, GL_COLOR, 0, blue);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glViewport(1, 2, 3, 4);
  EXPECT_STATUS(ek_system_draw(system, framebuffer, 20, 10, 160, 120), EK_OK, NULL);
  GLint viewport[4];
  glGetIntegerv(GL_VIEWPORT, viewport);
  CHECK(viewport[0] == 1 && viewport[1] == 2 && viewport[2] == 3 && viewport[3] == 4,
        "the viewport was not restored: %d %d %d %d", viewport[0], viewport[1], viewport[2], viewport[3]);
  unsigned char *pixels = malloc(200 * 140 * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glGetTextureImage(texture, 0, GL_RGBA, GL_UNSIGNED_BYTE, 200 * 140 * 4, pixels);
  int inside = 0, outside = 0;
  for (int y = 0; y < 140; y++)
    for (int x = 0; x < 200; x++) {
      const unsigned char *p = pixels + (y * 200 + x) * 4;
      int changed = !(p[0] == 0 && p[1] == 0 && p[2] == 255 && p[3] == 255);
      int in_viewport = x >= 20 && x < 180 && y >= 10 && y < 130;
      if (changed && in_viewport) inside++;
      if (changed && !in_viewport) outside++;
    }
  CHECK(inside > 100, "only %d pixels drawn", inside);
  CHECK(outside == 0, "%d pixels outside the viewport changed", outside);
  free(pixels);
  EXPECT_STATUS(ek_system_draw_texture(system, texture, 200, 140), EK_OK, NULL);
  /* A surfaceless context has no default framebuffer to draw into. */
  EXPECT_STATUS(ek_system_draw(system, 0, 0, 0, 160, 120), EK_ERROR_INVALID_ARGUMENT, "complete");
  EXPECT_STATUS(ek_system_draw(system, framebuffer, 0, 0, 0, 120), EK_ERROR_INVALID_ARGUMENT, "width must be in 1...16384, not 0");
  EXPECT_STATUS(ek_system_draw_texture(system, 4242, 8, 8), EK_ERROR_INVALID_ARGUMENT, "4242");
  /* An RGBA buffer is for a system made by ek_system_create_cpu. */
  unsigned char rgba[8 * 8 * 4] = {0};
  EXPECT_STATUS(ek_system_draw_rgba(system, rgba, 8, 8, 32, 1), EK_ERROR_INVALID_ARGUMENT, "ek_system_create_cpu");

  /* Live changes with every kind of value, and emission calls. */
  EXPECT_STATUS(ek_system_set_double(system, 0, "birthRate", 2), EK_OK, NULL);
  EXPECT_STATUS(ek_system_set_vec2(system, 0, "emitterPosition", 40, 30), EK_OK, NULL);
  EXPECT_STATUS(ek_system_set_vec3(system, 0, "emitterCells.spark.color", 0.2, 0.9, 0.4), EK_OK, NULL);
  EXPECT_STATUS(ek_system_set_vec4(system, 0, "emitterCells.spark.color", 0.2, 0.9, 0.4, 0.5), EK_OK, NULL);
  EXPECT_STATUS(ek_system_set_string(system, 0, "renderMode", "additive"), EK_OK, NULL);
  EXPECT_STATUS(ek_system_set_string(system, 0, "emitterCells.spark.color", "#ff8800"), EK_OK, NULL);
  EXPECT_STATUS(ek_system_burst(system, 0, "spark", 25), EK_OK, NULL);
  EXPECT_STATUS(ek_system_start(system, 0), EK_OK, NULL);
  EXPECT_STATUS(ek_system_restart(system, -1), EK_OK, NULL);

  /* Bad input: errors naming the key path, the value, the range. */
  EXPECT_STATUS(ek_system_set_double(system, 0, "emitterCells.nope.birthRate", 3), EK_ERROR_KEY_PATH, "nope");
  EXPECT_STATUS(ek_system_set_double(system, 0, "birthRat", 3), EK_ERROR_KEY_PATH, "birthRat");
  EXPECT_STATUS(ek_system_set_string(system, 0, "renderMode", "sideways"), EK_ERROR_KEY_PATH, "sideways");
  EXPECT_STATUS(ek_system_set_double(system, 0, "emitterPosition", 3), EK_ERROR_KEY_PATH, "emitterPosition");
  EXPECT_STATUS(ek_system_set_double(system, 7, "birthRate", 3), EK_ERROR_KEY_PATH, "7");
  EXPECT_STATUS(ek_system_set_double(system, 0, NULL, 3), EK_ERROR_NULL_ARGUMENT, "key_path");
  EXPECT_STATUS(ek_system_set_string(system, 0, "renderMode", NULL), EK_ERROR_NULL_ARGUMENT, "value");
  EXPECT_STATUS(ek_system_burst(system, 0, "nope", 5), EK_ERROR_EMISSION, "nope");
  EXPECT_STATUS(ek_system_burst(system, 0, "spark", -5), EK_ERROR_EMISSION, "-5");
  EXPECT_STATUS(ek_system_stop(system, 9), EK_ERROR_EMISSION, "9");
  EXPECT_STATUS(ek_system_update(system, NAN), EK_ERROR_INVALID_ARGUMENT, "nan");
  EXPECT_STATUS(ek_system_update_by(system, -1), EK_ERROR_INVALID_ARGUMENT, "-1");
  /* The argument, what is allowed, the value (#30: one message form at the C boundary). */
  EXPECT_STATUS(ek_system_resize(system, 0, 100, 1), EK_ERROR_INVALID_ARGUMENT, "width must be");
  EXPECT_STATUS(ek_system_resize(system, 1e300, 100, 1), EK_ERROR_INVALID_ARGUMENT, "not 1e+300");
  EXPECT_STATUS(ek_system_resize(system, 100, 100, 1e9), EK_ERROR_INVALID_ARGUMENT, "pixel_scale must be");
  EXPECT_STATUS(ek_system_update(system, 1e12), EK_ERROR_INVALID_ARGUMENT, "at most 3600.0 s past");
  EXPECT_STATUS(ek_system_particle_count(system, NULL), EK_ERROR_NULL_ARGUMENT, "out_count");
  size_t born = 0;
  EXPECT_STATUS(ek_system_born_count(system, 0, "spark", &born), EK_OK, NULL);
  CHECK(born > 0, "spark born %zu", born);
  EXPECT_STATUS(ek_system_born_count(system, 0, "nope", &born), EK_ERROR_EMISSION, "spark");
  EXPECT_STATUS(ek_system_born_count(system, 9, "spark", &born), EK_ERROR_EMISSION, "9");
  EXPECT_STATUS(ek_system_born_count(system, 0, NULL, &born), EK_ERROR_NULL_ARGUMENT, "cell");
  EXPECT_STATUS(ek_system_born_count(system, 0, "spark", NULL), EK_ERROR_NULL_ARGUMENT, "out_count");

  /* Completion: stopped, the layer's last particle dies within its 1 s lifetime. */
  EXPECT_STATUS(ek_system_stop(system, -1), EK_OK, NULL);
  double now = 0;
  EXPECT_STATUS(ek_system_time(system, &now), EK_OK, NULL);
  EXPECT_STATUS(ek_system_update_by(system, 0.5), EK_OK, NULL);
  CHECK(completions == 0, "completed too early");
  EXPECT_STATUS(ek_system_update(system, now + 1.5), EK_OK, NULL);
  CHECK(completions == 1 && completed_layer == 0, "completions %d, layer %d", completions, completed_layer);
  size_t born_later = 0;
  EXPECT_STATUS(ek_system_born_count(system, 0, "spark", &born_later), EK_OK, NULL);
  CHECK(born_later >= born + 25, "spark born %zu, then %zu: the burst of 25 is born at the next update",
        born, born_later);

  /* Scenes: bad JSON, bad values, missing files. */
  ek_scene *bad = NULL;
  EXPECT_STATUS(ek_scene_load_json("{\"layers\": [", &bad), EK_ERROR_SCENE, "<json>");
  EXPECT_STATUS(ek_scene_load_json("{\"layers\": [{\"birthRate\": -4}]}", &bad), EK_ERROR_SCENE, "birthRate");
  EXPECT_STATUS(ek_scene_load_json(NULL, &bad), EK_ERROR_NULL_ARGUMENT, "json");
  EXPECT_STATUS(ek_scene_load_json(scene_json, NULL), EK_ERROR_NULL_ARGUMENT, "out_scene");
  EXPECT_STATUS(ek_scene_load_file("/nonexistent/scene.json", &bad), EK_ERROR_SCENE, "/nonexistent/scene.json");
  CHECK(bad == NULL, "an out-parameter was written on failure");

  /* Handles: NULL, the wrong kind, destroyed, made up. */
  EXPECT_STATUS(ek_system_update(NULL, 1), EK_ERROR_INVALID_HANDLE, "NULL");
  EXPECT_STATUS(ek_system_destroy(NULL), EK_ERROR_INVALID_HANDLE, "NULL");
  EXPECT_STATUS(ek_scene_destroy(NULL), EK_ERROR_INVALID_HANDLE, "NULL");
  EXPECT_STATUS(ek_system_update((ek_system *)scene, 1), EK_ERROR_INVALID_HANDLE, "scene handle");
  EXPECT_STATUS(ek_system_update((ek_system *)(uintptr_t)0x1234, 1), EK_ERROR_INVALID_HANDLE, "not a live");
  EXPECT_STATUS(ek_system_destroy(system), EK_OK, NULL);
  EXPECT_STATUS(ek_system_destroy(system), EK_ERROR_INVALID_HANDLE, "not a live");
  EXPECT_STATUS(ek_system_update(system, 3), EK_ERROR_INVALID_HANDLE, "not a live");
  EXPECT_STATUS(ek_system_snapshot(system, particles, count + 1, &written), EK_ERROR_INVALID_HANDLE, "not a live");

  /* Without a current context: an error, not a crash. */
  EXPECT_STATUS(ek_context_destroy(context), EK_OK, NULL);
  EXPECT_STATUS(ek_context_destroy(context), EK_ERROR_INVALID_HANDLE, "not a live");
  EXPECT_STATUS(ek_system_create(scene, 1, &system), EK_ERROR_NO_CONTEXT, "current");
  EXPECT_STATUS(ek_scene_destroy(scene), EK_OK, NULL);
  EXPECT_STATUS(ek_scene_destroy(scene), EK_ERROR_INVALID_HANDLE, "not a live");
  CHECK(strcmp(ek_status_name(EK_ERROR_KEY_PATH), "EK_ERROR_KEY_PATH") == 0, "%s",
        ek_status_name(EK_ERROR_KEY_PATH));

  free(particles);
  free(reference);
  if (failures == 0) printf("emitterkit_test: all checks passed (%zu particles)\n", count);
  return failures == 0 ? 0 : 1;
}
