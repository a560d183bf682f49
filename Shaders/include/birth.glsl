// Making a particle: `ParticleBirth.make` in Swift, draw for draw. Needs particle_state.glsl,
// cell_templates.glsl, frame.glsl, random.glsl, trig.glsl, emission.glsl, emitter_shape.glsl and
// emitter_mask.glsl.

// Where a particle is born: on the layer's shape (fromParent false) or at a parent, whose colour
// and scale it inherits by multiplication and whose velocity aims it.
struct BirthOrigin {
  bool fromParent;
  vec3 position;
  vec3 velocity;
  vec4 color;
  float scale;
};

float cellSample(float mean, float range, uint key, uint stream) {
  return randomSample(mean, range, halfWidth, key, stream);
}

// Writes a newborn into `slot`; `firstStep` is how far the integrate pass advances it this step.
void writeBirth(uint cellIndex, uvec2 serial, uint slot, BirthOrigin origin, float firstStep) {
  CellTemplate cell = cells[cellIndex];
  uint key = particleKey(seedWord, cell.indexInLayer, serial);
  precise vec4 color = vec4(
    cellSample(cell.color.x, cell.colorRange.x, key, STREAM_RED),
    cellSample(cell.color.y, cell.colorRange.y, key, STREAM_GREEN),
    cellSample(cell.color.z, cell.colorRange.z, key, STREAM_BLUE),
    cellSample(cell.color.w, cell.colorRange.w, key, STREAM_ALPHA));
  precise float scale = cellSample(cell.scale, cell.scaleRange, key, STREAM_SCALE);
  vec3 position;
  EmissionFrame frame;
  bool spent = false;
  if (origin.fromParent) {
    position = origin.position;
    frame = frameAlong(origin.velocity);
    color = color * origin.color;
    scale = scale * origin.scale;
  } else if (emitterShape == SHAPE_MASK) {
    float u = randomUnit(key, STREAM_POSITION_U);
    float v = randomUnit(key, STREAM_POSITION_V);
    MaskBirth birth = maskBirth(emitterMode, serial, randomBits(key, STREAM_POSITION_PICK), u, v);
    precise float elapsed = stepLength - firstStep;
    precise vec3 center = emitterCenter + emitterVelocity * elapsed;
    precise vec3 shapePosition = center + birth.offset;
    position = shapePosition;
    color = color * birth.color;
    spent = birth.spent;
    frame = LAYER_AXES;
  } else {
    float u = randomUnit(key, STREAM_POSITION_U);
    float v = randomUnit(key, STREAM_POSITION_V);
    float w = randomUnit(key, STREAM_POSITION_W);
    precise vec3 offset = shapeOffset(
      emitterShape, emitterMode, emitterSize, u, v, w, randomUnit(key, STREAM_POSITION_PICK),
      randomUnit(key, STREAM_POSITION_RADIUS));
    // An emitter moving during the step leaves each birth where it was at that moment.
    precise float elapsed = stepLength - firstStep;
    precise vec3 shapePosition = emitterCenter + emitterVelocity * elapsed + offset;
    position = shapePosition;
    frame = shapeFrame(emitterShape, emitterMode, u, v, w);
  }
  vec3 direction = emissionSpread == SPREAD_FAN
    ? fanDirection(cell.emissionLongitude, cell.emissionLatitude, cell.emissionRange, halfWidth,
                   randomUnit(key, STREAM_DIRECTION_POLAR))
    : coneDirection(
        cell.emissionLongitude, cell.emissionLatitude, cell.emissionRange, halfWidth,
        randomUnit(key, STREAM_DIRECTION_POLAR), randomUnit(key, STREAM_DIRECTION_AZIMUTH));
  float speed = cellSample(cell.velocity, cell.velocityRange, key, STREAM_SPEED);
  vec3 normal = coneDirection(
    cell.orientationLongitude, cell.orientationLatitude, cell.orientationRange, halfWidth,
    randomUnit(key, STREAM_ORIENTATION_POLAR), randomUnit(key, STREAM_ORIENTATION_AZIMUTH));
  precise vec3 velocity = toLayer(frame, direction) * speed;

  positionAge(slot) = vec4(position, 0.0);
  velocityStep(slot) = vec4(velocity, firstStep);
  // A mask's pixel that has already left (points mode) is born spent: lifetime 0.
  lifetimes(slot) = spent ? 0.0 : cellSample(cell.lifetime, cell.lifetimeRange, key, STREAM_LIFETIME);
  birthColors(slot) = color;
  normalMass(slot) = vec4(normal, cellSample(cell.mass, cell.massRange, key, STREAM_MASS));
  records(slot) = ParticleRecord(
    scale,
    cellSample(cell.spin, cell.spinRange, key, STREAM_SPIN),
    cellSample(cell.rotation, cell.rotationRange, key, STREAM_ROTATION),
    cellIndex);
  serials(slot) = serial;
}
