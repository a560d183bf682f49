/*
 * Create/destroy cycles at the C boundary (#30): each cycle loads a scene from JSON, makes a CPU
 * system from it, updates it a frame, destroys both, and takes three refusals (dead handles, a
 * scene that does not validate: messages are per thread, replaced each time). Every eighth
 * cycle's scene has contents (a circle rasterised into the renderer's atlas), the others none.
 * The resident set is read from /proc/self/statm after the first tenth of the cycles
 * (allocator pools, the Swift runtime's caches and the thread pool are made by then) and at the
 * end; it may grow by at most 1 MB (allocator noise, measured well under that) plus 32 bytes a
 * cycle between: over 100,000 cycles (the default) a leak of 40 bytes a cycle fails.
 * `emitterkit_leak N` runs N cycles. Run by EmitterKitCToolTests/CycleLeakTests.
 */
#define _POSIX_C_SOURCE 200809L
#include <emitterkit.h>

#include "resident.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { CYCLES = 100000 };

#ifdef EMITTERKIT_TEST_UNDER_ASAN
/* Under AddressSanitizer (tools/sanitize), freed memory waits in a 256 MB quarantine before it is
 * reused, so the resident set grows by the quarantine, not by a leak (+321 MB over 3,600 cycles,
 * +0.06 MB with it off). Off here, the bound means the same as in a plain build. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "quarantine_size_mb=0"; }
#endif

static const char *scene_json =
    "{\"size\": [64, 48], \"layers\": [{\"name\": \"sparks\", \"emitterPosition\": [32, 24],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 30, \"lifetime\": 1,"
    "    \"velocity\": 20}]}]}";
static const char *contents_scene_json =
    "{\"size\": [64, 48], \"layers\": [{\"name\": \"sparks\", \"emitterPosition\": [32, 24],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 30, \"lifetime\": 1,"
    "    \"velocity\": 20, \"contents\": \"circle\"}]}]}";

int main(int argc, char **argv) {
  int cycles = argc > 1 ? atoi(argv[1]) : CYCLES;
  int warmup = cycles / 10;
  double start = now(), at_warmup = 0;
  for (int cycle = 1; cycle <= cycles; cycle++) {
    ek_scene *scene = NULL;
    ek_system *system = NULL;
    if (ek_scene_load_json(cycle % 8 == 0 ? contents_scene_json : scene_json, &scene) != EK_OK ||
        ek_system_create_cpu(scene, 1, &system) != EK_OK ||
        ek_system_update_by(system, 1.0 / 60) != EK_OK || ek_system_destroy(system) != EK_OK ||
        ek_scene_destroy(scene) != EK_OK) {
      fprintf(stderr, "cycle %d failed: %s\n", cycle, ek_last_error_message());
      return 1;
    }
    /* A refusal each cycle: the dead handles and an invalid argument. */
    if (ek_system_destroy(system) != EK_ERROR_INVALID_HANDLE ||
        ek_scene_destroy(scene) != EK_ERROR_INVALID_HANDLE ||
        ek_scene_load_json("{\"size\": [0, 0]}", &scene) != EK_ERROR_SCENE) {
      fprintf(stderr, "cycle %d: a refusal did not come: %s\n", cycle, ek_last_error_message());
      return 1;
    }
    if (cycle == warmup) at_warmup = resident_mb();
  }
  double at_end = resident_mb(), growth = at_end - at_warmup;
  double limit = 1 + 32.0 * (cycles - warmup) / (1 << 20);
  printf("emitterkit_leak: %d cycles in %.1f s; RSS %.2f MB after %d, %.2f MB after %d: %+.2f MB"
         " (at most %.2f)\n",
         cycles, now() - start, at_warmup, warmup, at_end, cycles, growth, limit);
  if (growth > limit) {
    fprintf(stderr, "emitterkit_leak: RSS grew %.2f MB between cycle %d and %d\n", growth, warmup, cycles);
    return 1;
  }
  printf("emitterkit_leak: all checks passed\n");
  return 0;
}
