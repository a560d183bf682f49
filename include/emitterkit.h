/*
 * emitterkit.h: EmitterKit's C interface (libemitterkit.so).
 *
 * Core Animation's particle system (CAEmitterLayer, CAEmitterCell, CAEmitterBehavior) for Linux:
 * load a scene (a JSON scene file), make a particle system in your OpenGL 4.3+ core context,
 * update it each frame and draw it over what you drew, into your framebuffer; or, with no GL at
 * all, make it with ek_system_create_cpu and draw it into your RGBA pixels (a Cairo image
 * surface, an SDL software surface, a GTK texture's bytes) with ek_system_draw_rgba.
 *
 * Conventions
 *  - Every function returns an ek_status; EK_OK is 0. On failure, ek_last_error_message() gives
 *    the reason in English (key path, value and allowed range for bad input). Results come back
 *    through out-parameters, written only on success.
 *  - Handles are opaque and explicitly destroyed. A NULL, destroyed or wrong-kind handle is
 *    reported as EK_ERROR_INVALID_HANDLE, never dereferenced: destroying twice is an error, not
 *    a crash.
 *  - Functions that touch GL (ek_system_create, _update, _draw, _read_image, _resize,
 *    _snapshot, _particle_count, _live_count, _is_finished, _destroy) need the system's own GL context current on the calling thread
 *    (not for a system made by ek_system_create_cpu, which never touches GL)
 *    (EK_ERROR_NO_CONTEXT otherwise, and nothing is done: a failed destroy keeps the handle); they
 *    restore the GL state they change (framebuffer bindings, viewport, blending, program,
 *    vertex array, texture units 0-5, uniform and storage buffer bindings, pixel alignment).
 *  - Coordinates are points, origin top-left, y down, as in the scene file; times are seconds.
 *  - Hostile numbers and strings are refused, never trapped on: a NaN, an infinity or a value
 *    out of range gets EK_ERROR_INVALID_ARGUMENT naming the argument, the value and the allowed
 *    range; work a call asks for is bounded before it starts (a canvas, viewport or buffer at
 *    most 16384 pixels a side, an update at most 3600 s, a reference snapshot at most 36000
 *    frames and 3600 s, key paths, layer paths and names at most 1024 bytes, a scene's JSON at
 *    most 32 MiB and a live call's at most 1 MiB, strings UTF-8).
 *
 * Threads
 *  - Different systems may be used from different threads at the same time (a GL system on the
 *    thread its context is current on); so may scenes and contexts. A scene is immutable: one
 *    scene may make systems and reference snapshots on several threads at once, and destroying
 *    it while another thread uses it is safe (the call in flight keeps it until it returns).
 *  - One system is used from one thread at a time (any thread, one after another). A call on a
 *    system while another call on it runs (on another thread, or from its own completion
 *    callback) is refused with EK_ERROR_BUSY and does nothing: the library detects the misuse
 *    rather than serialising it, so serialise your calls (or give each thread its own system).
 *  - ek_last_error_message is per thread; ek_status_name may be called from any thread.
 */
#ifndef EMITTERKIT_H
#define EMITTERKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Status codes. */
typedef enum ek_status {
  EK_OK = 0,
  /** A required pointer argument (out-parameter, string, buffer) was NULL. */
  EK_ERROR_NULL_ARGUMENT = 1,
  /** The handle is NULL, was destroyed, or is of another kind. */
  EK_ERROR_INVALID_HANDLE = 2,
  /** The scene file or JSON could not be read, parsed or validated. */
  EK_ERROR_SCENE = 3,
  /** No OpenGL context is current on this thread, another than the system's is, or none
   *  could be made. */
  EK_ERROR_NO_CONTEXT = 4,
  /** The GL context cannot run EmitterKit, or GL objects could not be made. */
  EK_ERROR_GL = 5,
  /** A live change was refused: unknown key path or layer path, wrong kind of value, out of
   *  range. */
  EK_ERROR_KEY_PATH = 6,
  /** An emission call was refused: unknown layer or cell, bad count or duration. */
  EK_ERROR_EMISSION = 7,
  /** An argument is out of range or unusable: a non-finite time, an empty viewport, an
   *  incomplete framebuffer, a name that is not a colour-renderable texture. */
  EK_ERROR_INVALID_ARGUMENT = 8,
  /** The particle cap stopped the simulation from growing. */
  EK_ERROR_CAPACITY = 9,
  /** The caller's buffer is too small; the count needed was written. */
  EK_ERROR_BUFFER_TOO_SMALL = 10,
  /** Another call on the same system was running at that moment (on another thread, or the
   *  call that is running a completion callback): a system is used from one thread at a time
   *  (see Threads above). Nothing was done; the caller must serialise its calls. */
  EK_ERROR_BUSY = 11
} ek_status;

