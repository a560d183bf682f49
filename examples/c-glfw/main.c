/*
 * A GLFW program of its own, with EmitterKit's confetti drawn over its frame.
 *
 * Each frame the program clears to its own background and draws its "UI" (a side panel, a
 * button and a bar, as scissored clears: plain GL, no shaders), then ek_system_draw blends the
 * particles over that in framebuffer 0. A click bursts confetti where it lands.
 *
 *   ./confetti                          a window; click for confetti, Esc to quit
 *   ./confetti --frames 90 --click 400,300@1 --screenshot out.png   headless runs (Xvfb) for CI
 *   ./confetti --particles 100000 --frames 60                        frame time, emitter bench's rain
 */
#include <emitterkit.h>
#include <epoxy/gl.h>
#include <GLFW/glfw3.h>
#include <png.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The confetti burst: nothing is emitted until a click (birthRate 0); the cell flies up and
 * out, falls, spins and fades. */
static const char *burst_scene =
    "{\"size\": [800, 600], \"layers\": [{\"name\": \"burst\", \"emitterPosition\": [400, 300],"
    " \"emitterCells\": [{\"name\": \"confetti\", \"birthRate\": 0, \"lifetime\": 2.5,"
    "  \"velocity\": 320, \"velocityRange\": 120, \"emissionLongitude\": -1.5708,"
    "  \"emissionRange\": 1.2, \"yAcceleration\": 520, \"spin\": 3, \"spinRange\": 6,"
    "  \"color\": [1, 0.55, 0.25, 1], \"redRange\": 0.3, \"greenRange\": 0.45, \"blueRange\": 0.7,"
    "  \"alphaSpeed\": -0.3, \"contents\": {\"shape\": \"rectangle\", \"size\": [12, 6]}}]}]}";

/* emitter bench's standard workload (BenchmarkWorkload.steady): confetti raining from a line
 * along the top of 1280x720, N live particles at steady state (birth rate N / 2 s lifetime). */
static const char *rain_scene_format =
    "{\"size\": [1280, 720], \"particleCap\": 134217728, \"layers\": [{\"name\": \"rain\","
    " \"emitterShape\": \"line\", \"emitterPosition\": [640, -10], \"emitterSize\": [1280, 0],"
    " \"emitterCells\": [{\"name\": \"confetti\", \"birthRate\": %.17g, \"lifetime\": 2,"
    "  \"velocity\": 175, \"velocityRange\": 50, \"emissionLongitude\": 3.141592653589793,"
    "  \"emissionRange\": 0.7853981633974483, \"yAcceleration\": 350, \"spin\": 2,"
    "  \"spinRange\": 3, \"scale\": 1, \"scaleSpeed\": -0.2, \"color\": [1, 0.6, 0.2, 1],"
    "  \"redRange\": 0.3, \"greenRange\": 0.4, \"blueSpeed\": 0.3, \"alphaSpeed\": -0.25,"
    "  \"contents\": {\"shape\": \"rectangle\", \"size\": [4, 2]}}]}]}";

typedef struct app {
  ek_system *confetti;
  int bursts;
} app;

static void fail(const char *what, ek_status status) {
  fprintf(stderr, "confetti: %s: %s: %s\n", what, ek_status_name(status), ek_last_error_message());
  exit(1);
}

