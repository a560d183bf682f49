#version 450 core
// The whole viewport as one four-vertex strip: every compositing pass (layer_fill,
// layer_blur, layer_composite) shades each pixel once.
void main() {
  vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
