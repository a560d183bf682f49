// The integrate pass: one invocation per slot of one layer, every cell in one dispatch. Live
// particles advance by the step (a newborn by its first step, the part of the step after its
// birth) under their cell's live acceleration and, in integrate.comp, the layer's behaviour
// forces, evaluated at the start of the step (`BehaviorForces` in Swift), or circle under an
// orbit behaviour (`Orbit`); a dead slot costs one read of its age and lifetime. Included by
// integrate.comp (INTEGRATE_BEHAVIOR_FORCES 1), integrate_orbit.comp (INTEGRATE_ORBIT 1, for
// layers with an orbit, which moves particles in place of the integrator) and
// integrate_curves.comp (INTEGRATE_MOTION_CURVES 1 as well, for layers with position or velocity
// curves, which wrap the integrator's step), integrate_inertial.comp (0, for layers without
// force behaviours: llvmpipe runs the force code
// even when a uniform branch skips it, which more than halved the pass's throughput), and by
// the *_cells.comp twins of the last two (INTEGRATE_CELL_ACCELERATION 1) for layers whose cells'
// accelerations differ: each live particle reads its cell's from the template its birth record
// names.

#include "bindings.glsl"
// Dispatched per window part with a window-relative slotBase (particle_state.glsl); trail rings,
// indexed by slot too, exist only for a pool bound whole, where the two agree.
#define SLOTS_IN_WINDOW
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "frame.glsl"
#include "behaviors.glsl"
#include "behavior_forces.glsl"
#include "exp.glsl"
#include "integrator.glsl"
#include "trail.glsl"

#ifndef INTEGRATE_MOTION_CURVES
#define INTEGRATE_MOTION_CURVES 0
#endif
#if INTEGRATE_MOTION_CURVES
#include "motion_curves.glsl"
#endif

#ifndef INTEGRATE_COLLISIONS
#define INTEGRATE_COLLISIONS 0
#endif
#if INTEGRATE_COLLISIONS
#include "collision.glsl"
#endif

#ifndef INTEGRATE_ORBIT
#define INTEGRATE_ORBIT 0
#endif
#if INTEGRATE_ORBIT
#include "trig.glsl"
#include "orbit.glsl"
// The layer's orbit behaviour, counted from the cell's `behaviorFirst`.
uniform uint orbitOffset;
#endif

layout(local_size_x = WORKGROUP_SIZE) in;

#ifndef INTEGRATE_CELL_ACCELERATION
#define INTEGRATE_CELL_ACCELERATION 0
#endif

// The layer's first cell: every cell's template names the same behaviour range, the layer's
// (a layer whose cells have behaviours of their own is integrated a cell at a time).
uniform uint cellIndex;
// Nonzero when the host records events: the step's stamp (1 ... 2^21), written with a particle's
// collision (bit 0) and death (bit 1) into its velocity's w as -(1 + 4 stamp + flags), which
// every reader takes as "integrated" (any negative w); `GPUSimulator+Events` decodes it.
uniform uint eventStamp;
// Nonzero when a cell of the layer keeps a trail: each particle's step samples go into its ring.
uniform uint trails;
// The layer's slots: its cells' regions, which follow one another.
uniform uint slotCount;
uniform uint slotBase;
#if !INTEGRATE_CELL_ACCELERATION
// Every cell's live acceleration, as in its template: a uniform because llvmpipe loads a
// storage-block member per invocation, which cost the pass about a tenth.
uniform vec3 acceleration;
#endif

void main() {
  uint local = invocationIndex();
  if (local >= slotCount) {
    return;
  }
  uint slot = slotBase + local;
  vec4 position = positionAge(slot);
  if (!(position.w < lifetimes(slot))) {
    return;
  }
  vec4 velocity = velocityStep(slot);
#if INTEGRATE_CELL_ACCELERATION
  vec3 acceleration = cells[records(slot).cell].acceleration;
#endif
  float h = velocity.w >= 0.0 ? velocity.w : stepLength;
  StepForces forces = StepForces(acceleration, 0.0);
  vec3 p = position.xyz;
  vec3 v = velocity.xyz;
#if INTEGRATE_ORBIT
  orbitStep(cells[cellIndex].behaviorFirst + orbitOffset, p, v, position.w, lifetimes(slot), h);
#elif INTEGRATE_BEHAVIOR_FORCES
  forces = behaviorForces(
    cells[cellIndex].behaviorFirst, cells[cellIndex].behaviorCount, position.xyz, position.w, lifetimes(slot),
    normalMass(slot).w, acceleration);
#if INTEGRATE_MOTION_CURVES
  motionCurveStep(
    cells[cellIndex].behaviorFirst, cells[cellIndex].behaviorFirst + cells[cellIndex].behaviorCount, p, v, forces,
    h, position.w, lifetimes(slot), velocity.w >= 0.0);
#else
  integrateStep(p, v, forces, h);
#endif
#else
  integrateStep(p, v, forces, h);
#endif
  precise float age = position.w + h;
  uint flags = 0u;
#if INTEGRATE_COLLISIONS
  uint first = cells[cellIndex].behaviorFirst;
  uint contact = collide(first, first + cells[cellIndex].behaviorCount, position.xyz, p, v);
  if (contact != 0u) {
    flags = 1u;
    if (contact == 2u && age < lifetimes(slot)) {
      age = lifetimes(slot);
    }
  }
#endif
  if (!(age < lifetimes(slot))) {
    flags = flags | 2u;
  }
  if (trails != 0u) {
    sampleTrail(slot, records(slot).cell, position.xyz, p, position.w, h, velocity.w >= 0.0);
  }
  float mark = -1.0;
  if (eventStamp != 0u && flags != 0u) {
    mark = -(1.0 + float(eventStamp * 4u + flags));
  }
  positionAge(slot) = vec4(p, age);
  velocityStep(slot) = vec4(v, mark);
}
