#version 450 core
// Trail ribbons, fragment stage: the colour interpolated along the strip (ribbon.vert).

in vec4 tint;

layout(location = 0) out vec4 fragmentColor;

void main() {
  fragmentColor = tint;
}
