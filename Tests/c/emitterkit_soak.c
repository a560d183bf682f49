/*
 * An hour of frames with live changes at the C boundary (#30): a CPU system steps a small scene at
 * 60 fps and draws every frame into a buffer while the host changes it the way a game or an app
 * does: the emitter follows a drag every frame, the birth rate changes twice a second, a burst
 * every second, a fire-and-forget burst every ten seconds, a cell inserted and removed every five
 * seconds, an animation added and removed every twenty. Recording is off (ek_system_set_recording),
 * as a program that never replays its changes runs. The resident set is read from
 * /proc/self/statm after the first tenth of the frames and at the end: it may grow by at most
 * 2 MB.
 *
 *   emitterkit_soak [FRAMES]     default 216000: an hour at 60 fps
 *
 * Run by EmitterKitCToolTests/SoakTests (fewer frames, a debug build); the hour's figures, from a
 * release build: docs/BENCHMARKS.md, Fuzzing: the C boundary. Each fired layer used to leave about
 * 23 KB behind once removed (+6.8 MB over the hour); the step planner now retires fired layers, and
 * a removed layer's index keeps a few words in each table made from the model (BENCHMARKS has
 * the numbers since, and what a burst still keeps).
 */
#define _POSIX_C_SOURCE 200809L
#include <emitterkit.h>

#include "resident.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { FRAMES = 216000, WIDTH = 160, HEIGHT = 120 };

#ifdef EMITTERKIT_TEST_UNDER_ASAN
/* Under AddressSanitizer freed memory waits in a quarantine (256 MB by default) before it is
 * reused, so the resident set would measure the quarantine: off here, as in emitterkit_leak.c. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "quarantine_size_mb=0"; }
#endif
static const double BOUND_MB = 2;

static const char *scene_json =
    "{\"size\": [160, 120], \"layers\": [{\"name\": \"sparks\", \"emitterPosition\": [80, 60],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 120, \"lifetime\": 1.5,"
    "    \"velocity\": 40, \"emissionRange\": 6.2832, \"scale\": 0.1,"
    "    \"contents\": \"circle\", \"color\": [1, 0.6, 0.2, 1], \"alphaSpeed\": -0.5}]}]}";
static const char *extra_cell =
    "{\"type\": \"insertCell\", \"cell\": {\"name\": \"extra\", \"birthRate\": 30, \"lifetime\": 1,"
    " \"velocity\": 60, \"contents\": \"square\", \"scale\": 0.05}}";
static const char *fade =
    "{\"type\": \"addAnimation\", \"key\": \"fade\", \"animation\": {\"keyPath\": \"opacity\","
    " \"fromValue\": 1, \"toValue\": 0.5, \"duration\": 2, \"autoreverses\": true}}";

static void must(ek_status status, long frame, const char *what) {
  if (status == EK_OK) return;
  fprintf(stderr, "emitterkit_soak: frame %ld: %s: %s: %s\n", frame, what, ek_status_name(status),
          ek_last_error_message());
  exit(1);
}

int main(int argc, char **argv) {
  long frames = argc > 1 ? atol(argv[1]) : FRAMES;
  if (frames < 10) {
    fprintf(stderr, "usage: emitterkit_soak [FRAMES of at least 10]\n");
    return 2;
  }
  static uint8_t pixels[WIDTH * HEIGHT * 4];
  ek_scene *scene = NULL;
  ek_system *system = NULL;
  must(ek_scene_load_json(scene_json, &scene), 0, "ek_scene_load_json");
  must(ek_system_create_cpu(scene, 1, &system), 0, "ek_system_create_cpu");
  must(ek_system_set_recording(system, 0), 0, "ek_system_set_recording");
  double start = now(), at_warmup = 0;
  long warmup = frames / 10;
  size_t most = 0;
  for (long frame = 1; frame <= frames; frame++) {
    double angle = frame / 90.0;
    must(ek_system_set_vec2(system, 0, "emitterPosition", 80 + 50 * cos(angle), 60 + 40 * sin(angle)),
         frame, "drag");
    if (frame % 30 == 0)
      must(ek_system_set_double(system, 0, "emitterCells.spark.birthRate", 60 + frame % 120), frame,
           "birthRate");
    if (frame % 60 == 0) must(ek_system_burst(system, 0, "spark", 20), frame, "burst");
    if (frame % 600 == 0) must(ek_system_fire(system, 0, "spark", 40, NULL), frame, "fire");
    if (frame % 300 == 0) must(ek_system_apply(system, 0, extra_cell), frame, "insertCell");
    if (frame % 300 == 150 && frame > 300)
      must(ek_system_apply(system, 0, "{\"type\": \"removeCell\", \"name\": \"extra\"}"), frame,
           "removeCell");
    if (frame % 1200 == 0) must(ek_system_apply(system, 0, fade), frame, "addAnimation");
    if (frame % 1200 == 600 && frame > 1200)
      must(ek_system_apply(system, 0, "{\"type\": \"removeAnimation\", \"key\": \"fade\"}"), frame,
           "removeAnimation");
    must(ek_system_update(system, frame / 60.0), frame, "ek_system_update");
    memset(pixels, 0, sizeof pixels);
    must(ek_system_draw_rgba(system, pixels, WIDTH, HEIGHT, WIDTH * 4, 1), frame, "draw");
    size_t count = 0;
    must(ek_system_particle_count(system, &count), frame, "count");
    if (count > most) most = count;
    if (frame == warmup) at_warmup = resident_mb();
  }
  double at_end = resident_mb(), growth = at_end - at_warmup;
  printf("emitterkit_soak: %ld frames (%.0f s at 60 fps) in %.1f s, at most %zu particles; RSS"
         " %.2f MB after %ld, %.2f MB after %ld: %+.2f MB (at most %.2f)\n",
         frames, frames / 60.0, now() - start, most, at_warmup, warmup, at_end, frames, growth,
         BOUND_MB);
  must(ek_system_destroy(system), frames, "destroy");
  must(ek_scene_destroy(scene), frames, "destroy");
  if (growth > BOUND_MB) {
    fprintf(stderr, "emitterkit_soak: RSS grew %.2f MB between frame %ld and %ld\n", growth, warmup,
            frames);
    return 1;
  }
  printf("emitterkit_soak: all checks passed\n");
  return 0;
}
