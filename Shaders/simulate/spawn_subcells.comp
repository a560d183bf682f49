#version 450 core
// Sub-cell spawn pass: one invocation per slot of a parent cell, for up to MAX_SPAWNED_CHILDREN
// sub-cells of one generation at once (their parents spawned by an earlier pass, so none reads
// what another writes). A live parent emits, in closed
// form, the children its age interval covers this step (`SubCellBirths` in Swift: child k at
// parent age windowBegin + (k + 1) / rate, as Core Animation's accumulator does), each from
// where the parent is at that child's birth. Runs before the integrate pass, so a parent's state
// is its state at the start of its step (a newborn parent's birth state). No atomics: each
// child's slot follows from its parent's slot (`SlotLayout`).

// A parent under a turbulence is placed along its step by the forces, turbulence included.
#define TURBULENCE_FORCES 1
#include "bindings.glsl"
#include "random.glsl"
#include "particle_state.glsl"
#include "cell_templates.glsl"
#include "frame.glsl"
#include "trig.glsl"
#include "emission.glsl"
#include "emitter_shape.glsl"
#include "emitter_mask.glsl"
#include "behaviors.glsl"
#include "behavior_forces.glsl"
#include "exp.glsl"
#include "integrator.glsl"
#include "atan.glsl"
#include "appearance.glsl"
#include "birth.glsl"

layout(local_size_x = WORKGROUP_SIZE) in;

// The sub-cells this dispatch spawns, and where each one's invocations start: child i takes
// invocations childStarts[i] ..< childStarts[i + 1], one per slot of its parent
// (`GPUSimulator.spawnSubCells`, which keeps this bound).
#define MAX_SPAWNED_CHILDREN 32
uniform uint childCount;
uniform uint childCells[MAX_SPAWNED_CHILDREN];
uniform uint childStarts[MAX_SPAWNED_CHILDREN + 1];

// Sub-cells whose birthRate animates: each parent's rate, fixed at its birth, in the first slot
// of the ring of its children (`SubCellRateStore`); -1 where none is fixed yet.
layout(std430, binding = SSBO_SUB_CELL_RATES) buffer SubCellRates {
  float subCellRates[];
};

// A thousandth of a birth: single-precision ages are a few ulps off, by amounts that depend on
// the frame split, so counts this close to an integer are that integer at every edge
// (`SubCellBirths`). A child moved into the next step is still born at its true time: its offset
// into the step is slightly negative.
#define BIRTH_SNAP_TOLERANCE 1e-3

float snappedBirths(float births) {
  float nearest = round(births);
  return abs(births - nearest) <= BIRTH_SNAP_TOLERANCE ? nearest : births;
}

// parent serial * stride + k, in 64 bits.
uvec2 childSerial(uvec2 parent, uint stride, uint k) {
  uint high, low, carry;
  umulExtended(parent.x, stride, high, low);
  high += parent.y * stride;
  low = uaddCarry(low, k, carry);
  return uvec2(low, high + carry);
}

