/*
 * Presets, defaults, fire-and-forget bursts and reduced motion from C, on CPU systems (no GL).
 * PresetSurfaceTests (EmitterKitCToolTests) compares the frames with the Swift façade's and the
 * Python binding's byte for byte.
 *
 *   emitterkit_presets frames OUTDIR   each preset's frames 1 and 30 at the default pixel scale,
 *                                      premultiplied RGBA bytes in OUTDIR/NAME-FRAME.rgba
 *   emitterkit_presets checks          aliases, errors, fire's completion, ek_set_motion
 *   emitterkit_presets motion          prints ek_motion_is_reduced (the environment's setting)
 */
#include <emitterkit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(condition, ...)                                                                  \
  do {                                                                                         \
    if (!(condition)) {                                                                        \
      fprintf(stderr, "emitterkit_presets: FAILED %s:%d: ", __FILE__, __LINE__);               \
      fprintf(stderr, __VA_ARGS__);                                                            \
      fprintf(stderr, " (last error: %s)\n", ek_last_error_message());                        \
      failures++;                                                                              \
    }                                                                                          \
  } while (0)

static void must(ek_status status, const char *what) {
  if (status != EK_OK) {
    fprintf(stderr, "emitterkit_presets: %s: %s: %s\n", what, ek_status_name(status),
            ek_last_error_message());
    exit(1);
  }
}

/* The system's image now, written to FOLDER/NAME-FRAME.rgba. */
static int write_image(ek_system *system, const char *folder, const char *name, int frame) {
  int32_t width = 0, height = 0;
  must(ek_system_image_size(system, &width, &height), "ek_system_image_size");
  size_t size = (size_t)width * (size_t)height * 4;
  uint8_t *pixels = malloc(size);
  must(ek_system_read_image(system, pixels, size), "ek_system_read_image");
  char path[4096];
  snprintf(path, sizeof path, "%s/%s-%d.rgba", folder, name, frame);
  FILE *file = fopen(path, "wb");
  int failed = !file || fwrite(pixels, 1, size, file) != size;
  if (file && fclose(file) != 0) failed = 1;
  free(pixels);
  if (failed) fprintf(stderr, "emitterkit_presets: cannot write %s\n", path);
  return failed;
}

/* Each preset made at the default pixel scale (0), its images at frames 1 and 30 (60 fps). */
static int write_frames(const char *folder) {
  size_t count = 0;
  must(ek_preset_count(&count), "ek_preset_count");
  for (size_t index = 0; index < count; index++) {
    const char *name = NULL;
    must(ek_preset_name(index, &name), "ek_preset_name");
    ek_scene *scene = NULL;
    ek_system *system = NULL;
    must(ek_scene_load_preset(name, &scene), name);
    must(ek_system_create_cpu(scene, 0, &system), "ek_system_create_cpu");
    for (int frame = 1; frame <= 30; frame++) {
      must(ek_system_update(system, frame / 60.0), "ek_system_update");
      if ((frame == 1 || frame == 30) && write_image(system, folder, name, frame)) return 1;
    }
    ek_system_destroy(system);
    ek_scene_destroy(scene);
  }
  printf("emitterkit_presets: wrote %zu presets' frames\n", count);
  return 0;
}

static int completions[8];
static int completion_count = 0;

static void completed(void *user_data, int32_t layer, double time) {
  (void)user_data;
  (void)time;
  if (completion_count < 8) completions[completion_count] = layer;
  completion_count++;
}

/* A layer whose cell emits nothing steadily: bursts are its only particles. */
static const char *burst_scene =
    "{\"size\": [160, 120], \"layers\": [{\"emitterPosition\": [80, 60], \"emitterCells\": [{"
    "\"name\": \"spark\", \"birthRate\": 0, \"lifetime\": 0.5, \"velocity\": 40,"
    " \"emissionRange\": 6.28, \"contents\": \"square\"}]},"
    " {\"emitterPosition\": [40, 30], \"emitterCells\": [{\"name\": \"glow\", \"birthRate\": 40,"
    " \"lifetime\": 1, \"velocity\": 20, \"emissionRange\": 6.28, \"contents\": \"circle\"}]}]}";

