// The canvas and the layer being drawn: `RenderViewLayout` in Sources/EmitterRender, checked
// against this block's reflection by EmitterRenderGLTests. Rewritten before each layer's draw.
layout(std140, binding = UBO_RENDER_VIEW) uniform RenderView {
  vec2 canvasSize;         // points
  vec2 perspectiveCenter;  // points: where the eye looks (the canvas centre)
  float perspective;       // CA's -m34: 1 / eye distance (points); 0 is orthographic
  float layerOpacity;      // multiplies every particle's alpha
  uint preservesDepth;     // 1: particle z moves particles in perspective too
  uint slotBase;           // the layer's first slot
  uint slotCount;          // the layer's slots: one instance each
  uint usesDrawOrder;      // 1: instance i draws drawOrder[i].y (sorted render modes)
  uint layerTransformed;   // 1: layerTransform is not the identity
  mat4 layerTransform;     // canvas from layer: [x, y, 0, w] * layerTransform (CA's row vectors)
};