/** A loaded scene: the model a system is made from. Immutable; may be destroyed after use. */
typedef struct ek_scene ek_scene;
/** A running particle system in a GL context. */
typedef struct ek_system ek_system;
/** A headless OpenGL context (EGL, no window) that EmitterKit made, for tools and tests. */
typedef struct ek_context ek_context;

/** One live particle, as ek_system_snapshot writes it. */
typedef struct ek_particle {
  /** Position in points (x right, y down, z toward the viewer). */
  float x, y, z;
  /** Colour, 0...1, not premultiplied. */
  float r, g, b, a;
  /** Seconds since birth, and the lifetime drawn at birth. */
  float age, lifetime;
  float scale;
  /** Index of the particle's cell in the flattened cell table (parents before children). */
  int32_t cell;
} ek_particle;

/** What happened to a particle (ek_event's `kind`). */
enum {
  /** It met a collider (a `collision` behaviour). */
  EK_EVENT_COLLISION = 0,
  /** It died: its life ran out, or a collider's `die` response ended it. */
  EK_EVENT_DEATH = 1
};

/** One collision or death, as ek_system_drain_events writes it. */
typedef struct ek_event {
  /** EK_EVENT_COLLISION or EK_EVENT_DEATH. */
  int32_t kind;
  /** The particle's cell: its index in the flattened cell table, and its layer's index. */
  int32_t cell, layer;
  /** Where, in layer points: a collision's contact point, or where it died. */
  float x, y, z;
  /** The layer's time at the end of the step it happened in, seconds. */
  double time;
  /** The particle's birth serial in its cell. */
  uint64_t serial;
  /** The cell's name path (`parent.child`), NUL-terminated; cut at a character boundary when
   *  longer than 63 bytes. */
  char cell_path[64];
} ek_event;

/** Called by update for each layer that completes: its emission ended and its last particle
 *  died. `layer` is its index in the scene, `time` the scene time it completed at. */
typedef void (*ek_completion_callback)(void *user_data, int32_t layer, double time);

/* ---- Errors ---------------------------------------------------------------------------- */

/** The message of the last failed call on this thread ("" if none). Valid until the next
 *  failed call on this thread; copy it to keep it. */
const char *ek_last_error_message(void);
/** The constant's name, e.g. "EK_ERROR_KEY_PATH". */
const char *ek_status_name(ek_status status);

/* ---- Scenes ---------------------------------------------------------------------------- */

/** Loads a scene file (image paths relative to it). */
ek_status ek_scene_load_file(const char *path, ek_scene **out_scene);
/** Loads the built-in preset called `name` ("fire", "snow", "confetti" for confetti-cannon...;
 *  `emitter presets` lists them), the same catalogue the CLI, Swift and Python read, from
 *  PREFIX/share/emitterkit/scenes beside the installed library (tools/install puts them there),
 *  a scenes folder above a library a checkout built, or the folder EMITTER_SCENES names.
 *  EK_ERROR_SCENE for an unknown name (the message lists every name) or missing scene files
 *  (the message lists the folders searched). */