void main() {
  uint invocation = invocationIndex();
  if (invocation >= childStarts[childCount]) {
    return;
  }
  uint which = 0u;
  while (invocation >= childStarts[which + 1u]) {
    which++;
  }
  uint childCell = childCells[which];
  uint local = invocation - childStarts[which];
  CellTemplate child = cells[childCell];
  CellTemplate parentCell = cells[child.parent];
  uint parentSlot = parentCell.slotBase + local;
  if (!isAlive(parentSlot)) {
    return;
  }
  vec4 parentPosition = positionAge(parentSlot);
  vec4 parentVelocity = velocityStep(parentSlot);
  float age = parentPosition.w;
  float step = parentVelocity.w >= 0.0 ? parentVelocity.w : stepLength;
  float rate = child.birthRate;
  if (child.unanimatedBirthRate >= 0.0) {
    // `SubCellRateSampling`: a newborn takes the rate at its birth, between the step's ends; an
    // older parent keeps its own, or takes the unanimated rate if it flew before the cell did.
    uint entry = child.slotBase + local * child.slotRing;
    if (parentVelocity.w >= 0.0) {
      precise float fraction = min(max((stepLength - parentVelocity.w) / stepLength, 0.0), 1.0);
      precise float sampled = child.birthRate + (child.birthRateEnd - child.birthRate) * fraction;
      rate = sampled;
      subCellRates[entry] = rate;
    } else {
      rate = subCellRates[entry];
      if (rate < 0.0) {
        rate = child.unanimatedBirthRate;
        subCellRates[entry] = rate;
      }
    }
    if (child.emits == 0u && child.birthEvent != BIRTH_EVENT_COLLISION) {
      return;
    }
  }
  float cap = float(child.childStride);
  uint first = 0u;
  uint end = 0u;
  bool atDeath = child.birthEvent == BIRTH_EVENT_DEATH;
  bool atContact = child.birthEvent == BIRTH_EVENT_COLLISION;
  if (atContact) {
    // `CPUSimulator.contactBirths`: a parent that met a collider in the last step (its contact
    // mark, integrate_pass.glsl) gives floor(rate) children for each of its first
    // COLLISIONS_PER_PARENT contacts, from where the contact left it (offset 0). Its contacts
    // are counted in the second slot of its ring in the store; a newborn's count starts at 0.
    uint entry = child.slotBase + local * child.slotRing + 1u;
    if (parentVelocity.w >= 0.0) {
      subCellRates[entry] = 0.0;
      return;
    }
    bool contact = false;
    if (parentVelocity.w <= -2.0) {
      uint code = uint(-parentVelocity.w - 1.0);
      contact = (code & 1u) != 0u;
    }
    if (!contact || child.emits == 0u) {
      return;
    }
    float ordinal = max(subCellRates[entry], 0.0);
    if (ordinal < float(COLLISIONS_PER_PARENT)) {
      subCellRates[entry] = ordinal + 1.0;
    }
    if (!(ordinal < float(COLLISIONS_PER_PARENT)) || !(child.windowBegin <= age) ||
        !(age <= child.windowEnd) || !(rate > 0.0)) {
      return;
    }
    float perContact = float(child.childStride / COLLISIONS_PER_PARENT);
    uint children = uint(max(min(floor(snappedBirths(rate)), perContact), 0.0));
    first = uint(ordinal) * children;
    end = first + children;
  } else if (atDeath) {
    // `SubCellBirths.atDeath`: floor(rate) children in the step that reaches the parent's
    // lifetime, when that death falls in the window.
    float death = lifetimes(parentSlot);
    precise float stepEnd = age + step;
    if (!(age < death) || !(death <= stepEnd) || !(child.windowBegin <= death) ||
        !(death <= child.windowEnd) || !(rate > 0.0)) {
      return;
    }
    end = uint(max(min(floor(snappedBirths(rate)), cap), 0.0));
  } else {
    precise float lo = max(age, child.windowBegin);
    precise float hi = min(min(age + step, child.windowEnd), lifetimes(parentSlot));
    if (!(hi > lo) || !(rate > 0.0)) {
      return;
    }
    // The step that reaches the end of emission (the window's end or the parent's death)
    // includes a child due exactly there.
    bool closesWindow = min(child.windowEnd, lifetimes(parentSlot)) <= age + step;
    precise float firstBirths = (lo - child.windowBegin) * rate;
    precise float endBirths = (hi - child.windowBegin) * rate;
    float firstCount = max(ceil(snappedBirths(firstBirths)) - 1.0, 0.0);
    float snappedEnd = snappedBirths(endBirths);
    float endCount = closesWindow ? floor(snappedEnd) : max(ceil(snappedEnd) - 1.0, 0.0);
    first = uint(min(firstCount, cap));
    end = uint(min(endCount, cap));
  }
  vec4 parentColor = birthColors(parentSlot);
  ParticleRecord parentRecord = records(parentSlot);
  uvec2 parentSerial = serials(parentSlot);
  float parentLifetime = lifetimes(parentSlot);
  StepForces forces = behaviorForces(
    parentCell.behaviorFirst, parentCell.behaviorCount, parentPosition.xyz, age, parentLifetime,
    normalMass(parentSlot).w, parentCell.acceleration);
  for (uint k = first; k < end; k++) {
    precise float offset = atContact ? 0.0
        : atDeath ? parentLifetime - age : (child.windowBegin + float(k + 1u) / rate) - age;
    precise float birthAge = age + offset;
    vec3 position = parentPosition.xyz;
    vec3 velocity = parentVelocity.xyz;
    integrateStep(position, velocity, forces, offset);
    Appearance look = particleAppearance(
      child.parent, parentColor, parentRecord.scale, parentRecord.rotation, parentRecord.spin, birthAge,
      parentLifetime, velocity);
    BirthOrigin origin = BirthOrigin(true, position, velocity, look.color, look.scale);
    uint slot = child.slotBase + local * child.slotRing + k % child.slotRing;
    precise float firstStep = step - offset;
    writeBirth(childCell, childSerial(parentSerial, child.childStride, k), slot, origin, firstStep);
  }
}
