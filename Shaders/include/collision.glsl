// Colliders (`Collider`, `Collider+Hit` and `Collisions` in Swift), operation for operation:
// each step's chord from p0 to the integrated p1 against the layer's collision behaviours, the
// first contact (least fraction, earlier behaviour on ties) answered by its response. `precise`
// keeps the driver from fusing what Swift computes unfused. Needs behaviors.glsl.

#define COLLIDER_BOUNDS 0u
#define COLLIDER_LINE 1u
#define COLLIDER_RECT 2u
#define COLLIDER_CIRCLE 3u
#define COLLIDER_IMAGE 4u

#define COLLISION_BOUNCE 0u
#define COLLISION_STICK 1u
#define COLLISION_SLIDE 2u
#define COLLISION_DIE 3u

// `Collider.skin`, 1/64 pt.
#define COLLISION_SKIN 0.015625

// One edge of the bounds: a crossing d0 >= 0 > d1 at s = d0 / (d0 - d1), kept when earliest.
void boundsEdge(float d0, float d1, vec2 normal, inout float best, inout vec2 bestNormal) {
  if (d0 >= 0.0 && d1 < 0.0) {
    precise float s = d0 / (d0 - d1);
    if (best < 0.0 || s < best) {
      best = s;
      bestNormal = normal;
    }
  }
}

// Every image collider's texels, one bit each, row after row from the top (`ColliderGrid`,
// packed by `ColliderGridLayout`): behaviour b's grid starts at word behaviors[b].keyCount.
layout(std430, binding = SSBO_COLLIDER_GRIDS) readonly buffer ColliderGrids {
  uint colliderGridWords[];
};

bool gridSolid(uint base, int width, int x, int y) {
  uint index = uint(x + y * width);
  return ((colliderGridWords[base + (index >> 5u)] >> (index & 31u)) & 1u) != 0u;
}

// `Collider.texel`: the texel holding grid coordinate u, clamped into an axis of count texels.
int gridTexel(float u, float count) {
  return int(min(max(floor(u), 0.0), count - 1.0));
}

bool finite(float x) {
  return !(isnan(x) || isinf(x));
}

// `Collider.imageHit`: the chord clipped to the grid, then walked texel by texel (integer
// steps, each axis's next boundary crossing computed from its integer), the first solid texel
// entered from a free one.
float imageHit(uint b, vec3 p0, vec3 p1, out vec2 normal) {
  normal = vec2(0.0);
  vec4 g = behaviors[b].vector;
  float w = behaviors[b].axis.x;
  float h = behaviors[b].axis.y;
  if (!(w > 0.0 && h > 0.0)) {
    return -1.0;
  }
  uint base = behaviors[b].keyCount;
  int width = int(w);
  precise float ax = (p0.x - g.x) * g.z;
  precise float ay = (p0.y - g.y) * g.z;
  precise float bx = (p1.x - g.x) * g.z;
  precise float by = (p1.y - g.y) * g.z;
  precise float dx = bx - ax;
  precise float dy = by - ay;
  if (!(finite(ax) && finite(ay) && finite(dx) && finite(dy))) {
    return -1.0;
  }
  float enter = 0.0;
  float exit = 1.0;
  bool enterX = false;
  if (dx != 0.0) {
    precise float t0 = -ax / dx;
    precise float t1 = (w - ax) / dx;
    float near = dx > 0.0 ? t0 : t1;
    float far = dx > 0.0 ? t1 : t0;
    if (near > enter) {
      enter = near;
      enterX = true;
    }
    if (far < exit) {
      exit = far;
    }
  } else if (!(ax >= 0.0 && ax < w)) {
    return -1.0;
  }
  if (dy != 0.0) {
    precise float t0 = -ay / dy;
    precise float t1 = (h - ay) / dy;
    float near = dy > 0.0 ? t0 : t1;
    float far = dy > 0.0 ? t1 : t0;
    if (near > enter) {
      enter = near;
      enterX = false;
    }
    if (far < exit) {
      exit = far;
    }
  } else if (!(ay >= 0.0 && ay < h)) {
    return -1.0;
  }
  if (!(enter <= exit)) {
    return -1.0;
  }
  int stepX = dx > 0.0 ? 1 : -1;
  int stepY = dy > 0.0 ? 1 : -1;
  precise float sx = ax + dx * enter;
  precise float sy = ay + dy * enter;
  precise float ex = ax + dx * exit;
  precise float ey = ay + dy * exit;
  int x = gridTexel(sx, w);
  int y = gridTexel(sy, h);
  int endX = gridTexel(ex, w);
  int endY = gridTexel(ey, h);
  bool free = !gridSolid(base, width, x, y);
  if (enter > 0.0 && !free) {
    normal = enterX ? vec2(float(-stepX), 0.0) : vec2(0.0, float(-stepY));
    return enter;
  }
  int steps = abs(endX - x) + abs(endY - y);
  while (steps > 0) {
    steps -= 1;
    bool movesX = y == endY;
    if (x != endX && y != endY) {
      precise float tx = (float(stepX > 0 ? x + 1 : x) - ax) / dx;
      precise float ty = (float(stepY > 0 ? y + 1 : y) - ay) / dy;
      movesX = tx <= ty;
    }
    float t;
    if (movesX) {
      precise float crossing = (float(stepX > 0 ? x + 1 : x) - ax) / dx;
      t = crossing;
      x += stepX;
    } else {
      precise float crossing = (float(stepY > 0 ? y + 1 : y) - ay) / dy;
      t = crossing;
      y += stepY;
    }
    bool solid = gridSolid(base, width, x, y);
    if (solid && free) {
      normal = movesX ? vec2(float(-stepX), 0.0) : vec2(0.0, float(-stepY));
      return t > 0.0 ? min(t, 1.0) : 0.0;
    }
    free = !solid;
  }
  return -1.0;
}

