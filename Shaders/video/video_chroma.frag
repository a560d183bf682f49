#version 450 core
// The chroma planes of a video frame (`YUV420Readback`): the target's rows from planeSize.y on,
// two chroma rows to a row, the Cb plane's rows first, then Cr's. See video_planes.glsl.
#include "video_planes.glsl"

void main() {
  int chromaWidth = planeSize.x / 2;
  int chromaRows = planeSize.y / 2;
  ivec2 position = ivec2(gl_FragCoord.xy);
  bool secondHalf = position.x >= chromaWidth;
  // Which of the 2 x chromaRows chroma rows this byte is, and where in it.
  int row = 2 * (position.y - planeSize.y) + (secondHalf ? 1 : 0);
  int column = secondHalf ? position.x - chromaWidth : position.x;
  bool isCr = row >= chromaRows;
  int y = 2 * (isCr ? row - chromaRows : row);
  int x = 2 * column;
  vec3 color = 0.25 * (pixel(x, y) + pixel(x + 1, y) + pixel(x, y + 1) + pixel(x + 1, y + 1));
  float luma = dot(color, lumaWeights);
  // Cb = (B - Y) / (2 (1 - kb)), Cr = (R - Y) / (2 (1 - kr)), scaled to 224 steps around 128.
  float difference = isCr ? (color.r - luma) / 1.5748 : (color.b - luma) / 1.8556;
  writeByte(128.0 + 224.0 * difference);
}
