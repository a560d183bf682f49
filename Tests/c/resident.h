/*
 * What the C test programs that watch memory share (emitterkit_leak.c, emitterkit_soak.c): the
 * resident set and a monotonic clock, and EMITTERKIT_TEST_UNDER_ASAN when AddressSanitizer
 * instruments the program (tools/sanitize), whose quarantine the resident set would measure.
 */
#ifndef EMITTERKIT_TEST_RESIDENT_H
#define EMITTERKIT_TEST_RESIDENT_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EMITTERKIT_TEST_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define EMITTERKIT_TEST_UNDER_ASAN 1
#endif

/* The resident set, MB, from /proc/self/statm; exits 2 when it cannot be read. */
static double resident_mb(void) {
  long pages = 0, resident = 0;
  FILE *file = fopen("/proc/self/statm", "r");
  if (!file || fscanf(file, "%ld %ld", &pages, &resident) != 2) {
    fprintf(stderr, "cannot read /proc/self/statm\n");
    exit(2);
  }
  fclose(file);
  return resident * (double)sysconf(_SC_PAGESIZE) / (1 << 20);
}

/* Seconds on the monotonic clock. */
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

#endif