ek_status ek_scene_load_preset(const char *name, ek_scene **out_scene);
/** How many presets there are (ek_preset_name takes 0 ... count - 1). */
ek_status ek_preset_count(size_t *out_count);
/** The name of preset `index`, in catalogue order; the string is the library's, valid for the
 *  life of the process. EK_ERROR_INVALID_ARGUMENT for an index past the last. */
ek_status ek_preset_name(size_t index, const char **out_name);
/** Loads a scene from JSON text (UTF-8); relative image paths are relative to the working
 *  directory. */
ek_status ek_scene_load_json(const char *json, ek_scene **out_scene);
/** The scene's canvas size in points. */
ek_status ek_scene_size(const ek_scene *scene, double *out_width, double *out_height);
ek_status ek_scene_destroy(ek_scene *scene);

/** The CPU reference's particles after `frames` frames at `frames_per_second`, no GL needed:
 *  what a system made from the same scene and updated to the same times holds. Writes up to
 *  `capacity` particles ordered by (cell, serial) and the count; EK_ERROR_BUFFER_TOO_SMALL
 *  (with the count needed) when they do not fit. */
ek_status ek_scene_reference_snapshot(
    const ek_scene *scene, double frames_per_second, int32_t frames, ek_particle *buffer,
    size_t capacity, size_t *out_count);

/* ---- Headless context ------------------------------------------------------------------ */

/** Makes an OpenGL context with no window (EGL surfaceless or device) and makes it current. */
ek_status ek_context_create_headless(ek_context **out_context);
ek_status ek_context_make_current(ek_context *context);
/** Destroys the context; like eglMakeCurrent with no context, it leaves none current on the
 *  calling thread. */
ek_status ek_context_destroy(ek_context *context);

/* ---- Defaults and reduced motion --------------------------------------------------------- */

/** The pixel scale every surface uses where the caller does not say (the CLI's --scale,
 *  Python's and Swift's defaults): a `pixel_scale` of 0 in ek_system_create and
 *  ek_system_create_cpu means it. The canvas is the scene's size and the image's background
 *  the scene's backgroundColor on every surface. */
ek_status ek_default_pixel_scale(double *out_scale);

/** Whether systems run with full motion or with the reduced-motion policy (fewer particles,
 *  nothing spinning or swaying; docs/SEMANTICS.md, "Reduced motion"). */
typedef enum ek_motion {
  /** What the desktop states (the default): EMITTERKIT_REDUCED_MOTION (1/true/yes/on or
   *  0/false/no/off), GTK's gtk-enable-animations in settings.ini, GNOME's
   *  org.gnome.desktop.interface enable-animations; full motion where none states it. */
  EK_MOTION_SYSTEM = 0,
  /** The reduced-motion policy, whatever the desktop says. */
  EK_MOTION_REDUCED = 1,
  /** Full motion, whatever the desktop says. */
  EK_MOTION_FULL = 2
} ek_motion;

/** Sets the motion of the systems made from now on in this process (EK_MOTION_SYSTEM until
 *  set): ek_system_create, ek_system_create_cpu and ek_scene_reference_snapshot apply the
 *  reduced-motion policy to their scene when it says so. EK_ERROR_INVALID_ARGUMENT for another
 *  value. */
ek_status ek_set_motion(ek_motion motion);
/** Whether systems made now get the reduced-motion policy (1) or not (0).
 *  EK_ERROR_INVALID_ARGUMENT, naming the variable and its value, when EMITTERKIT_REDUCED_MOTION
 *  is neither a yes nor a no (ek_system_create then fails the same way). */
ek_status ek_motion_is_reduced(int32_t *out_reduced);

/* ---- Systems --------------------------------------------------------------------------- */

/** Makes a system for `scene` in the GL context current on this thread. `pixel_scale` is
 *  pixels per point (2 on a HiDPI window; 0 for ek_default_pixel_scale); the canvas is the
 *  scene's size. The motion ek_set_motion set applies. */
