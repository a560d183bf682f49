// A particle's quad in layer space and its projection: `ParticleQuad` in Sources/EmitterRaster,
// the same steps. Needs trig.glsl, cell_templates.glsl and render_view.glsl.

// The shortest rotation taking +z to the unit normal n, applied to v (Rodrigues' formula). A
// normal pointing straight away (n = -z) turns half a turn about x.
vec3 rotateFromZ(vec3 n, vec3 v) {
  float k = 1.0 + n.z;
  if (k < 1e-6) {
    return vec3(v.x, -v.y, -v.z);
  }
  float a = n.x / k;
  float b = n.y / k;
  return vec3(
    (1.0 - n.x * a) * v.x - n.y * a * v.y + n.x * v.z,
    -n.x * b * v.x + (1.0 - n.y * b) * v.y + n.y * v.z,
    -n.x * v.x - n.y * v.y + n.z * v.z);
}

// The axis a plane turns over about: in the layer plane, perpendicular to its birth normal (z x n,
// normalised); +x for a normal within 1e-6 of +-z.
vec3 tumbleAxis(vec3 n) {
  precise float planar = sqrt(n.x * n.x + n.y * n.y);
  if (!(planar > 1e-6)) {
    return vec3(1.0, 0.0, 0.0);
  }
  precise vec3 axis = vec3(-n.y / planar, n.x / planar, 0.0);
  return axis;
}

// v turned by the angle with sine s and cosine c about the unit axis k (Rodrigues).
vec3 turnAbout(vec3 v, vec3 k, float s, float c) {
  precise vec3 crossed = vec3(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x);
  precise float along = (k.x * v.x + k.y * v.y + k.z * v.z) * (1.0 - c);
  precise vec3 result = v * c + crossed * s + k * along;
  return result;
}

// The quad's axes: where the image's +x (rightward) and +y (downward) point. A sprite turns by
// `rotation` about z (clockwise on screen); a plane turns by it about its birth normal, its axes
// being the sprite's carried from +z to the normal, then turns over by `tumble` (spin x age)
// about tumbleAxis(normal). A point faces the viewer unturned.
void quadAxes(uint particleType, vec3 normal, float rotation, float tumble, out vec3 axisX, out vec3 axisY) {
  // A point never turns: its rotation is not drawn.
  vec2 turn = particleType == PARTICLE_TYPE_POINT ? vec2(0.0, 1.0) : portableSinCos(rotation);
  axisX = vec3(turn.y, turn.x, 0.0);
  axisY = vec3(-turn.x, turn.y, 0.0);
  if (particleType == PARTICLE_TYPE_PLANE) {
    axisX = rotateFromZ(normal, axisX);
    axisY = rotateFromZ(normal, axisY);
    vec2 over = portableSinCos(tumble);
    vec3 axis = tumbleAxis(normal);
    axisX = turnAbout(axisX, axis, over.x, over.y);
    axisY = turnAbout(axisY, axis, over.x, over.y);
  }
}

// The nearest any corner comes to the eye, as z times the perspective: a particle is drawn only
// while this is at most 1/2, i.e. no corner is nearer than half the eye distance.
float nearestDepth(vec3 center, vec3 axisX, vec3 axisY, vec2 halfSize) {
  float z = (preservesDepth != 0u ? center.z : 0.0) + abs(axisX.z) * abs(halfSize.x) + abs(axisY.z) * abs(halfSize.y);
  return z * perspective;
}

// Clip coordinates of center + offset (points) under CA's perspective m34 = -perspective,
// centred on the particle itself (its quad foreshortens, its position stays) or, when the
// layer preserves depth, on the layer's centre (its z moves it too). w = 1 - z * perspective.
// Then the layer's canvas-from-layer matrix, when it is not the identity.
vec4 projectToClip(vec3 center, vec3 offset) {
  bool depth = preservesDepth != 0u;
  vec2 anchor = depth ? perspectiveCenter : center.xy;
  float z = (depth ? center.z : 0.0) + offset.z;
  float w = 1.0 - z * perspective;
  vec2 scaled = anchor * w + ((center.xy + offset.xy) - anchor);
  if (layerTransformed != 0u) {
    // Layer space to canvas space, projectively: the layer's canvas-from-layer matrix.
    vec4 canvas = vec4(scaled, 0.0, w) * layerTransform;
    scaled = canvas.xy;
    w = canvas.w;
  }
  return vec4(scaled.x * (2.0 / canvasSize.x) - w, w - scaled.y * (2.0 / canvasSize.y), 0.0, w);
}
