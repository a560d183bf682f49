// How long this machine's OpenGL takes to draw N flat-coloured, alpha-blended quads, with no
// EmitterKit code in the way: the same measurement as `emitter bench`'s gpu-draw-floor row, made
// independently. Quads of W x H pixels at random positions on a 390x844 RGBA8 target, corners
// precomputed, drawn three ways (instanced strips reading a storage buffer, indexed triangles
// from vertex attributes, plain triangle lists); prints the best of 9 timed draws of each.
// Build and run with tools/gl-floor/run.
#include <epoxy/egl.h>
#include <epoxy/gl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 390, HEIGHT = 844, REPEATS = 9 };

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static GLuint compile(GLenum kind, const char *source) {
  GLuint shader = glCreateShader(kind);
  glShaderSource(shader, 1, &source, NULL);
  glCompileShader(shader);
  GLint ok;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[4096];
    glGetShaderInfoLog(shader, sizeof log, NULL, log);
    fprintf(stderr, "gl_floor: shader does not compile: %s\n", log);
    exit(1);
  }
  return shader;
}

static GLuint program(const char *vertex, const char *fragment) {
  GLuint p = glCreateProgram();
  glAttachShader(p, compile(GL_VERTEX_SHADER, vertex));
  glAttachShader(p, compile(GL_FRAGMENT_SHADER, fragment));
  glLinkProgram(p);
  return p;
}

static const char *FRAGMENT =
  "#version 450 core\n"
  "flat in vec4 tint; out vec4 color;\n"
  "void main() { color = tint; }\n";

// Corners in strip order (top-left, top-right, bottom-left, bottom-right), then the tint.
static const char *VERTEX_STORAGE =
  "#version 450 core\n"
  "struct Quad { vec4 corners[4]; vec4 tint; };\n"
  "layout(std430, binding = 0) readonly buffer Quads { Quad quads[]; };\n"
  "flat out vec4 tint;\n"
  "void main() { gl_Position = quads[gl_InstanceID].corners[gl_VertexID]; tint = quads[gl_InstanceID].tint; }\n";

static const char *VERTEX_ATTRIBUTES =
  "#version 450 core\n"
  "layout(location = 0) in vec4 position; layout(location = 1) in vec4 color;\n"
  "flat out vec4 tint;\n"
  "void main() { gl_Position = position; tint = color; }\n";

static const int STRIP_TO_TRIANGLES[6] = {0, 1, 2, 2, 1, 3};

static double best_of(void (*draw)(int), int quads) {
  double best = 1e30;
  for (int r = 0; r <= REPEATS; r++) {
    glClear(GL_COLOR_BUFFER_BIT);
    glFinish();
    double start = now_ms();
    draw(quads);
    glFinish();
    double elapsed = now_ms() - start;
    if (r > 0 && elapsed < best) best = elapsed;  // the first draw compiles shader variants
  }
  return best;
}