ek_status ek_system_create(const ek_scene *scene, double pixel_scale, ek_system **out_system);
/** Deletes the system's GL objects (its context must be current). */
ek_status ek_system_destroy(ek_system *system);

/** Advances to scene time `time` (earlier times are ignored). */
ek_status ek_system_update(ek_system *system, double time);
/** Advances by `seconds`. */
ek_status ek_system_update_by(ek_system *system, double seconds);
ek_status ek_system_time(const ek_system *system, double *out_time);

/** Draws the particles over what framebuffer `framebuffer` (0: the window's) holds, into the
 *  viewport (x, y, width, height) in pixels from its bottom-left. Never clears. Give the
 *  viewport canvas size x pixel scale pixels for exact pixels. */
ek_status ek_system_draw(
    ek_system *system, uint32_t framebuffer, int32_t x, int32_t y, int32_t width, int32_t height);
/** Draws over a GL_TEXTURE_2D of the current context (colour-renderable), `width` x `height`
 *  pixels from its origin. */
ek_status ek_system_draw_texture(ek_system *system, uint32_t texture, int32_t width, int32_t height);
/** A new canvas size (points) and pixel scale; the simulation is kept. */
ek_status ek_system_resize(ek_system *system, double width, double height, double pixel_scale);

/** Live changes by key path ("emitterPosition", "birthRate", "emitterCells.spark.color",
 *  "renderMode"...) on layer `layer` (0 for the first), as a scene file writes values: a
 *  number; [x, y] for points and sizes; [x, y, z] for vectors and [r, g, b] colours;
 *  [r, g, b, a] for colours and rects; a string for enumerations and "#rrggbb" colours. */
ek_status ek_system_set_double(ek_system *system, int32_t layer, const char *key_path, double value);
ek_status ek_system_set_vec2(ek_system *system, int32_t layer, const char *key_path, double x, double y);
ek_status ek_system_set_vec3(
    ek_system *system, int32_t layer, const char *key_path, double x, double y, double z);
ek_status ek_system_set_vec4(
    ek_system *system, int32_t layer, const char *key_path, double x, double y, double z, double w);
ek_status ek_system_set_string(ek_system *system, int32_t layer, const char *key_path, const char *value);

/** The index the calls above and below take as `layer` for the layer at `path`: the names from
 *  a top-level layer down to it, joined by dots ("card", "card.stars"). Top-level layers keep
 *  their scene indices; sublayers follow them, each top-level layer's subtree depth-first. A
 *  name may contain dots itself; a path two layers match is refused as ambiguous.
 *  EK_ERROR_KEY_PATH for an unknown name (the message names the layer searched, its
 *  sublayers' names and the nearest one) or an ambiguous path. */
ek_status ek_system_layer_index(const ek_system *system, const char *path, int32_t *out_index);

/** Any live call, written as a scene file writes an element of a layer's "events" (a live
 *  change) or "emissionEvents" (an emission call), told apart by its "type":
 *    {"type": "set", "keyPath": "emitterCells.spark.birthRate", "value": 120}
 *    {"type": "addAnimation", "key": "fade", "animation": {"keyPath": "opacity", ...}}
 *    {"type": "removeAnimation", "key": "fade"}, {"type": "removeAllAnimations"}
 *    {"type": "insertCell", "cell": {"name": "flare", ...}, "parent": "rocket", "index": 0}
 *    {"type": "removeCell", "name": "rocket.flare"}, {"type": "setCells", "cells": [...]}
 *    {"type": "insertBehavior", "behavior": {...}}, {"type": "removeBehavior", "name": "drag"},
 *    {"type": "setBehaviors", "behaviors": [...]} (with "cell": "rocket.spark", that cell's own),
 *    {"type": "renameCell", "name": "rocket.spark", "newName": "ember"}
 *    {"type": "insertSublayer", "layer": {"name": "burst", ...}, "index": 0},
 *    {"type": "removeSublayer", "index": 0}
 *    {"type": "burst", "cell": "spark", "count": 50}, {"type": "emit", "duration": 2},
 *    {"type": "stop"}, {"type": "start"}, {"type": "restart"}
 *  "time" (the layer's time, seconds) is optional: without it the call is made now; a change
 *  may not be earlier than now. Key paths and values are read against layer `layer` as the
 *  calls so far leave it. `layer` -1 is the canvas, the tree's root: an "insertSublayer" or
 *  "removeSublayer" there inserts or removes a top-level layer ("index" among the top-level
 *  layers; "time" and the inserted layer's timing in scene time; the inserted layer takes the
 *  next layer index: the count of layers so far, removed ones included), and a "setTiming"
 *  sets a layer's clock from now ({"type": "setTiming", "layerIndex": 0, "speed": 0,
 *  "timeOffset": 1.5} pauses layer 0 at its time 1.5); for emission calls other than burst, -1
 *  means every layer.
 *  Every verb of the Swift façade is reachable here (docs/VERBS.md). EK_ERROR_KEY_PATH with
 *  the key, the value and what is allowed for anything unreadable or refused. */
