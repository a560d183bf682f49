/*
 * Every live verb from C: runs a scene file on a CPU system (ek_system_create_cpu) for a number
 * of frames at 60 fps, making the calls of a script at their frames, then prints the counts and
 * the particles. VerbSurfaceTests (EmitterKitCToolTests) runs the same script through the Swift
 * façade and the Python binding and compares the three outputs byte for byte.
 *
 *   emitterkit_verbs SCENE.json SCRIPT FRAMES
 *
 * A script line is FRAME CALL LAYER ARGUMENTS, tab-separated, CALL one of: set_double KEY X,
 * set_vec2 KEY X Y, set_vec3 KEY X Y Z, set_vec4 KEY X Y Z W, set_string KEY TEXT, apply JSON,
 * burst CELL COUNT, fire CELL COUNT, emit SECONDS, stop, start, restart. Exits 1 with the
 * library's message when a call is refused.
 */
#include <emitterkit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 8

static void fail(const char *what, ek_status status) {
  fprintf(stderr, "emitterkit_verbs: %s: %s: %s\n", what, ek_status_name(status),
          ek_last_error_message());
  exit(1);
}

static int split(char *line, char **fields) {
  int count = 0;
  char *field = line;
  while (count < MAX_FIELDS) {
    fields[count++] = field;
    char *tab = strchr(field, '\t');
    if (!tab) break;
    *tab = '\0';
    field = tab + 1;
  }
  return count;
}

static ek_status call(ek_system *system, char **f, int count) {
  int layer = atoi(f[2]);
  const char *name = f[1];
  if (!strcmp(name, "set_double") && count == 5)
    return ek_system_set_double(system, layer, f[3], atof(f[4]));
  if (!strcmp(name, "set_vec2") && count == 6)
    return ek_system_set_vec2(system, layer, f[3], atof(f[4]), atof(f[5]));
  if (!strcmp(name, "set_vec3") && count == 7)
    return ek_system_set_vec3(system, layer, f[3], atof(f[4]), atof(f[5]), atof(f[6]));
  if (!strcmp(name, "set_vec4") && count == 8)
    return ek_system_set_vec4(system, layer, f[3], atof(f[4]), atof(f[5]), atof(f[6]), atof(f[7]));
  if (!strcmp(name, "set_string") && count == 5)
    return ek_system_set_string(system, layer, f[3], f[4]);
  if (!strcmp(name, "apply") && count == 4) return ek_system_apply(system, layer, f[3]);
  if (!strcmp(name, "burst") && count == 5)
    return ek_system_burst(system, layer, f[3], atoi(f[4]));
  if (!strcmp(name, "fire") && count == 5)
    return ek_system_fire(system, layer, f[3], atoi(f[4]), NULL);
  if (!strcmp(name, "emit") && count == 4) return ek_system_emit(system, layer, atof(f[3]));
  if (!strcmp(name, "stop") && count == 3) return ek_system_stop(system, layer);
  if (!strcmp(name, "start") && count == 3) return ek_system_start(system, layer);
  if (!strcmp(name, "restart") && count == 3) return ek_system_restart(system, layer);
  fprintf(stderr, "emitterkit_verbs: unknown call or arguments: %s (%d fields)\n", name, count);
  exit(2);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: emitterkit_verbs SCENE.json SCRIPT FRAMES\n");
    return 2;
  }
  ek_scene *scene = NULL;
  ek_status status = ek_scene_load_file(argv[1], &scene);
  if (status != EK_OK) fail("ek_scene_load_file", status);
  ek_system *system = NULL;
  status = ek_system_create_cpu(scene, 1, &system);
  if (status != EK_OK) fail("ek_system_create_cpu", status);

  FILE *script = fopen(argv[2], "r");
  if (!script) {
    perror(argv[2]);
    return 2;
  }
  static char line[65536];
  char *fields[MAX_FIELDS];
  int count = 0, next = -1;
  if (fgets(line, sizeof line, script)) {
    line[strcspn(line, "\n")] = '\0';
    count = split(line, fields);
    next = atoi(fields[0]);
  }
  int frames = atoi(argv[3]);
  for (int frame = 1; frame <= frames; frame++) {
    status = ek_system_update(system, frame / 60.0);
    if (status != EK_OK) fail("ek_system_update", status);
    while (next == frame) {
      status = call(system, fields, count);
      if (status != EK_OK) fail(fields[1], status);
      next = -1;
      if (fgets(line, sizeof line, script)) {
        line[strcspn(line, "\n")] = '\0';
        count = split(line, fields);
        next = atoi(fields[0]);
      }
    }
  }
  fclose(script);

  size_t live = 0;
  int32_t finished = 0;
  if ((status = ek_system_live_count(system, -1, &live)) != EK_OK) fail("live_count", status);
  if ((status = ek_system_is_finished(system, 0, &finished)) != EK_OK) fail("is_finished", status);
  size_t born_spark = 0, born_glow = 0;
  if ((status = ek_system_born_count(system, 0, "spark", &born_spark)) != EK_OK) fail("born_count", status);
  if ((status = ek_system_born_count(system, 0, "glow", &born_glow)) != EK_OK) fail("born_count", status);
  printf("live %zu finished %d born %zu %zu\n", live, (int)finished, born_spark, born_glow);
  size_t n = 0;
  ek_particle *particles = malloc((live ? live : 1) * sizeof *particles);
  if ((status = ek_system_snapshot(system, particles, live, &n)) != EK_OK) fail("snapshot", status);
  for (size_t i = 0; i < n; i++) {
    ek_particle p = particles[i];
    printf("%d %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g %.9g\n", (int)p.cell, p.x, p.y, p.z, p.r,
           p.g, p.b, p.a, p.age, p.scale);
  }
  free(particles);
  ek_system_destroy(system);
  ek_scene_destroy(scene);
  return 0;
}