// The fraction of the chord p0 -> p1 where it first meets collider b (negative: none), and
// the normal there toward the free side.
float colliderHit(uint b, vec3 p0, vec3 p1, out vec2 normal) {
  vec4 g = behaviors[b].vector;
  uint shape = behaviors[b].variant;
  normal = vec2(0.0);
  if (shape == COLLIDER_IMAGE) {
    return imageHit(b, p0, p1, normal);
  }
  if (shape == COLLIDER_BOUNDS) {
    float best = -1.0;
    precise float l0 = p0.x - g.x;
    precise float l1 = p1.x - g.x;
    precise float r0 = g.z - p0.x;
    precise float r1 = g.z - p1.x;
    precise float t0 = p0.y - g.y;
    precise float t1 = p1.y - g.y;
    precise float b0 = g.w - p0.y;
    precise float b1 = g.w - p1.y;
    boundsEdge(l0, l1, vec2(1.0, 0.0), best, normal);
    boundsEdge(r0, r1, vec2(-1.0, 0.0), best, normal);
    boundsEdge(t0, t1, vec2(0.0, 1.0), best, normal);
    boundsEdge(b0, b1, vec2(0.0, -1.0), best, normal);
    return best;
  }
  if (shape == COLLIDER_RECT) {
    bool insideX = g.x < p0.x && p0.x < g.z;
    bool insideY = g.y < p0.y && p0.y < g.w;
    if (insideX && insideY) {
      return -1.0;
    }
    precise float dx = p1.x - p0.x;
    precise float dy = p1.y - p0.y;
    float nearX = -1.0;
    float farX = 2.0;
    if (dx != 0.0) {
      precise float t0 = (g.x - p0.x) / dx;
      precise float t1 = (g.z - p0.x) / dx;
      nearX = dx > 0.0 ? t0 : t1;
      farX = dx > 0.0 ? t1 : t0;
    } else if (!insideX) {
      return -1.0;
    }
    float nearY = -1.0;
    float farY = 2.0;
    if (dy != 0.0) {
      precise float t0 = (g.y - p0.y) / dy;
      precise float t1 = (g.w - p0.y) / dy;
      nearY = dy > 0.0 ? t0 : t1;
      farY = dy > 0.0 ? t1 : t0;
    } else if (!insideY) {
      return -1.0;
    }
    bool fromX = nearX >= nearY;
    float enter = fromX ? nearX : nearY;
    float exit = farX < farY ? farX : farY;
    if (!(enter >= 0.0 && enter <= 1.0 && enter < exit)) {
      return -1.0;
    }
    normal = fromX ? vec2(dx > 0.0 ? -1.0 : 1.0, 0.0) : vec2(0.0, dy > 0.0 ? -1.0 : 1.0);
    return enter;
  }
  if (shape == COLLIDER_CIRCLE) {
    float r = g.z;
    if (!(r > 0.0)) {
      return -1.0;
    }
    precise float dx = p1.x - p0.x;
    precise float dy = p1.y - p0.y;
    precise float fx = p0.x - g.x;
    precise float fy = p0.y - g.y;
    precise float c = (fx * fx + fy * fy) - r * r;
    precise float a = dx * dx + dy * dy;
    precise float bb = fx * dx + fy * dy;
    if (!(c >= 0.0 && a > 0.0 && bb < 0.0)) {
      return -1.0;
    }
    precise float discriminant = bb * bb - a * c;
    if (!(discriminant >= 0.0)) {
      return -1.0;
    }
    precise float s = (-bb - sqrt(discriminant)) / a;
    if (!(s >= 0.0 && s <= 1.0)) {
      return -1.0;
    }
    precise float qx = p0.x + dx * s;
    precise float qy = p0.y + dy * s;
    precise float nx = (qx - g.x) / r;
    precise float ny = (qy - g.y) / r;
    normal = vec2(nx, ny);
    return s;
  }
  // COLLIDER_LINE: axis.xy the unit direction, axis.z the length.
  vec4 u = behaviors[b].axis;
  if (!(u.z > 0.0)) {
    return -1.0;
  }
  precise float d0 = -u.y * (p0.x - g.x) + u.x * (p0.y - g.y);
  precise float d1 = -u.y * (p1.x - g.x) + u.x * (p1.y - g.y);
  bool front = d0 >= 0.0;
  if (!(front ? d1 < 0.0 : d1 >= 0.0)) {
    return -1.0;
  }
  precise float s = d0 / (d0 - d1);
  precise float qx = p0.x + (p1.x - p0.x) * s;
  precise float qy = p0.y + (p1.y - p0.y) * s;
  precise float along = u.x * (qx - g.x) + u.y * (qy - g.y);
  precise float reach = u.z + COLLISION_SKIN;
  if (!(along >= -COLLISION_SKIN && along <= reach)) {
    return -1.0;
  }
  normal = front ? vec2(-u.y, u.x) : vec2(u.y, -u.x);
  return s;
}

