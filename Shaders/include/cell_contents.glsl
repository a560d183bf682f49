// What each flat cell draws: `CellContentsLayout` in Sources/EmitterRender (from
// `ContentsAtlas.Entry`), checked against this block's reflection by EmitterRenderTests.
// Needs cell_templates.glsl for MAX_CELLS.

// One sampler per (minification, magnification) filter pair: {nearest, linear, trilinear} x
// {linear, nearest}, index = 2 * minification + (magnification == nearest ? 1 : 0).
#define CONTENTS_SAMPLER_COUNT 6

struct CellContents {
  vec4 textureRect;     // xy: texture coordinate of the quad's top-left corner; zw: extent to bottom-right
  vec2 halfSize;        // points at particle scale 1
  float textureLayer;   // layer of the contents texture array; negative: the cell draws nothing
  uint samplerIndex;    // see CONTENTS_SAMPLER_COUNT
  float lodScale;       // 2^minificationFilterBias: scales the texture-coordinate derivatives
};

layout(std140, binding = UBO_CELL_CONTENTS) uniform CellContentsBlock {
  CellContents cellContents[MAX_CELLS];
};