static void draw_instanced(int n) { glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, n); }
static void draw_indexed(int n) { glDrawElements(GL_TRIANGLES, 6 * n, GL_UNSIGNED_INT, 0); }
static void draw_list(int n) { glDrawArrays(GL_TRIANGLES, 0, 6 * n); }

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: gl_floor QUADS WIDTH_PX HEIGHT_PX\n");
    return 2;
  }
  int n = atoi(argv[1]);
  float w = (float)atof(argv[2]), h = (float)atof(argv[3]);
  if (n <= 0 || n > 4000000 || !(w >= 0) || !(h >= 0)) {
    fprintf(stderr, "gl_floor: QUADS must be 1...4000000 and the sizes at least 0\n");
    return 2;
  }

  EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
  if (!eglInitialize(display, NULL, NULL) || !eglBindAPI(EGL_OPENGL_API)) {
    fprintf(stderr, "gl_floor: no EGL surfaceless display (install libegl-mesa0)\n");
    return 1;
  }
  const EGLint attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
    EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
  EGLContext context = eglCreateContext(display, EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT, attributes);
  if (context == EGL_NO_CONTEXT || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
    fprintf(stderr, "gl_floor: no OpenGL 4.5 core context\n");
    return 1;
  }

  GLuint colour, framebuffer, vertexArray;
  glCreateRenderbuffers(1, &colour);
  glNamedRenderbufferStorage(colour, GL_RGBA8, WIDTH, HEIGHT);
  glCreateFramebuffers(1, &framebuffer);
  glNamedFramebufferRenderbuffer(framebuffer, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glViewport(0, 0, WIDTH, HEIGHT);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glClearColor(0, 0, 0, 1);
  glCreateVertexArrays(1, &vertexArray);
  glBindVertexArray(vertexArray);

  // Per quad: 4 corners (clip space) and a premultiplied tint, 20 floats.
  float *quads = malloc((size_t)n * 20 * sizeof(float));
  srand(1);
  for (int i = 0; i < n; i++) {
    float x = (float)(rand() % WIDTH), y = (float)(rand() % HEIGHT);
    for (int c = 0; c < 4; c++) {
      float px = x + ((c & 1) ? w : -w) / 2, py = y + ((c >> 1) ? h : -h) / 2;
      float *corner = quads + i * 20 + c * 4;
      corner[0] = px / WIDTH * 2 - 1;
      corner[1] = 1 - py / HEIGHT * 2;
      corner[2] = 0;
      corner[3] = 1;
    }
    float *tint = quads + i * 20 + 16;
    tint[0] = 0.5f; tint[1] = 0.3f; tint[2] = 0.2f; tint[3] = 0.6f;
  }

  GLuint storage;
  glCreateBuffers(1, &storage);
  glNamedBufferStorage(storage, (GLsizeiptr)n * 80, quads, 0);
  glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, storage);
  glUseProgram(program(VERTEX_STORAGE, FRAGMENT));
  double instanced = best_of(draw_instanced, n);

  // Vertex attributes: position and tint per vertex, 4 vertices per quad with indices, or 6.
  float *vertices = malloc((size_t)n * 6 * 8 * sizeof(float));
  GLuint *indices = malloc((size_t)n * 6 * sizeof(GLuint));
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 6; k++) {
      int corner = STRIP_TO_TRIANGLES[k];
      memcpy(vertices + (i * 6 + k) * 8, quads + i * 20 + corner * 4, 16);
      memcpy(vertices + (i * 6 + k) * 8 + 4, quads + i * 20 + 16, 16);
      indices[i * 6 + k] = (GLuint)(i * 4 + corner);
    }
  GLuint attributesBuffer, cornerBuffer, indexBuffer;
  glCreateBuffers(1, &attributesBuffer);
  glNamedBufferStorage(attributesBuffer, (GLsizeiptr)n * 6 * 32, vertices, 0);
  glCreateBuffers(1, &cornerBuffer);
  for (int i = 0; i < n; i++)  // the 4 corners of each quad, each with the tint
    for (int c = 0; c < 4; c++) {
      memcpy(vertices + (i * 4 + c) * 8, quads + i * 20 + c * 4, 16);
      memcpy(vertices + (i * 4 + c) * 8 + 4, quads + i * 20 + 16, 16);
    }
  glNamedBufferStorage(cornerBuffer, (GLsizeiptr)n * 4 * 32, vertices, 0);
  glCreateBuffers(1, &indexBuffer);
  glNamedBufferStorage(indexBuffer, (GLsizeiptr)n * 6 * 4, indices, 0);
  glUseProgram(program(VERTEX_ATTRIBUTES, FRAGMENT));
  glEnableVertexArrayAttrib(vertexArray, 0);
  glEnableVertexArrayAttrib(vertexArray, 1);
  glVertexArrayAttribFormat(vertexArray, 0, 4, GL_FLOAT, GL_FALSE, 0);
  glVertexArrayAttribFormat(vertexArray, 1, 4, GL_FLOAT, GL_FALSE, 16);
  glVertexArrayAttribBinding(vertexArray, 0, 0);
  glVertexArrayAttribBinding(vertexArray, 1, 0);
  glVertexArrayElementBuffer(vertexArray, indexBuffer);
  glVertexArrayVertexBuffer(vertexArray, 0, cornerBuffer, 0, 32);
  double indexed = best_of(draw_indexed, n);
  glVertexArrayVertexBuffer(vertexArray, 0, attributesBuffer, 0, 32);
  double list = best_of(draw_list, n);

  printf("%s: %d flat quads of %gx%g px on %dx%d, best of %d draws\n",
    (const char *)glGetString(GL_RENDERER), n, w, h, WIDTH, HEIGHT, REPEATS);
  printf("  instanced strips, storage buffer  %8.2f ms\n", instanced);
  printf("  indexed triangles, attributes     %8.2f ms\n", indexed);
  printf("  triangle list, attributes         %8.2f ms\n", list);
  return glGetError() == GL_NO_ERROR ? 0 : 1;
}