// The velocity after a contact of collider b with normal n (`Collider.respond`).
vec3 collisionResponse(uint b, vec3 v, vec2 n) {
  uint response = behaviors[b].additive;
  if (response == COLLISION_STICK || response == COLLISION_DIE) {
    return vec3(0.0);
  }
  precise float vn = v.x * n.x + v.y * n.y;
  if (!(vn < 0.0)) {
    return v;
  }
  vec4 k = behaviors[b].scalars;
  precise float keep = 1.0 - k.y;
  precise float bounce = response == COLLISION_BOUNCE ? vn * k.x : 0.0;
  precise vec3 after = vec3(
    (v.x - n.x * vn) * keep - n.x * bounce, (v.y - n.y * vn) * keep - n.y * bounce, v.z * keep);
  precise float speed2 = after.x * after.x + after.y * after.y + after.z * after.z;
  precise float settle2 = k.z * k.z;
  return speed2 < settle2 ? vec3(0.0) : after;
}

// The first contact of the step p0 -> p (behaviours first..end of the layer): moves p to the
// contact point (skin off the surface), answers v. 0: no contact; 1: a contact; 2: a contact
// whose response kills the particle.
uint collide(uint first, uint end, vec3 p0, inout vec3 p, inout vec3 v) {
  float best = -1.0;
  uint hitBehavior = 0u;
  vec2 hitNormal = vec2(0.0);
  for (uint b = first; b < end; b++) {
    if (behaviors[b].kind != BEHAVIOR_COLLISION) {
      continue;
    }
    vec2 normal;
    float s = colliderHit(b, p0, p, normal);
    if (s >= 0.0 && (best < 0.0 || s < best)) {
      best = s;
      hitBehavior = b;
      hitNormal = normal;
    }
  }
  if (best < 0.0) {
    return 0u;
  }
  precise vec3 q = vec3(
    (p0.x + (p.x - p0.x) * best) + hitNormal.x * COLLISION_SKIN,
    (p0.y + (p.y - p0.y) * best) + hitNormal.y * COLLISION_SKIN,
    p0.z + (p.z - p0.z) * best);
  p = q;
  v = collisionResponse(hitBehavior, v, hitNormal);
  return behaviors[hitBehavior].additive == COLLISION_DIE ? 2u : 1u;
}