ek_status ek_system_apply(ek_system *system, int32_t layer, const char *event_json);

/** `count` particles of top-level cell `cell` of layer `layer`, born now. They are the
 *  layer's: its completion (the callback, ek_system_is_finished) waits until its emission is
 *  closed too (ek_system_stop); for a burst that reports its own end use ek_system_fire. */
ek_status ek_system_burst(ek_system *system, int32_t layer, const char *cell, int32_t count);
/** A fire-and-forget burst: `count` particles of top-level cell `cell` of top-level layer
 *  `layer`, born now on a layer of their own (a copy of `layer` as it is now, without its
 *  sublayers, animations or events, drawn above the others, emitting nothing else), whose
 *  index is written to `out_layer` (may be NULL). The completion callback reports that index,
 *  and ek_system_is_finished says 1 for it, once the burst's particles (and those their
 *  sub-cells emit) are gone, and the fired layer then leaves the tree (its index stays taken);
 *  `layer` keeps emitting as it was. EK_ERROR_EMISSION for an
 *  unknown layer or cell, a sublayer, or a count outside 1...10000000. */
ek_status ek_system_fire(
    ek_system *system, int32_t layer, const char *cell, int32_t count, int32_t *out_layer);
/** Emission open for `duration` seconds from now, then closed; `layer` -1 means every layer. */
ek_status ek_system_emit(ek_system *system, int32_t layer, double duration);
/** Emission control; `layer` -1 means every layer. */
ek_status ek_system_stop(ek_system *system, int32_t layer);
ek_status ek_system_start(ek_system *system, int32_t layer);
ek_status ek_system_restart(ek_system *system, int32_t layer);

/** Sets (or with NULL clears) the completion callback, called from ek_system_update* on the
 *  calling thread. Calls on the same system from inside it are refused (EK_ERROR_BUSY); note
 *  what to do and do it after the update returns. */
ek_status ek_system_set_completion_callback(
    ek_system *system, ek_completion_callback callback, void *user_data);

/** Whether live calls are kept so the run can be replayed (1, the default) or applied and
 *  forgotten (0): a program that changes its system for hours and never replays it turns it
 *  off, since each kept call costs about a hundred bytes for the system's life.
 *  EK_ERROR_INVALID_ARGUMENT for a value other than 0 or 1. */
ek_status ek_system_set_recording(ek_system *system, int32_t on);

/** Whether the system keeps each step's collisions and deaths for ek_system_drain_events
 *  (1) or not (0, the default; a GL system reads its particles back after every step while it
 *  is on). Turning it off drops the events not yet drained. EK_ERROR_INVALID_ARGUMENT for a
 *  value other than 0 or 1. */
