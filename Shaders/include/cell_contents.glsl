// What each flat cell draws: `CellContentsLayout` in Sources/EmitterRender (from
// `ContentsAtlas.Entry`), checked against this block's reflection by EmitterRenderGLTests.

// One sampler per (minification, magnification) filter pair: {nearest, linear, trilinear} x
// {linear, nearest}, index = 2 * minification + (magnification == nearest ? 1 : 0).
#define CONTENTS_SAMPLER_COUNT 6
// The (linear, linear) pair: what a ribbon reads its trailContents through, at level 0.
#define CONTENTS_SAMPLER_LINEAR 2

struct CellContents {
  vec4 textureRect;     // xy: texture coordinate of the quad's top-left corner; zw: extent to bottom-right
  vec2 halfSize;        // points at particle scale 1
  float textureLayer;   // layer of the contents texture array; negative: the cell draws nothing
  uint samplerIndex;    // see CONTENTS_SAMPLER_COUNT
  float lodScale;       // 2^minificationFilterBias: scales the texture-coordinate derivatives
  uint frameCount;      // sprite sheet (contents_frames.glsl): frames; 0 or 1: a still image
  uint framesPerRow;    // 0: all frames in one row
  float framesPerSecond;
  uint frameMode;       // FRAME_MODE_LOOP, FRAME_MODE_ONCE, FRAME_MODE_LIFETIME
  float trailLayer;     // layer of the cell's trailContents; negative: flat-colour ribbons
  vec4 trailRect;       // xy: the trail image's share of the layer; zw: half a texel (the clamp)
};

// One entry per flat cell (at least one), sized by the scene.
layout(std430, binding = SSBO_CELL_CONTENTS) readonly buffer CellContentsBlock {
  CellContents cellContents[];
};
