// The layer and step being simulated: `FrameLayout` in Sources/EmitterGPU.
// `EmitterLayer.maximumEmitterRects`; the layout test checks the two agree.
#define MAXIMUM_EMITTER_RECTS 256
layout(std140, binding = UBO_FRAME) uniform Frame {
  vec3 emitterCenter;   // emitterPosition.x, .y, emitterZPosition (pt)
  float halfWidth;      // 1 (plusMinusRange) or 0.5 (plusMinusHalfRange)
  vec3 emitterSize;     // width, height, depth (pt)
  float stepLength;     // layer-time seconds this step advances existing particles
  uint emitterShape;    // SHAPE_* in emitter_shape.glsl
  uint emitterMode;     // MODE_*
  uint seedWord;        // the layer's random seed word
  vec3 emitterVelocity; // the emitter's own motion over the step (pt/s): births lie on its path
  uint emissionSpread;  // SPREAD_CONE or SPREAD_FAN (the scene's emissionRangeMode)
  uint rectCount;       // the rectangles shape's rects in use (0 for the other shapes)
  vec4 rects[MAXIMUM_EMITTER_RECTS];            // x, y, width, height relative to emitterCenter
  vec4 rectTotals[MAXIMUM_EMITTER_RECTS / 4];   // running totals of the rects' measure, 4 a vec4
};