ek_status ek_system_set_events(ek_system *system, int32_t on);
/** Moves the oldest `capacity` kept events (fewer if fewer are kept) into `buffer`, in order:
 *  step after step, each step's by cell, serial and kind; `out_count` says how many. The rest
 *  stay for the next call (ek_system_pending_events counts them); the same on both kinds of
 *  system. `buffer` may be NULL when `capacity` is 0. */
ek_status ek_system_drain_events(
    ek_system *system, ek_event *buffer, size_t capacity, size_t *out_count);
/** Events kept and not yet drained. */
ek_status ek_system_pending_events(ek_system *system, size_t *out_count);

/** Live particles now (every layer). */
ek_status ek_system_particle_count(ek_system *system, size_t *out_count);
/** Live particles now in layer `layer`, or -1 for every layer. */
ek_status ek_system_live_count(ek_system *system, int32_t layer, size_t *out_count);
/** Whether layer `layer` has finished: its emission closed (stopped, a timed emission ended,
 *  or every cell's window closed) and its last particle died (1), or not (0). */
ek_status ek_system_is_finished(ek_system *system, int32_t layer, int32_t *out_finished);
/** Particles born so far from top-level cell `cell` (its name) of layer `layer`: steady rate,
 *  bursts and the first display's, not those maxParticles skipped; a removed cell keeps its
 *  count. EK_ERROR_EMISSION, naming the cells there are, for a name the layer never had. */
ek_status ek_system_born_count(
    ek_system *system, int32_t layer, const char *cell, size_t *out_count);

/** What ek_system_read_image clears the canvas to (r, g, b, a in 0...1, not premultiplied):
 *  the scene's backgroundColor until set; alpha 0 keeps the particles' own alpha. */
ek_status ek_system_set_background(ek_system *system, double r, double g, double b, double a);
/** The pixel size of the system's canvas image (canvas size x pixel scale). */
ek_status ek_system_image_size(const ek_system *system, int32_t *out_width, int32_t *out_height);
/** The canvas as it shows now, drawn offscreen over the scene's background and copied into
 *  `pixels`: premultiplied RGBA8, rows from the top, width x 4 bytes a row (see
 *  ek_system_image_size). Works on both kinds of system (a GL one needs its context current).
 *  EK_ERROR_BUFFER_TOO_SMALL when `capacity` bytes do not hold it. */
ek_status ek_system_read_image(ek_system *system, uint8_t *pixels, size_t capacity);
/** The live particles now, ordered by (cell, serial), into `buffer` (see
 *  ek_scene_reference_snapshot for the contract). */
ek_status ek_system_snapshot(ek_system *system, ek_particle *buffer, size_t capacity, size_t *out_count);

/* ---- Systems without GL (the native CPU renderer) ------------------------------------- */

/** Makes a system for `scene` that needs no GL context: the CPU simulates (on every core) and
 *  draws into your pixels with ek_system_draw_rgba, with the GL renderer's rules. `pixel_scale`
 *  and motion as for ek_system_create. Every other
 *  ek_system_* call works on it, with or without a context current; ek_system_draw and
 *  ek_system_draw_texture return EK_ERROR_INVALID_ARGUMENT. */
ek_status ek_system_create_cpu(const ek_scene *scene, double pixel_scale, ek_system **out_system);
/** Draws the particles over `pixels` (premultiplied RGBA8, 4 bytes a pixel in the order R, G,
 *  B, A; `height` rows from the top, `stride` bytes apart, stride >= width * 4), never
 *  clearing: premultiplied over, additive layers added. The canvas, drawn at `scale` pixels per
 *  point, starts at the top-left pixel and is clipped to the buffer; a scale other than the
 *  system's rasterises its contents again (as ek_system_resize does). EK_ERROR_INVALID_ARGUMENT
 *  for a bad size, stride or scale, or a system made with ek_system_create. */
ek_status ek_system_draw_rgba(
    ek_system *system, uint8_t *pixels, int32_t width, int32_t height, int32_t stride, double scale);

#ifdef __cplusplus
}
#endif

#endif /* EMITTERKIT_H */
