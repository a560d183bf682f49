// Where a compositing pass's fragment lies in the image it draws: `viewportOrigin` is the
// viewport's bottom-left corner in the framebuffer (a host's viewport need not start at 0),
// `imageSize` the image's size in pixels.
uniform vec2 viewportOrigin;
uniform vec2 imageSize;

// The fragment's centre, pixels from the image's top-left corner (rows down, as the reference's).
vec2 imagePixelCenter() {
  vec2 p = gl_FragCoord.xy - viewportOrigin;
  return vec2(p.x, imageSize.y - p.y);
}

// The fragment's texel in a texture of the image's size (GL rows, from the bottom).
ivec2 imageTexel() {
  return ivec2(gl_FragCoord.xy - viewportOrigin);
}
