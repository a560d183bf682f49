// A masked layer's mask (`LayerMaskDrawing` in Sources/EmitterRaster): its image, drawn into a
// texture of the layer image's size by layer_fill.frag and layer_contents.frag, whose alpha
// times the mask's opacity is how much of the layer shows at a pixel.
layout(binding = TEXTURE_UNIT_MASK) uniform sampler2D maskImage;
uniform uint hasMask;      // 1: the layer has a mask
uniform float maskOpacity;

// The mask's coverage at `texel` of the image (GL rows, from the bottom); 1 without a mask.
float maskCoverage(ivec2 texel) {
  if (hasMask == 0u) return 1.0;
  return texelFetch(maskImage, texel, 0).a * maskOpacity;
}