#define EK(call)                             \
  do {                                       \
    ek_status status_ = (call);              \
    if (status_ != EK_OK) fail(#call, status_); \
  } while (0)

/* A click at (x, y) in window points: the emitter moves there and 80 pieces are born now. */
static void burst_at(app *state, double x, double y) {
  if (!state->confetti) return;
  EK(ek_system_set_vec2(state->confetti, 0, "emitterPosition", x, y));
  EK(ek_system_burst(state->confetti, 0, "confetti", 80));
  state->bursts++;
}

static void on_mouse_button(GLFWwindow *window, int button, int action, int mods) {
  (void)mods;
  if (button != GLFW_MOUSE_BUTTON_LEFT || action != GLFW_PRESS) return;
  double x, y;
  glfwGetCursorPos(window, &x, &y);
  burst_at(glfwGetWindowUserPointer(window), x, y);
}

static void on_key(GLFWwindow *window, int key, int scancode, int action, int mods) {
  (void)scancode, (void)mods;
  if (key == GLFW_KEY_ESCAPE && action == GLFW_PRESS) glfwSetWindowShouldClose(window, 1);
}

/* A filled rectangle in window pixels from the top-left, by a scissored clear. */
static void fill_rect(int fb_height, int x, int y, int w, int h, float r, float g, float b) {
  glScissor(x, fb_height - y - h, w, h);
  glClearColor(r, g, b, 1);
  glClear(GL_COLOR_BUFFER_BIT);
}

/* The program's own picture: background, a side panel with a button, a bar along the bottom. */
static void draw_app(int width, int height, double scale) {
  glDisable(GL_SCISSOR_TEST);
  glClearColor(0.09f, 0.13f, 0.20f, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  glEnable(GL_SCISSOR_TEST);
  int s = (int)lround(scale);
  fill_rect(height, 0, 0, 200 * s, height, 0.85f, 0.87f, 0.90f);            /* panel */
  fill_rect(height, 20 * s, 20 * s, 160 * s, 40 * s, 0.20f, 0.45f, 0.95f);  /* button */
  fill_rect(height, 200 * s, height - 30 * s, width - 200 * s, 30 * s, 0.30f, 0.33f, 0.38f); /* bar */
  glDisable(GL_SCISSOR_TEST);
}

static int write_png(const char *path, int width, int height) {
  unsigned char *pixels = malloc((size_t)width * height * 4);
  if (!pixels) return 0;
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  for (int i = 3; i < width * height * 4; i += 4) pixels[i] = 255; /* the window is opaque */
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = PNG_FORMAT_RGBA;
  /* A negative row stride: GL's rows run bottom-up. */
  int ok = png_image_write_to_file(&image, path, 0, pixels, -width * 4, NULL);
  if (!ok) fprintf(stderr, "confetti: %s: %s\n", path, image.message);
  free(pixels);
  return ok;
}

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void usage(void) {
  fprintf(stderr,
          "usage: confetti [--frames N] [--screenshot OUT.png] [--click X,Y@FRAME]... "
          "[--particles N]\n");
}

int main(int argc, char **argv) {
  long frames = 0, particles = 0;
  const char *screenshot = NULL;
  enum { max_clicks = 16 };
  double click_x[max_clicks], click_y[max_clicks];
  long click_frame[max_clicks];
  int clicks = 0;
  for (int i = 1; i < argc; i++) {
    char *end = NULL;
    if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
      frames = strtol(argv[++i], &end, 10);
      if (*end || frames < 1) { fprintf(stderr, "confetti: --frames %s: give a whole number of at least 1\n", argv[i]); return 2; }
    } else if (!strcmp(argv[i], "--particles") && i + 1 < argc) {
      particles = strtol(argv[++i], &end, 10);
      if (*end || particles < 1) { fprintf(stderr, "confetti: --particles %s: give a whole number of at least 1\n", argv[i]); return 2; }
    } else if (!strcmp(argv[i], "--screenshot") && i + 1 < argc) {
      screenshot = argv[++i];
    } else if (!strcmp(argv[i], "--click") && i + 1 < argc && clicks < max_clicks) {
      if (sscanf(argv[++i], "%lf,%lf@%ld", &click_x[clicks], &click_y[clicks], &click_frame[clicks]) != 3) {
        fprintf(stderr, "confetti: --click %s: write X,Y@FRAME, e.g. 400,300@1\n", argv[i]);
        return 2;
      }
      clicks++;
    } else {
      usage();
      return 2;
    }
  }

  if (!glfwInit()) { fprintf(stderr, "confetti: no display (GLFW could not start); try xvfb-run\n"); return 2; }
  int width_pt = particles ? 1280 : 800, height_pt = particles ? 720 : 600;
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 5);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  GLFWwindow *window = glfwCreateWindow(width_pt, height_pt,
                                        particles ? "EmitterKit confetti rain" : "Click for confetti",
                                        NULL, NULL);
  if (!window) { fprintf(stderr, "confetti: no OpenGL 4.5 core window\n"); glfwTerminate(); return 1; }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(frames ? 0 : 1); /* timed and headless runs do not wait for vsync */

  app state = {0};
  glfwSetWindowUserPointer(window, &state);
  glfwSetMouseButtonCallback(window, on_mouse_button);
  glfwSetKeyCallback(window, on_key);

  ek_scene *scene = NULL;
  if (particles) {
    char json[2048];
    snprintf(json, sizeof json, rain_scene_format, particles / 2.0);
    EK(ek_scene_load_json(json, &scene));
  } else {
    EK(ek_scene_load_json(burst_scene, &scene));
  }
  int fb_width, fb_height, win_width, win_height;
  glfwGetFramebufferSize(window, &fb_width, &fb_height);
  glfwGetWindowSize(window, &win_width, &win_height);
  double scale = (double)fb_width / win_width;
  EK(ek_system_create(scene, scale, &state.confetti));
  EK(ek_system_resize(state.confetti, win_width, win_height, scale));
  if (particles) EK(ek_system_update(state.confetti, 2.0)); /* warmed up past one lifetime */

  double *frame_ms = calloc(frames ? (size_t)frames : 1, sizeof(double));
  double time = particles ? 2.0 : 0.0;
  for (long frame = 1; !glfwWindowShouldClose(window) && (!frames || frame <= frames); frame++) {
    glfwPollEvents();
    for (int c = 0; c < clicks; c++)
      if (click_frame[c] == frame) burst_at(&state, click_x[c], click_y[c]);
    int w, h;
    glfwGetFramebufferSize(window, &w, &h);
    glfwGetWindowSize(window, &win_width, &win_height);
    if ((w != fb_width || h != fb_height) && win_width > 0) {
      fb_width = w, fb_height = h, scale = (double)w / win_width;
      EK(ek_system_resize(state.confetti, win_width, win_height, scale));
    }
    double start = now_seconds();
    time += 1.0 / 60; /* fixed steps: the same frames on every machine */
    EK(ek_system_update(state.confetti, time));
    glViewport(0, 0, fb_width, fb_height);
    draw_app(fb_width, fb_height, scale);
    EK(ek_system_draw(state.confetti, 0, 0, 0, fb_width, fb_height));
    if (frames) {
      glFinish();
      frame_ms[frame - 1] = (now_seconds() - start) * 1000;
    }
    if (frames && frame == frames && screenshot && !write_png(screenshot, fb_width, fb_height)) return 1;
    glfwSwapBuffers(window);
  }

  size_t live = 0;
  EK(ek_system_particle_count(state.confetti, &live));
  if (frames) {
    long measured = frames > 1 ? frames - 1 : 1; /* the first frame is not measured */
    qsort(frame_ms + (frames > 1), (size_t)measured, sizeof(double), compare_doubles);
    printf("confetti: %ld frames at %dx%d px, %zu live particles, %d bursts; "
           "update + draw + glFinish median %.3f ms\n",
           frames, fb_width, fb_height, live, state.bursts, frame_ms[(frames > 1) + measured / 2]);
  }
  if (screenshot) printf("confetti: wrote %s\n", screenshot);
  free(frame_ms);
  EK(ek_system_destroy(state.confetti));
  EK(ek_scene_destroy(scene));
  glfwDestroyWindow(window);
  glfwTerminate();
  return 0;
}
