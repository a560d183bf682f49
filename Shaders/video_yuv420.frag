#version 450 core
// Planar YUV 4:2:0 (ffmpeg's yuv420p) from the drawn image, for a video encoder
// (`YUV420Readback`): x264 then reads the frame as it is, with no conversion of its own.
//
// The target holds one byte per texel, planeSize.x wide; read back row after row from the bottom
// it is the frame's bytes in order: the luma plane (planeSize.x by planeSize.y, rows top down),
// then Cb, then Cr (each half as wide and half as high). Colours: the BT.709 matrix, limited
// ("TV") range, as the ffmpeg command tags the stream; chroma is the mean of each 2x2 block.

// The drawn image: premultiplied RGBA8, GL's rows (bottom up).
uniform sampler2D source;
// The drawn image, pixels.
uniform ivec2 imageSize;
// The luma plane: the image rounded up to even sizes (4:2:0 halves both).
uniform ivec2 planeSize;
// What a transparent pixel shows: video without alpha composites over it.
uniform vec3 matte;

layout(location = 0) out vec4 planeByte;

const vec3 lumaWeights = vec3(0.2126, 0.7152, 0.0722);

// The image's pixel at (x, y), rows top down, over the matte; black in the padding to even sizes
// (what ffmpeg's pad filter adds).
vec3 pixel(int x, int y) {
  if (x >= imageSize.x || y >= imageSize.y) return vec3(0.0);
  vec4 color = texelFetch(source, ivec2(x, imageSize.y - 1 - y), 0);
  // Saturate as the 8-bit composite of the RGBA path does (`VideoEncoder.composited`).
  return min(color.rgb + (1.0 - color.a) * matte, vec3(1.0));
}

void main() {
  int index = int(gl_FragCoord.y) * planeSize.x + int(gl_FragCoord.x);
  int lumaBytes = planeSize.x * planeSize.y;
  float value;
  if (index < lumaBytes) {
    value = 16.0 + 219.0 * dot(pixel(index % planeSize.x, index / planeSize.x), lumaWeights);
  } else {
    int chromaWidth = planeSize.x / 2;
    int offset = index - lumaBytes;
    bool isCr = offset >= chromaWidth * (planeSize.y / 2);
    if (isCr) offset -= chromaWidth * (planeSize.y / 2);
    int x = 2 * (offset % chromaWidth);
    int y = 2 * (offset / chromaWidth);
    vec3 color =
      0.25 * (pixel(x, y) + pixel(x + 1, y) + pixel(x, y + 1) + pixel(x + 1, y + 1));
    float luma = dot(color, lumaWeights);
    // Cb = (B - Y) / (2 (1 - kb)), Cr = (R - Y) / (2 (1 - kr)), scaled to 224 steps around 128.
    value = 128.0 + 224.0 * (isCr ? (color.r - luma) / 1.5748 : (color.b - luma) / 1.8556);
  }
  // Written as k / 255, which the 8-bit target stores as exactly k.
  planeByte = vec4(clamp(floor(value + 0.5), 0.0, 255.0) / 255.0);
}
