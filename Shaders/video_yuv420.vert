#version 450 core
// Planar YUV 4:2:0 for a video encoder (`YUV420Readback`), vertex stage: one triangle that covers
// the whole plane target, its corners made from gl_VertexID.

void main() {
  vec2 corner = vec2((gl_VertexID << 1) & 2, gl_VertexID & 2);
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
