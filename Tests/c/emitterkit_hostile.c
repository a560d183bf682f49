/*
 * Hostile calls at the C boundary (#30): every numeric argument of every entry point gets NaN,
 * +-Inf, +-1e308, -1, 0, -0.0, denormals, 1e20, 1e9 and INT_MAX (and the integers' extremes),
 * every string entry gets invalid UTF-8, an embedded NUL and 10 MB key paths and JSON, on a
 * live CPU system and on a GL system in a headless context. Every call must return a status
 * (never trap), within CALL_SECONDS (never hang), with a message of bounded length that, for a
 * refused argument, names it, the value and what is allowed; the process's peak RSS stays under
 * RSS_LIMIT_MB (work a caller asks for is bounded before it starts). A signal or an overrun
 * names the call it happened in. Exits 0 when every check passes. Run by
 * EmitterKitCToolTests/HostileCallTests under a timeout.
 */
#define _POSIX_C_SOURCE 200809L
#include <emitterkit.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

/* A call's budget: a refused call takes microseconds, but accepted hostile work bounded by the
 * library's limits is slow in a debug build on a loaded 2-core host: a frame of 64 particles
 * scaled to 1e308 points (each covers the buffer) takes seconds, a GL resize to 6000 x 6000
 * pixels (scale 60) 32 s while three builds ran. The hangs #30 found ran for minutes; the alarm
 * that names a hung call is this budget too. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EMITTERKIT_HOSTILE_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(EMITTERKIT_HOSTILE_UNDER_ASAN)
/* Under AddressSanitizer (tools/sanitize address-all, CI) every byte touched costs a shadow
 * check and freed memory waits in a quarantine: the 10 MB string arguments took 75 s beside
 * three builds (20 s uninstrumented) and the peak RSS was 1227 MB (421). The budgets catch hangs
 * and runaway work, which are orders of magnitude past either, so they scale with the
 * instrumentation; the quarantine is cut to 64 MB (ASan's default is 256). */
enum { CALL_SECONDS = 180, RSS_LIMIT_MB = 2048, MESSAGE_LIMIT = 2048 };
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "quarantine_size_mb=64"; }
#else
enum { CALL_SECONDS = 60, RSS_LIMIT_MB = 1024, MESSAGE_LIMIT = 2048 };
#endif

static int failures = 0, calls = 0, refused = 0;
static char current[512] = "(setup)", slowest[512] = "";
static double slowest_seconds = 0;

