#version 450 core
// The luma plane of a video frame (`YUV420Readback`): the target's first planeSize.y rows, one
// byte per pixel. See video_planes.glsl.
#include "video_planes.glsl"

void main() {
  ivec2 position = ivec2(gl_FragCoord.xy);
  writeByte(16.0 + 219.0 * dot(pixel(position.x, position.y), lumaWeights));
}
