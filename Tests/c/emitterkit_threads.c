/*
 * The thread contract of include/emitterkit.h, driven from C with pthreads:
 *  1. Per the contract, two threads each run their own CPU system made from one shared scene
 *     (frames, live changes, bursts, draws, snapshots, reference snapshots of the shared scene)
 *     at the same time: every call succeeds, and the two systems, given the same calls at the
 *     same times, hold the same particles bit for bit (determinism does not depend on threads).
 *  2. Misuse, made to overlap for certain: a second thread calls into a system while its
 *     completion callback runs inside the first thread's update (and the callback calls back
 *     into its own system): both are refused with EK_ERROR_BUSY and a message naming the rule,
 *     and the system works on once the update returns.
 *  3. Misuse, racing: two threads call one system with no coordination; every call returns
 *     EK_OK or EK_ERROR_BUSY, nothing else, and the system is intact after.
 * Built with -pthread; under ThreadSanitizer (tools/sanitize thread-c) it must be silent too.
 * Exits 0 when every check passes. Run by EmitterKitCToolTests/ThreadContractTests.
 */
#define _POSIX_C_SOURCE 200809L
#include <emitterkit.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static pthread_mutex_t failure_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, ek_status status) {
  pthread_mutex_lock(&failure_lock);
  failures++;
  fprintf(stderr, "%s: %s (%s)\n", what, ek_status_name(status), ek_last_error_message());
  pthread_mutex_unlock(&failure_lock);
}

