// Birth positions on the layer's emitter shape: `EmitterShapeSampler` and `ShapeEdges` in Swift,
// operation for operation. Shape and mode numbers are the order of Swift's `allCases`.

#define SHAPE_POINT 0u
#define SHAPE_LINE 1u
#define SHAPE_RECTANGLE 2u
#define SHAPE_CUBOID 3u
#define SHAPE_CIRCLE 4u
#define SHAPE_SPHERE 5u
#define SHAPE_RECTANGLES 6u
#define SHAPE_MASK 7u

#define MODE_POINTS 0u
#define MODE_OUTLINE 1u
#define MODE_SURFACE 2u
#define MODE_VOLUME 3u

vec3 boxCorner(int index, vec3 half_) {
  int i = clamp(index, 0, 7);
  return vec3((i & 1) == 0 ? -half_.x : half_.x, (i & 2) == 0 ? -half_.y : half_.y, (i & 4) == 0 ? -half_.z : half_.z);
}

vec3 rectanglePerimeter(float w, float h, float t) {
  precise float d = t * 2.0 * (w + h);
  if (d < w) return vec3(d - w / 2.0, -h / 2.0, 0.0);
  d -= w;
  if (d < h) return vec3(w / 2.0, d - h / 2.0, 0.0);
  d -= h;
  if (d < w) return vec3(w / 2.0 - d, h / 2.0, 0.0);
  d -= w;
  return vec3(-w / 2.0, h / 2.0 - min(d, h), 0.0);
}

vec3 cuboidEdge(vec3 size, float pick, float t) {
  precise vec3 half_ = size * 0.5;
  precise float total = 4.0 * (size.x + size.y + size.z);
  if (!(total > 0.0)) return vec3(0.0);
  precise float d = pick * total;
  int axis;
  if (d < 4.0 * size.x) {
    axis = 0;
  } else if (d < 4.0 * (size.x + size.y)) {
    axis = 1;
    d -= 4.0 * size.x;
  } else {
    axis = 2;
    d -= 4.0 * (size.x + size.y);
  }
  float len = size[axis];
  int j = min(int(len > 0.0 ? d / len : 0.0), 3);
  float s0 = (j & 1) == 0 ? -1.0 : 1.0;
  float s1 = (j & 2) == 0 ? -1.0 : 1.0;
  precise float along = len * (t - 0.5);
  if (axis == 0) return vec3(along, s0 * half_.y, s1 * half_.z);
  if (axis == 1) return vec3(s0 * half_.x, along, s1 * half_.z);
  return vec3(s0 * half_.x, s1 * half_.y, along);
}

vec3 cuboidFace(vec3 size, float pick, float u, float v) {
  precise vec3 half_ = size * 0.5;
  precise float areaZ = size.x * size.y;
  precise float areaY = size.x * size.z;
  precise float areaX = size.y * size.z;
  precise float total = 2.0 * (areaZ + areaY + areaX);
  if (!(total > 0.0)) return vec3(0.0);
  precise float d = pick * total;
  precise float a = size.x * (u - 0.5);
  precise float b = size.y * (v - 0.5);
  if (d < 2.0 * areaZ) return vec3(a, b, d < areaZ ? -half_.z : half_.z);
  d -= 2.0 * areaZ;
  if (d < 2.0 * areaY) return vec3(a, d < areaY ? -half_.y : half_.y, size.z * (v - 0.5));
  d -= 2.0 * areaY;
  return vec3(d < areaX ? -half_.x : half_.x, size.y * (u - 0.5), size.z * (v - 0.5));
}

vec3 circlePoint(float radius, float angle) {
  vec2 turn = portableSinCos(angle);
  precise vec3 result = vec3(radius * turn.y, radius * turn.x, 0.0);
  return result;
}

vec3 spherePoint(float radius, float v, float w) {
  precise float cosPolar = 1.0 - 2.0 * v;
  precise float sinPolar = sqrt(max(0.0, 1.0 - cosPolar * cosPolar));
  precise float azimuth = 2.0 * PI * w;
  vec2 turn = portableSinCos(azimuth);
  precise vec3 result = vec3(radius * sinPolar * turn.y, radius * sinPolar * turn.x, radius * cosPolar);
  return result;
}

// The `rectangles` shape: `EmitterRectList` in Swift. Reads the Frame block's rects.
float rectTotal(int i) { return rectTotals[i / 4][i % 4]; }

