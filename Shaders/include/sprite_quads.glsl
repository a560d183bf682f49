// One drawn particle's quad, prepared by sprite_quads.comp and read by the draw's vertex stage
// (sprite_vertex.glsl). Mirrored by `SpriteQuadLayout` in Sources/EmitterRender, checked against
// reflection by EmitterRenderGLTests.

// The cell of an entry that draws nothing (dead slot, no contents, no alpha, too near the eye).
#define NO_QUAD 0xFFFFFFFFu

struct SpriteQuad {
  vec4 corners[4];  // clip coordinates in strip order: top-left, top-right, bottom-left, bottom-right
  vec4 tint;        // premultiplied (rgb * a, a), layer opacity included
  uint cell;        // flat cell index (its contents), or NO_QUAD
  vec2 frameOffset; // the sprite-sheet frame's offset from contentsRect (contents_frames.glsl)
};

layout(std430, binding = SSBO_SPRITE_QUADS) buffer SpriteQuads {
  SpriteQuad spriteQuads[];
};