#define OK(call)                                  \
  do {                                            \
    ek_status status_ = (call);                   \
    if (status_ != EK_OK) fail(#call, status_);   \
  } while (0)

static const char *scene_json =
    "{\"size\": [96, 64], \"particleCap\": 8192, \"layers\": [{"
    "  \"name\": \"sparks\", \"emitterPosition\": [48, 32],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 60, \"lifetime\": 0.5,"
    "    \"velocity\": 30, \"emissionRange\": 3.14, \"contents\": \"circle\","
    "    \"emitterCells\": [{\"name\": \"trail\", \"birthRate\": 4, \"lifetime\": 0.2}]}]}]}";

enum { FRAMES = 240, WIDTH = 96, HEIGHT = 64, CAPACITY = 8192 };

static ek_scene *scene;

struct worker {
  ek_particle particles[CAPACITY];
  size_t count;
  unsigned char pixels[WIDTH * HEIGHT * 4];
};

/* Part 1: one thread's own system, the same calls at the same times on each thread. */
static void *run_own_system(void *argument) {
  struct worker *worker = argument;
  ek_system *system = NULL;
  OK(ek_system_create_cpu(scene, 1, &system));
  if (!system) return NULL;
  for (int frame = 1; frame <= FRAMES; frame++) {
    OK(ek_system_update(system, frame / 60.0));
    if (frame % 20 == 0) OK(ek_system_burst(system, 0, "spark", 10));
    if (frame % 30 == 0) OK(ek_system_set_vec2(system, 0, "emitterPosition", 20 + frame % 50, 30));
    if (frame % 45 == 0)
      OK(ek_system_apply(system, 0, "{\"type\": \"set\", \"keyPath\": \"emitterCells.spark.velocity\", \"value\": 50}"));
    if (frame % 10 == 0) {
      memset(worker->pixels, 0, sizeof worker->pixels);
      OK(ek_system_draw_rgba(system, worker->pixels, WIDTH, HEIGHT, WIDTH * 4, 1));
    }
    if (frame % 60 == 0) {
      size_t count = 0;
      OK(ek_scene_reference_snapshot(scene, 60, 30, worker->particles, CAPACITY, &count));
    }
  }
  OK(ek_system_snapshot(system, worker->particles, CAPACITY, &worker->count));
  OK(ek_system_destroy(system));
  return NULL;
}

static void check_own_systems(void) {
  static struct worker workers[2];
  pthread_t threads[2];
  for (int i = 0; i < 2; i++) pthread_create(&threads[i], NULL, run_own_system, &workers[i]);
  for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
  if (workers[0].count < 10 || workers[0].count != workers[1].count ||
      memcmp(workers[0].particles, workers[1].particles, workers[0].count * sizeof(ek_particle))) {
    failures++;
    fprintf(stderr, "the two threads' systems differ: %zu and %zu particles\n", workers[0].count,
            workers[1].count);
  }
  printf("emitterkit_threads: two systems on two threads: %zu particles each, equal\n",
         workers[0].count);
}

/* Part 2: a call from another thread, and one from the callback itself, while the update that
 * runs the completion callback is in progress. */
static ek_system *shared;
static sem_t callback_entered, intruder_done;
static ek_status intruder_update, intruder_burst, reentrant_status;
static char intruder_message[512], reentrant_message[512];
static int callbacks = 0;

static void *intrude(void *unused) {
  (void)unused;
  sem_wait(&callback_entered);
  intruder_update = ek_system_update_by(shared, 1.0 / 60);
  snprintf(intruder_message, sizeof intruder_message, "%s", ek_last_error_message());
  intruder_burst = ek_system_burst(shared, 0, "spark", 5);
  sem_post(&intruder_done);
  return NULL;
}

static void on_complete(void *user_data, int32_t layer, double time) {
  (void)user_data, (void)layer, (void)time;
  if (callbacks++ > 0) return;
  reentrant_status = ek_system_stop(shared, 0);
  snprintf(reentrant_message, sizeof reentrant_message, "%s", ek_last_error_message());
  sem_post(&callback_entered);
  sem_wait(&intruder_done);
}

static void check_overlap_refused(void) {
  sem_init(&callback_entered, 0, 0);
  sem_init(&intruder_done, 0, 0);
  OK(ek_system_create_cpu(scene, 1, &shared));
  if (!shared) return;
  OK(ek_system_set_completion_callback(shared, on_complete, NULL));
  OK(ek_system_update(shared, 0.1));
  OK(ek_system_emit(shared, 0, 0.05));
  pthread_t intruder;
  pthread_create(&intruder, NULL, intrude, NULL);
  /* The layer completes within a second: its last particles (0.5 s lifetime) die. */
  for (int frame = 1; frame <= 120 && callbacks == 0; frame++)
    OK(ek_system_update(shared, 0.1 + frame / 60.0));
  if (callbacks == 0) {
    failures++;
    fprintf(stderr, "the layer never completed: no callback to overlap with\n");
    sem_post(&callback_entered);
  }
  pthread_join(intruder, NULL);
  if (intruder_update != EK_ERROR_BUSY || intruder_burst != EK_ERROR_BUSY ||
      !strstr(intruder_message, "one thread at a time")) {
    failures++;
    fprintf(stderr, "a call from another thread during an update: %s, %s (\"%s\")\n",
            ek_status_name(intruder_update), ek_status_name(intruder_burst), intruder_message);
  }
  if (reentrant_status != EK_ERROR_BUSY) {
    failures++;
    fprintf(stderr, "a call from the completion callback: %s (\"%s\")\n",
            ek_status_name(reentrant_status), reentrant_message);
  }
  /* Nothing was done by the refused calls (the intruder's burst made no particle), and the
   * system goes on: one accepted burst of 5 is 5 births (its emission closed, nothing else). */
  size_t before = 0, after = 0;
  OK(ek_system_born_count(shared, 0, "spark", &before));
  OK(ek_system_burst(shared, 0, "spark", 5));
  OK(ek_system_update_by(shared, 1.0 / 60));
  OK(ek_system_born_count(shared, 0, "spark", &after));
  if (after - before != 5) {
    failures++;
    fprintf(stderr, "%zu sparks born after the one accepted burst of 5\n", after - before);
  }
  OK(ek_system_destroy(shared));
  printf("emitterkit_threads: overlapping calls refused: %s from another thread, %s from the callback\n",
         ek_status_name(intruder_update), ek_status_name(reentrant_status));
}

/* Part 3: two threads racing on one system. */
static int busy_seen[2], other_seen[2];

static void *race(void *argument) {
  int me = *(int *)argument;
  for (int i = 0; i < 2000; i++) {
    ek_status status;
    size_t count = 0;
    switch (i % 4) {
      case 0: status = ek_system_update_by(shared, 1.0 / 240); break;
      case 1: status = ek_system_burst(shared, 0, "spark", 1); break;
      case 2: status = ek_system_particle_count(shared, &count); break;
      default: status = ek_system_set_double(shared, 0, "birthRate", 1 + i % 3); break;
    }
    if (status == EK_ERROR_BUSY)
      busy_seen[me]++;
    else if (status != EK_OK) {
      other_seen[me]++;
      fail("a racing call", status);
    }
  }
  return NULL;
}

static void check_race(void) {
  OK(ek_system_create_cpu(scene, 1, &shared));
  if (!shared) return;
  pthread_t threads[2];
  int ids[2] = {0, 1};
  for (int i = 0; i < 2; i++) pthread_create(&threads[i], NULL, race, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
  OK(ek_system_update_by(shared, 1.0 / 60));
  OK(ek_system_destroy(shared));
  printf("emitterkit_threads: racing calls: %d and %d refused as busy, %d other errors\n",
         busy_seen[0], busy_seen[1], other_seen[0] + other_seen[1]);
}

int main(void) {
  OK(ek_scene_load_json(scene_json, &scene));
  if (!scene) return 1;
  check_own_systems();
  check_overlap_refused();
  check_race();
  OK(ek_scene_destroy(scene));
  if (failures == 0) printf("emitterkit_threads: all checks passed\n");
  return failures == 0 ? 0 : 1;
}