static void on_signal(int signal_number) {
  char line[700];
  int length = snprintf(line, sizeof line, "emitterkit_hostile: signal %d (%s) in %s\n",
                        signal_number, signal_number == SIGALRM ? "hang" : "trap", current);
  if (write(2, line, length > 0 ? (size_t)length : 0) < 0) _exit(3);
  _exit(3);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* Whether `message` names `argument` and the value, and says what is allowed. */
static int well_formed(const char *message, const char *argument) {
  return argument == NULL ||
         (strstr(message, argument) && (strstr(message, " not ") || strstr(message, "allowed")));
}

static double started;
static void begin(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void begin(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(current, sizeof current, format, arguments);
  va_end(arguments);
  alarm(CALL_SECONDS + 30);
  started = now();
}

/* Checks a finished call; `argument` is what an EK_ERROR_INVALID_ARGUMENT must name. */
static int trace = 0;
static ek_status end(ek_status status, const char *argument) {
  alarm(0);
  calls++;
  if (trace) fprintf(stderr, "%s -> %s\n", current, ek_status_name(status));
  double seconds = now() - started;
  if (seconds > slowest_seconds) {
    slowest_seconds = seconds;
    memcpy(slowest, current, sizeof slowest);
  }
  if (seconds > CALL_SECONDS) {
    failures++;
    fprintf(stderr, "%s: took %.1f s (at most %d)\n", current, seconds, CALL_SECONDS);
  }
  if (status == EK_OK) return status;
  refused++;
  const char *message = ek_last_error_message();
  size_t length = strlen(message);
  if ((int)status < 1 || (int)status > 10) {
    failures++;
    fprintf(stderr, "%s: unknown status %d\n", current, (int)status);
  } else if (length == 0 || length > MESSAGE_LIMIT) {
    failures++;
    fprintf(stderr, "%s: %s with a message of %zu bytes (1...%d)\n", current,
            ek_status_name(status), length, MESSAGE_LIMIT);
  } else if (status == EK_ERROR_INVALID_ARGUMENT && !well_formed(message, argument)) {
    failures++;
    fprintf(stderr, "%s: the message \"%s\" does not name %s, the value and the allowed range\n",
            current, message, argument);
  }
  return status;
}

#define CALL(argument, call, ...) (begin(__VA_ARGS__), end((call), (argument)))

static const double numbers[] = {
    NAN, INFINITY, -INFINITY, 1e308, -1e308, -1, 0, -0.0, 4.9e-324, 1e-310, DBL_MIN,
    1e20, 1e9, 2147483647.0, 1e-6, 1, 0.5, 60, 1e5};
enum { NUMBER_COUNT = sizeof numbers / sizeof numbers[0] };
static const int32_t integers[] = {INT32_MIN, -1000000, -2, -1, 0, 1, 2, 7, 1 << 20, INT32_MAX};
enum { INTEGER_COUNT = sizeof integers / sizeof integers[0] };

/* The particle cap is the scene's own bound on work: with it, a frame's cost is at most 64
 * particles over the buffer's pixels, whatever scale or birth rate a hostile call sets (the
 * default cap lets a million full-buffer particles take minutes a frame, by design). */
static const char *scene_json =
    "{\"size\": [160, 120], \"particleCap\": 64, \"layers\": [{"
    "  \"name\": \"sparks\", \"emitterPosition\": [80, 60],"
    "  \"emitterCells\": [{\"name\": \"spark\", \"birthRate\": 10, \"lifetime\": 1,"
    "    \"velocity\": 40, \"emissionRange\": 3.14159, \"color\": [1, 0.6, 0.2, 1],"
    "    \"contents\": {\"shape\": \"square\", \"size\": [8, 8]},"
    "    \"emitterCells\": [{\"name\": \"trail\", \"birthRate\": 2, \"lifetime\": 0.25,"
    "      \"contents\": \"circle\"}]}]}]}";

/* Number keys of a layer and of its cell, as a scene file writes them. */
static const char *number_keys[] = {
    "birthRate", "lifetime", "velocity", "scale", "spin", "emitterZPosition", "emitterDepth",
    "opacity", "speed", "timeOffset", "beginTime", "seed", "zPosition", "cornerRadius",
    "emitterCells.spark.birthRate", "emitterCells.spark.lifetime",
    "emitterCells.spark.lifetimeRange", "emitterCells.spark.velocity",
    "emitterCells.spark.scale", "emitterCells.spark.scaleSpeed", "emitterCells.spark.spin",
    "emitterCells.spark.emissionRange", "emitterCells.spark.maxParticles",
    "emitterCells.spark.alphaSpeed", "emitterCells.spark.contentsScale",
    "emitterCells.spark.contentsFrameCount", "emitterCells.spark.contentsFramesPerSecond",
    "emitterCells.spark.speed", "emitterCells.spark.timeOffset", "emitterCells.spark.beginTime",
    "emitterCells.spark.duration", "emitterCells.spark.repeatCount",
    "emitterCells.spark.repeatDuration", "emitterCells.spark.mass",
    "emitterCells.spark.emitterCells.trail.birthRate",
    "emitterCells.spark.emitterCells.trail.lifetime"};
enum { NUMBER_KEY_COUNT = sizeof number_keys / sizeof number_keys[0] };

/* Event JSON with a number in it; printf writes nan and inf, which JSON has not. */
static const char *event_formats[] = {
    "{\"type\": \"set\", \"keyPath\": \"birthRate\", \"value\": %.17g}",
    "{\"type\": \"set\", \"keyPath\": \"emitterCells.spark.lifetime\", \"value\": %.17g, \"time\": 0}",
    "{\"type\": \"set\", \"keyPath\": \"emitterPosition\", \"value\": [%.17g, 1], \"time\": %.17g}",
    "{\"type\": \"burst\", \"cell\": \"spark\", \"count\": %.17g}",
    "{\"type\": \"emit\", \"duration\": %.17g}",
    "{\"type\": \"stop\", \"time\": %.17g}",
    "{\"type\": \"insertCell\", \"cell\": {\"name\": \"x\", \"birthRate\": %.17g, \"lifetime\": 1,"
    " \"contents\": \"circle\"}, \"index\": 0}",
    "{\"type\": \"insertCell\", \"cell\": {\"name\": \"y\", \"lifetime\": 1}, \"index\": %.17g}",
    "{\"type\": \"removeSublayer\", \"index\": %.17g}",
    "{\"type\": \"insertSublayer\", \"layer\": {\"name\": \"b\", \"speed\": %.17g,"
    " \"emitterCells\": [{\"name\": \"d\", \"birthRate\": 5, \"lifetime\": 1}]}, \"index\": 0}",
    "{\"type\": \"addAnimation\", \"key\": \"k\", \"animation\": {\"keyPath\": \"birthRate\","
    " \"fromValue\": 0, \"toValue\": %.17g, \"duration\": 1}}",
    "{\"type\": \"addAnimation\", \"key\": \"k\", \"animation\": {\"keyPath\": \"opacity\","
    " \"fromValue\": 0, \"toValue\": 1, \"duration\": %.17g, \"repeatCount\": %.17g}}",
    "{\"type\": \"addAnimation\", \"key\": \"k\", \"animation\": {\"type\": \"keyframe\","
    " \"keyPath\": \"opacity\", \"values\": [0, 1], \"duration\": 1, \"speed\": %.17g}}",
    "{\"type\": \"insertBehavior\", \"behavior\": {\"type\": \"drag\", \"name\": \"d\","
    " \"drag\": %.17g}}",
};
enum { EVENT_COUNT = sizeof event_formats / sizeof event_formats[0] };

/* Larger than the 160 x 120 canvas, as a host's window may be. */
static unsigned char pixels[200 * 150 * 4];
static ek_particle particles[4096];

/* A frame of ordinary work on `system`, so a hostile value's effect is exercised. */
static double current_number = 0;
static void frame(ek_system *system, int gl, const char *what) {
  char after[300];
  snprintf(after, sizeof after, "%.200s (%g)", what, current_number);
  CALL(NULL, ek_system_update_by(system, 1.0 / 60), "update_by(1/60) after %s", after);
  if (gl)
    CALL(NULL, ek_system_read_image(system, pixels, sizeof pixels), "read_image after %s", after);
  else
    CALL(NULL, ek_system_draw_rgba(system, pixels, 200, 150, 800, 1), "draw_rgba after %s", after);
  size_t count = 0;
  CALL(NULL, ek_system_snapshot(system, particles, 4096, &count), "snapshot after %s", after);
}

/* A fresh system of the kind asked for, or NULL after a failure. */
static ek_system *make(ek_scene *scene, int gl) {
  ek_system *system = NULL;
  ek_status status = gl ? CALL(NULL, ek_system_create(scene, 1, &system), "create")
                        : CALL(NULL, ek_system_create_cpu(scene, 1, &system), "create_cpu");
  if (status != EK_OK) {
    failures++;
    fprintf(stderr, "could not make a system: %s\n", ek_last_error_message());
  }
  return system;
}

/* Every numeric argument of every system call, one hostile number at a time. */
static int first_number = 0;
static void sweep_numbers(ek_scene *scene, int gl) {
  const char *kind = gl ? "GL" : "CPU";
  for (int n = first_number; n < NUMBER_COUNT; n++) {
    double v = numbers[n];
    current_number = v;
    ek_system *made = NULL;
    if (gl) {
      if (CALL("pixel_scale", ek_system_create(scene, v, &made), "%s create(scale %g)", kind, v) == EK_OK)
        CALL(NULL, ek_system_destroy(made), "destroy");
    } else {
      if (CALL("pixel_scale", ek_system_create_cpu(scene, v, &made), "%s create_cpu(scale %g)", kind, v) == EK_OK)
        CALL(NULL, ek_system_destroy(made), "destroy");
    }
    size_t count = 0;
    CALL("frames_per_second", ek_scene_reference_snapshot(scene, v, 30, particles, 4096, &count),
         "reference_snapshot(fps %g)", v);

    /* A fresh system per number: each number's effect alone, then a frame of work. */
    ek_system *system = make(scene, gl);
    if (!system) return;
    CALL(NULL, ek_system_update(system, 0.25), "%s update(0.25)", kind);
    CALL("time", ek_system_update(system, v), "%s update(%g)", kind, v);
    frame(system, gl, "update");
    CALL("seconds", ek_system_update_by(system, v), "%s update_by(%g)", kind, v);
    frame(system, gl, "update_by");
    CALL("width", ek_system_resize(system, v, 100, 1), "%s resize(%g, 100, 1)", kind, v);
    CALL("height", ek_system_resize(system, 100, v, 1), "%s resize(100, %g, 1)", kind, v);
    CALL("pixel_scale", ek_system_resize(system, 100, 100, v), "%s resize(100, 100, %g)", kind, v);
    frame(system, gl, "resize");
    CALL(NULL, ek_system_resize(system, 160, 120, 1), "%s resize back", kind);
    if (!gl) {
      CALL("scale", ek_system_draw_rgba(system, pixels, 200, 150, 800, v), "draw_rgba(scale %g)", v);
      CALL(NULL, ek_system_resize(system, 160, 120, 1), "%s resize back", kind);
    }
    CALL("red", ek_system_set_background(system, v, 0, 0, 1), "set_background(%g)", v);
    CALL("alpha", ek_system_set_background(system, 0, 0, 0, v), "set_background(alpha %g)", v);
    CALL("duration", ek_system_emit(system, 0, v), "%s emit(0, %g)", kind, v);
    CALL("duration", ek_system_emit(system, -1, v), "%s emit(-1, %g)", kind, v);
    frame(system, gl, "emit");
    for (int k = 0; k < NUMBER_KEY_COUNT; k++) {
      CALL(NULL, ek_system_set_double(system, 0, number_keys[k], v), "%s set_double(%s, %g)", kind,
           number_keys[k], v);
      frame(system, gl, number_keys[k]);
    }
    CALL(NULL, ek_system_set_vec2(system, 0, "emitterPosition", v, v), "%s set_vec2(emitterPosition, %g)", kind, v);
    CALL(NULL, ek_system_set_vec2(system, 0, "emitterSize", v, 10), "%s set_vec2(emitterSize, %g)", kind, v);
    CALL(NULL, ek_system_set_vec3(system, 0, "emitterCells.spark.color", v, 0, 1),
         "%s set_vec3(color, %g)", kind, v);
    CALL(NULL, ek_system_set_vec4(system, 0, "emitterCells.spark.color", 1, v, 0, v),
         "%s set_vec4(color, %g)", kind, v);
    CALL(NULL, ek_system_set_vec4(system, 0, "emitterCells.spark.contentsRect", 0, 0, v, v),
         "%s set_vec4(contentsRect, %g)", kind, v);
    frame(system, gl, "set_vec");
    char event[512];
    for (int e = 0; e < EVENT_COUNT; e++) {
      snprintf(event, sizeof event, event_formats[e], v, v);
      CALL(NULL, ek_system_apply(system, 0, event), "%s apply(%s)", kind, event);
      CALL(NULL, ek_system_apply(system, -1, event), "%s apply(-1, %s)", kind, event);
      frame(system, gl, event);
    }
    CALL(NULL, ek_system_destroy(system), "%s destroy", kind);
  }
}

/* Every integer argument: layers, counts, sizes, viewports, texture names, frame counts. */
static void sweep_integers(ek_scene *scene, int gl) {
  const char *kind = gl ? "GL" : "CPU";
  ek_system *system = make(scene, gl);
  if (!system) return;
  CALL(NULL, ek_system_update(system, 0.25), "%s update(0.25)", kind);
  for (int n = 0; n < INTEGER_COUNT; n++) {
    int32_t i = integers[n];
    current_number = i;
    size_t count = 0;
    int32_t finished = 0;
    CALL("frames", ek_scene_reference_snapshot(scene, 60, i, particles, 4096, &count),
         "reference_snapshot(frames %d)", i);
    CALL(NULL, ek_system_burst(system, 0, "spark", i), "%s burst(0, spark, %d)", kind, i);
    CALL(NULL, ek_system_burst(system, i, "spark", 3), "%s burst(%d, spark, 3)", kind, i);
    frame(system, gl, "burst");
    CALL(NULL, ek_system_emit(system, i, 1), "%s emit(%d)", kind, i);
    CALL(NULL, ek_system_stop(system, i), "%s stop(%d)", kind, i);
    CALL(NULL, ek_system_start(system, i), "%s start(%d)", kind, i);
    CALL(NULL, ek_system_restart(system, i), "%s restart(%d)", kind, i);
    CALL(NULL, ek_system_set_double(system, i, "birthRate", 10), "%s set_double(layer %d)", kind, i);
    CALL(NULL, ek_system_live_count(system, i, &count), "%s live_count(%d)", kind, i);
    CALL(NULL, ek_system_is_finished(system, i, &finished), "%s is_finished(%d)", kind, i);
    CALL(NULL, ek_system_born_count(system, i, "spark", &count), "%s born_count(%d)", kind, i);
    CALL(NULL, ek_system_apply(system, i, "{\"type\": \"stop\"}"), "%s apply(layer %d)", kind, i);
    char event[256];
    snprintf(event, sizeof event, "{\"type\": \"burst\", \"cell\": \"spark\", \"count\": %d}", i);
    CALL(NULL, ek_system_apply(system, 0, event), "%s apply(%s)", kind, event);
    snprintf(event, sizeof event, "{\"type\": \"removeSublayer\", \"index\": %d}", i);
    CALL(NULL, ek_system_apply(system, -1, event), "%s apply(-1, %s)", kind, event);
    CALL(NULL, ek_system_snapshot(system, particles, 0, &count), "%s snapshot(capacity 0)", kind);
    CALL(NULL, ek_system_read_image(system, pixels, 0), "%s read_image(capacity 0)", kind);
    frame(system, gl, "layer calls");
    if (gl) {
      /* Framebuffer 0 of a surfaceless context, and names that are no framebuffer or texture. */
      /* A surfaceless context's framebuffer 0 is incomplete: sizes and origins in range are
       * refused for that, not for the number. */
      int side_ok = i >= 1 && i <= 16384, origin_ok = i >= -32768 && i <= 32767;
      CALL(side_ok ? NULL : "width", ek_system_draw(system, 0, 0, 0, i, 120), "draw(0, 0, 0, %d, 120)", i);
      CALL(origin_ok ? NULL : "x", ek_system_draw(system, 0, i, i, 160, 120), "draw(0, %d, %d, 160, 120)", i, i);
      CALL(NULL, ek_system_draw(system, (uint32_t)i, 0, 0, 160, 120), "draw(framebuffer %u)", (uint32_t)i);
      CALL(NULL, ek_system_draw_texture(system, (uint32_t)i, 16, 16), "draw_texture(%u)", (uint32_t)i);
      CALL(side_ok ? NULL : "width", ek_system_draw_texture(system, 1, i, i), "draw_texture(1, %d, %d)", i, i);
    } else {
      /* Sizes the buffer holds, or sizes refused before a byte is touched. */
      if (i <= 0 || i > 16384) {
        CALL("width", ek_system_draw_rgba(system, pixels, i, 150, 800, 1), "draw_rgba(width %d)", i);
        CALL("height", ek_system_draw_rgba(system, pixels, 200, i, 800, 1), "draw_rgba(height %d)", i);
      }
      if (i < 800)
        CALL("stride", ek_system_draw_rgba(system, pixels, 200, 150, i, 1), "draw_rgba(stride %d)", i);
      CALL("width", ek_system_draw_rgba(system, pixels, INT32_MAX, 1, INT32_MAX, 1),
           "draw_rgba(width INT32_MAX)");
    }
  }
  CALL(NULL, ek_system_destroy(system), "%s destroy", kind);
}

/* A string of `length` bytes repeating `unit`, or `unit` once, wrapped in prefix and suffix. */
static char *repeated(const char *prefix, const char *unit, size_t length, const char *suffix) {
  size_t p = strlen(prefix), u = strlen(unit), s = strlen(suffix);
  char *text = malloc(p + length + s + 1);
  memcpy(text, prefix, p);
  for (size_t at = 0; at + u <= length; at += u) memcpy(text + p + at, unit, u);
  size_t filled = length - length % u;
  memcpy(text + p + filled, suffix, s);
  text[p + filled + s] = 0;
  return text;
}

/* Every string argument: invalid UTF-8, an embedded NUL, 10 MB key paths and JSON. */
static void sweep_strings(ek_scene *scene, int gl) {
  const char *kind = gl ? "GL" : "CPU";
  const size_t big = 10u << 20;
  char *strings[] = {
      strdup("\xff\xfe\xc0\x80 not UTF-8 \xed\xa0\x80"),
      strdup("birth\0Rate"),
      strdup(""),
      repeated("", "a", big, ""),
      repeated("", "emitterCells.", big, "birthRate"),
      repeated("", "[", big, ""),
      repeated("", "{\"a\":", big, ""),
      repeated("{\"type\": \"set\", \"keyPath\": \"", "x", big, "\", \"value\": 1}"),
      repeated("{\"type\": \"setCells\", \"cells\": [", "{\"name\": \"c\"},", big, "{}]}"),
      repeated("{\"size\": [10, 10], \"layers\": [{\"name\": \"", "layer", big, "\"}]}"),
      repeated("{\"type\": \"burst\", \"cell\": \"spark\", \"count\": 1", "0", big, "}"),
  };
  const char *names[] = {"invalid UTF-8", "embedded NUL", "empty", "10 MB of a",
                         "10 MB key path", "10 MB of [", "10 MB of {\"a\":", "10 MB set event",
                         "10 MB setCells", "10 MB scene", "10 MB number"};
  enum { STRING_COUNT = sizeof strings / sizeof strings[0] };
  ek_system *system = make(scene, gl);
  if (!system) return;
  for (int n = 0; n < STRING_COUNT; n++) {
    const char *s = strings[n], *name = names[n];
    ek_scene *loaded = NULL;
    if (CALL(NULL, ek_scene_load_json(s, &loaded), "scene_load_json(%s)", name) == EK_OK)
      CALL(NULL, ek_scene_destroy(loaded), "scene_destroy");
    if (CALL(NULL, ek_scene_load_file(s, &loaded), "scene_load_file(%s)", name) == EK_OK)
      CALL(NULL, ek_scene_destroy(loaded), "scene_destroy");
    int32_t index = 0;
    size_t count = 0;
    CALL(NULL, ek_system_set_double(system, 0, s, 1), "%s set_double(key %s)", kind, name);
    CALL(NULL, ek_system_set_vec2(system, 0, s, 1, 1), "%s set_vec2(key %s)", kind, name);
    CALL(NULL, ek_system_set_string(system, 0, s, "additive"), "%s set_string(key %s)", kind, name);
    CALL(NULL, ek_system_set_string(system, 0, "renderMode", s), "%s set_string(renderMode, %s)", kind, name);
    CALL(NULL, ek_system_set_string(system, 0, "emitterCells.spark.contents", s),
         "%s set_string(contents, %s)", kind, name);
    CALL(NULL, ek_system_layer_index(system, s, &index), "%s layer_index(%s)", kind, name);
    CALL(NULL, ek_system_apply(system, 0, s), "%s apply(%s)", kind, name);
    CALL(NULL, ek_system_apply(system, -1, s), "%s apply(-1, %s)", kind, name);
    CALL(NULL, ek_system_burst(system, 0, s, 3), "%s burst(cell %s)", kind, name);
    CALL(NULL, ek_system_born_count(system, 0, s, &count), "%s born_count(cell %s)", kind, name);
    frame(system, gl, name);
  }
  CALL(NULL, ek_system_destroy(system), "%s destroy", kind);
  for (int n = 0; n < STRING_COUNT; n++) free(strings[n]);
}

int main(int argc, char **argv) {
  signal(SIGALRM, on_signal);
  signal(SIGSEGV, on_signal);
  signal(SIGILL, on_signal);
  signal(SIGTRAP, on_signal);
  signal(SIGBUS, on_signal);
  signal(SIGFPE, on_signal);
  signal(SIGABRT, on_signal);
  /* "cpu" skips the GL half (a host with no EGL), "gl" the CPU half; the test runs both. */
  int with_gl = !(argc > 1 && strcmp(argv[1], "cpu") == 0);
  int with_cpu = !(argc > 1 && strcmp(argv[1], "gl") == 0);
  /* A second argument starts the numbers' sweep at that index (to reproduce one finding). */
  if (argc > 2) first_number = atoi(argv[2]);
  trace = getenv("EK_HOSTILE_TRACE") != NULL;
  ek_scene *scene = NULL;
  if (CALL(NULL, ek_scene_load_json(scene_json, &scene), "scene_load_json") != EK_OK) {
    fprintf(stderr, "the scene does not load: %s\n", ek_last_error_message());
    return 1;
  }
  double t0 = now();
  if (with_cpu) {
    sweep_numbers(scene, 0);
    sweep_integers(scene, 0);
    sweep_strings(scene, 0);
  }
  printf("emitterkit_hostile: CPU: %d calls so far, %.1f s\n", calls, now() - t0);
  if (with_gl) {
    ek_context *context = NULL;
    if (CALL(NULL, ek_context_create_headless(&context), "context_create_headless") != EK_OK) {
      fprintf(stderr, "no headless context: %s\n", ek_last_error_message());
      return 1;
    }
    sweep_numbers(scene, 1);
    sweep_integers(scene, 1);
    sweep_strings(scene, 1);
    CALL(NULL, ek_context_destroy(context), "context_destroy");
  }
  CALL(NULL, ek_scene_destroy(scene), "scene_destroy");
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  long peak_mb = usage.ru_maxrss / 1024;
  if (peak_mb > RSS_LIMIT_MB) {
    failures++;
    fprintf(stderr, "peak RSS %ld MB (at most %d)\n", peak_mb, RSS_LIMIT_MB);
  }
  printf("emitterkit_hostile: %d calls (%d refused), %.1f s, peak RSS %ld MB, %d failures;"
         " the slowest call %.2f s: %.200s\n",
         calls, refused, now() - t0, peak_mb, failures, slowest_seconds, slowest);
  if (failures == 0) printf("emitterkit_hostile: all checks passed\n");
  return failures == 0 ? 0 : 1;
}
