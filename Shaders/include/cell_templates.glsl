// One template per flat cell (all layers, parents first), with the layer's multipliers already
// applied: `ResolvedCell` in Swift, packed by `CellTemplateLayout`, which EmitterGPUGLTests checks
// against this block's reflection.

#define NO_PARENT 0xFFFFFFFFu
#define PARTICLE_TYPE_SPRITE 0u
#define PARTICLE_TYPE_PLANE 1u
#define PARTICLE_TYPE_POINT 2u
#define BIRTH_EVENT_LIFE 0u
#define BIRTH_EVENT_DEATH 1u
#define BIRTH_EVENT_COLLISION 2u
// `BirthEvent.collisionsPerParent`: the contacts of one parent that give children.
#define COLLISIONS_PER_PARENT 8u

struct CellTemplate {
  vec4 color;
  vec4 colorRange;
  vec4 colorSpeed;         // live
  vec3 acceleration;       // live, pt/s^2
  float scaleSpeed;        // live
  float lifetime;
  float lifetimeRange;
  float velocity;
  float velocityRange;
  float emissionLongitude;
  float emissionLatitude;
  float emissionRange;
  float scale;
  float scaleRange;
  float spin;
  float spinRange;
  float rotation;
  float rotationRange;
  float mass;
  float massRange;
  float orientationLongitude;
  float orientationLatitude;
  float orientationRange;
  float birthRate;         // sub-cells: per parent particle, in the parent's age
  float windowBegin;       // sub-cells: parent age at which emission opens
  float windowEnd;         // sub-cells: parent age at which it closes (may be +inf)
  uint particleType;
  uint indexInLayer;       // the `cell` word of the random key
  uint slotBase;           // first slot of the cell's region
  uint slotRing;           // ring size (top level) or slots per parent slot (sub-cells)
  uint childStride;        // sub-cells: serial = parent serial * stride + k
  uint parent;             // flat index of the parent cell, or NO_PARENT
  uint emits;              // 0 when this cell or an ancestor is disabled
  uint behaviorFirst;      // the cell's layer's behaviours: behaviors[first, first + count)
  uint behaviorCount;
  float birthRateEnd;        // sub-cells whose rate animates: the rate at the step's end
  float unanimatedBirthRate; // the same: the rate without animations; -1 for every other cell
  uint trailPoints;          // live: samples a trail keeps (ring entries in use); 0 keeps none
  float trailRate;           // live: trail samples per second of age (trailPoints / trailLength)
  float trailInterval;       // live: seconds of age between samples (trailLength / trailPoints)
  float trailLength;         // live: seconds of path kept
  vec4 trailColor;           // drawing: the ribbon's colour at the particle (straight alpha)
  vec4 trailEndColor;        // drawing: at its oldest sample
  float trailWidth;          // drawing: the ribbon's width at the particle, points
  float trailEndWidth;       // drawing: at its oldest sample
  uint birthEvent;           // sub-cells: BIRTH_EVENT_LIFE, _DEATH or _COLLISION (`BirthEvent`)
  float trailPadding1;
};

// Sized by the scene: one entry per flat cell (at least one). std430 lays this struct out as
// std140 would (every array in it is of vec4s).
layout(std430, binding = SSBO_CELL_TEMPLATES) readonly buffer CellTemplates {
  CellTemplate cells[];
};