static void check_fire(void) {
  ek_scene *scene = NULL;
  ek_system *system = NULL;
  must(ek_scene_load_json(burst_scene, &scene), "ek_scene_load_json");
  must(ek_system_create_cpu(scene, 0, &system), "ek_system_create_cpu");
  must(ek_system_set_completion_callback(system, completed, NULL), "callback");
  must(ek_system_update(system, 0.1), "update");

  /* The reproduction: a plain burst's particles die, but its layer's emission stays open, so
   * nothing reports completion (ek_system_burst's documented contract). */
  must(ek_system_burst(system, 0, "spark", 20), "ek_system_burst");
  for (int frame = 1; frame <= 60; frame++) must(ek_system_update(system, 0.1 + frame / 60.0), "update");
  size_t live = 99;
  int32_t finished = -1;
  must(ek_system_live_count(system, 0, &live), "live count");
  must(ek_system_is_finished(system, 0, &finished), "is finished");
  CHECK(live == 0 && finished == 0 && completion_count == 0,
        "a plain burst: %zu live, finished %d, %d completions", live, finished, completion_count);

  /* Fire-and-forget: the burst's own layer reports completion once its particles are gone,
   * while layer 1 keeps emitting. */
  int32_t fired = -1;
  must(ek_system_fire(system, 0, "spark", 20, &fired), "ek_system_fire");
  CHECK(fired == 2, "the fired layer takes the next index (2), not %d", fired);
  must(ek_system_update(system, 1.2), "update");
  must(ek_system_live_count(system, fired, &live), "live count");
  must(ek_system_is_finished(system, fired, &finished), "is finished");
  CHECK(live == 20 && finished == 0 && completion_count == 0,
        "just fired: %zu live (20), finished %d, %d completions", live, finished, completion_count);
  for (int frame = 1; frame <= 60; frame++) must(ek_system_update(system, 1.2 + frame / 60.0), "update");
  must(ek_system_is_finished(system, fired, &finished), "is finished");
  CHECK(finished == 1 && completion_count == 1 && completions[0] == fired,
        "after its lifetime: finished %d, %d completions (first: layer %d)", finished,
        completion_count, completions[0]);
  must(ek_system_live_count(system, 1, &live), "live count");
  CHECK(live > 0, "layer 1 kept emitting (%zu live)", live);

  CHECK(ek_system_fire(system, 0, "nope", 5, NULL) == EK_ERROR_EMISSION &&
            strstr(ek_last_error_message(), "spark") != NULL,
        "an unknown cell is refused, naming the cells there are");
  CHECK(ek_system_fire(system, 0, "spark", 0, NULL) == EK_ERROR_EMISSION, "a count of 0 is refused");
  CHECK(ek_system_fire(system, 7, "spark", 5, NULL) == EK_ERROR_EMISSION, "layer 7 is refused");
  ek_system_destroy(system);
  ek_scene_destroy(scene);
}

static size_t born_after_a_second(ek_motion motion) {
  ek_scene *scene = NULL;
  ek_system *system = NULL;
  size_t born = 0;
  must(ek_set_motion(motion), "ek_set_motion");
  must(ek_scene_load_json(burst_scene, &scene), "ek_scene_load_json");
  must(ek_system_create_cpu(scene, 0, &system), "ek_system_create_cpu");
  must(ek_system_update(system, 1.0), "update");
  must(ek_system_born_count(system, 1, "glow", &born), "born count");
  ek_system_destroy(system);
  ek_scene_destroy(scene);
  return born;
}

static int run_checks(void) {
  ek_scene *scene = NULL;
  CHECK(ek_scene_load_preset("confetti", &scene) == EK_OK, "confetti answers");
  double width = 0, height = 0;
  ek_scene_size(scene, &width, &height);
  ek_system *system = NULL;
  must(ek_system_create_cpu(scene, 0, &system), "ek_system_create_cpu");
  double scale = 0;
  must(ek_default_pixel_scale(&scale), "ek_default_pixel_scale");
  int32_t pixel_width = 0, pixel_height = 0;
  must(ek_system_image_size(system, &pixel_width, &pixel_height), "image size");
  CHECK(scale == 1.0 && pixel_width == (int32_t)(width * scale) && pixel_height == (int32_t)(height * scale),
        "pixel scale 0 is the default (%g): %d x %d for %g x %g points", scale, pixel_width,
        pixel_height, width, height);
  ek_system_destroy(system);
  ek_scene_destroy(scene);

  scene = NULL;
  CHECK(ek_scene_load_preset("confeti", &scene) == EK_ERROR_SCENE && scene == NULL &&
            strstr(ek_last_error_message(), "confetti-cannon") != NULL &&
            strstr(ek_last_error_message(), "confetti (confetti-cannon)") != NULL,
        "an unknown preset is refused, listing the names and the alias: %s", ek_last_error_message());
  CHECK(ek_scene_load_preset(NULL, &scene) == EK_ERROR_NULL_ARGUMENT, "a NULL name is refused");
  size_t count = 0;
  ek_preset_count(&count);
  const char *name = NULL;
  CHECK(ek_preset_name(count, &name) == EK_ERROR_INVALID_ARGUMENT, "an index past the last is refused");

  check_fire();

  size_t full = born_after_a_second(EK_MOTION_FULL);
  size_t reduced = born_after_a_second(EK_MOTION_REDUCED);
  int32_t is_reduced = -1;
  must(ek_motion_is_reduced(&is_reduced), "ek_motion_is_reduced");
  CHECK(full == 40 && reduced == 10 && is_reduced == 1,
        "reduced motion keeps a quarter of the births: %zu of %zu, reduced %d", reduced, full,
        is_reduced);
  CHECK(ek_set_motion((ek_motion)7) == EK_ERROR_INVALID_ARGUMENT &&
            strstr(ek_last_error_message(), "EK_MOTION_SYSTEM") != NULL,
        "an unknown motion is refused");
  must(ek_set_motion(EK_MOTION_SYSTEM), "ek_set_motion");

  if (failures) {
    fprintf(stderr, "emitterkit_presets: %d checks failed\n", failures);
    return 1;
  }
  printf("emitterkit_presets: all checks passed\n");
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "frames") == 0) return write_frames(argv[2]);
  if (argc == 2 && strcmp(argv[1], "checks") == 0) return run_checks();
  if (argc == 2 && strcmp(argv[1], "motion") == 0) {
    int32_t reduced = -1;
    ek_status status = ek_motion_is_reduced(&reduced);
    if (status != EK_OK) {
      printf("error %s: %s\n", ek_status_name(status), ek_last_error_message());
      return 0;
    }
    printf("reduced %d\n", reduced);
    return 0;
  }
  fprintf(stderr, "usage: emitterkit_presets frames OUTDIR | checks | motion\n");
  return 2;
}
