// Planar YUV 4:2:0 (ffmpeg's yuv420p) from the drawn image, for a video encoder
// (`YUV420Readback`): x264 then reads the frame as it is, with no conversion of its own.
//
// The plane target holds one byte per texel, planeSize.x wide; read back row after row from the
// bottom it is the frame's bytes in order: the luma plane (planeSize.x by planeSize.y, rows top
// down; video_luma.frag), then Cb, then Cr, each half as wide and half as high, so two chroma
// rows to a target row (video_chroma.frag). Colours: the BT.709 matrix in limited ("TV") range,
// as the ffmpeg command tags the stream; chroma is the mean of each 2x2 block. Each pass draws
// its own rows with no per-pixel division or branch: llvmpipe divides integers lane by lane and
// runs both sides of a branch.

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
  ivec2 inside = min(ivec2(x, y), imageSize - 1);
  vec4 color = texelFetch(source, ivec2(inside.x, imageSize.y - 1 - inside.y), 0);
  // Saturate as the 8-bit composite of the RGBA path does (`VideoEncoder.composited`).
  vec3 composited = min(color.rgb + (1.0 - color.a) * matte, vec3(1.0));
  return (x < imageSize.x && y < imageSize.y) ? composited : vec3(0.0);
}

// Stores `value` (a code value, 0...255 once rounded) as the target's byte: k / 255 is stored
// as exactly k.
void writeByte(float value) {
  planeByte = vec4(clamp(floor(value + 0.5), 0.0, 255.0) / 255.0);
}
