// How a particle is drawn at an age: `ParticleAppearance` in Swift, operation for operation.
// Colour, scale and rotation in closed form from the birth record, the cell template's live
// speeds and the layer's drawing behaviours (over-life curves, alignToMotion). Needs
// cell_templates.glsl, behaviors.glsl and atan.glsl. The renderer draws with this; the sub-cell
// pass uses it for what a child inherits.

struct Appearance {
  vec4 color;     // clamped to 0...1, not premultiplied
  float scale;    // signed: negative draws mirrored through the centre
  float rotation; // radians
  float tumble;   // radians a plane has turned over: spin * age
};

float addOrReplace(float current, float value, bool additive) {
  precise float sum = current + value;
  return additive ? sum : value;
}

Appearance particleAppearance(
  uint cellIndex, vec4 birthColor, float birthScale, float birthRotation, float spin, float age,
  float lifetime, vec3 velocity
) {
  precise vec4 color = birthColor + cells[cellIndex].colorSpeed * age;
  precise float u = lifetime > 0.0 ? min(max(age / lifetime, 0.0), 1.0) : 0.0;
  uint first = cells[cellIndex].behaviorFirst;
  uint end = first + cells[cellIndex].behaviorCount;
  precise float growth = cells[cellIndex].scaleSpeed * age;
  precise float turn = spin * age;
  // Rate curves first: they change what the closed form integrates.
  for (uint b = first; b < end; b++) {
    uint target = behaviors[b].variant;
    if (behaviors[b].kind != BEHAVIOR_VALUE_OVER_LIFE) continue;
    if (target != CURVE_TARGET_SPIN && target != CURVE_TARGET_SCALESPEED) continue;
    precise float swept = lifetime * curveIntegral(b, u);
    bool additive = behaviors[b].additive != 0u;
    if (target == CURVE_TARGET_SPIN) turn = addOrReplace(turn, swept, additive);
    else growth = addOrReplace(growth, swept, additive);
  }
  precise float scale = birthScale + growth;
  precise float rotation = birthRotation + turn;
  for (uint b = first; b < end; b++) {
    uint kind = behaviors[b].kind;
    if (kind == BEHAVIOR_COLOR_OVER_LIFE) {
      color = curveSample(b, u);
    } else if (kind == BEHAVIOR_VALUE_OVER_LIFE) {
      float value = curveSample(b, u).x;
      bool additive = behaviors[b].additive != 0u;
      uint target = behaviors[b].variant;
      if (target == CURVE_TARGET_SPIN || target == CURVE_TARGET_SCALESPEED) continue;
      if (target == CURVE_TARGET_SCALE) scale = addOrReplace(scale, value, additive);
      else if (target == CURVE_TARGET_ROTATION) rotation = addOrReplace(rotation, value, additive);
      else if (target == CURVE_TARGET_RED) color.x = addOrReplace(color.x, value, additive);
      else if (target == CURVE_TARGET_GREEN) color.y = addOrReplace(color.y, value, additive);
      else if (target == CURVE_TARGET_BLUE) color.z = addOrReplace(color.z, value, additive);
      else if (target == CURVE_TARGET_ALPHA) color.w = addOrReplace(color.w, value, additive);
    } else if (kind == BEHAVIOR_ALIGN_TO_MOTION) {
      if (velocity.x != 0.0 || velocity.y != 0.0) {
        precise float aligned = portableAtan2(velocity.x, -velocity.y) + behaviors[b].scalars.x;
        rotation = aligned;
      }
    }
  }
  return Appearance(clamp(color, vec4(0.0), vec4(1.0)), scale, rotation, turn);
}