int rectIndex(float pick) {
  int count = int(rectCount);
  float total = rectTotal(count - 1);
  if (!(total > 0.0)) return min(int(pick * float(count)), count - 1);
  precise float target = pick * total;
  for (int i = 0; i < count; i++) {
    if (target < rectTotal(i)) return i;
  }
  return count - 1;
}

vec3 rectsOffset(uint mode, float u, float v, float pick) {
  int count = int(rectCount);
  if (count == 0) return vec3(0.0);
  if (mode == MODE_POINTS) {
    int corner = min(int(pick * float(4 * count)), 4 * count - 1);
    vec4 rect = rects[corner / 4];
    int i = corner % 4;
    precise vec3 point = vec3(rect.x + ((i & 1) == 0 ? 0.0 : rect.z), rect.y + ((i & 2) == 0 ? 0.0 : rect.w), 0.0);
    return point;
  }
  vec4 rect = rects[rectIndex(pick)];
  if (mode == MODE_OUTLINE) {
    precise vec3 edge = rectanglePerimeter(rect.z, rect.w, u);
    precise vec3 center = vec3(rect.x + rect.z * 0.5, rect.y + rect.w * 0.5, 0.0);
    precise vec3 onEdge = edge + center;
    return onEdge;
  }
  precise vec3 area = vec3(rect.x + rect.z * u, rect.y + rect.w * v, 0.0);
  return area;
}

vec3 shapeOffset(uint shape, uint mode, vec3 size, float u, float v, float w, float pick, float radius) {
  precise vec3 half_ = size * 0.5;
  if (shape == SHAPE_POINT) return vec3(0.0);
  if (shape == SHAPE_RECTANGLES) return rectsOffset(mode, u, v, pick);
  if (shape == SHAPE_LINE) {
    if (mode == MODE_POINTS) return vec3(pick < 0.5 ? -half_.x : half_.x, 0.0, 0.0);
    precise float x = size.x * (u - 0.5);
    return vec3(x, 0.0, 0.0);
  }
  if (shape == SHAPE_RECTANGLE) {
    if (mode == MODE_POINTS) return boxCorner(int(pick * 4.0), vec3(half_.x, half_.y, 0.0));
    if (mode == MODE_OUTLINE) return rectanglePerimeter(size.x, size.y, u);
    precise vec3 area = vec3(size.x * (u - 0.5), size.y * (v - 0.5), 0.0);
    return area;
  }
  if (shape == SHAPE_CUBOID) {
    if (mode == MODE_POINTS) return boxCorner(int(pick * 8.0), half_);
    if (mode == MODE_OUTLINE) return cuboidEdge(size, pick, u);
    if (mode == MODE_SURFACE) return cuboidFace(size, pick, u, v);
    precise vec3 inside = vec3(size.x * (u - 0.5), size.y * (v - 0.5), size.z * (w - 0.5));
    return inside;
  }
  if (mode == MODE_POINTS) return vec3(0.0);
  if (shape == SHAPE_CIRCLE) {
    if (mode == MODE_OUTLINE) return circlePoint(size.x, 2.0 * PI * u);
    return circlePoint(size.x * sqrt(u), 2.0 * PI * v);
  }
  // The largest of three uniforms has density 3r^2: uniform by volume, no cube root needed.
  if (mode == MODE_VOLUME) return spherePoint(size.x * max(u, max(pick, radius)), v, w);
  return spherePoint(size.x, v, w);
}

// The frame at `angle` on a circle: forward the outward normal, side the tangent toward +y, up +z.
EmissionFrame outwardFrame(float angle) {
  vec2 turn = portableSinCos(angle);
  return EmissionFrame(vec3(turn.y, turn.x, 0.0), vec3(-turn.x, turn.y, 0.0), vec3(0.0, 0.0, 1.0));
}

// The frame emission turns from, for the birth drawn from the same u, v, w as `shapeOffset`:
// circles and spheres turn it with the birth position (longitude 0 outward); their centre
// (points mode) keeps the layer's axes.
EmissionFrame shapeFrame(uint shape, uint mode, float u, float v, float w) {
  if (shape == SHAPE_LINE) return LINE_NORMAL;
  if (shape != SHAPE_CIRCLE && shape != SHAPE_SPHERE) return LAYER_AXES;  // rectangles, masks too
  if (mode == MODE_POINTS) return LAYER_AXES;
  if (shape == SHAPE_CIRCLE) return outwardFrame(2.0 * PI * (mode == MODE_OUTLINE ? u : v));
  return frameAlong(spherePoint(1.0, v, w));
}
