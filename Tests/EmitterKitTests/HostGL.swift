// What a host program does with GL around EmitterKit: its own framebuffer with its own content,
// its own state. Raw epoxy calls on purpose: this is the host's code, not EmitterKit's.
@preconcurrency import CEpoxy
import EmitterKit
import EmitterVerification

/// A host's RGBA8 texture with a framebuffer object over it.
struct HostFramebufferObject {
  let texture: GLuint
  let framebuffer: GLuint
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    var texture: GLuint = 0
    epoxy_glCreateTextures!(GLenum(GL_TEXTURE_2D), 1, &texture)
    epoxy_glTextureStorage2D!(texture, 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
    var framebuffer: GLuint = 0
    epoxy_glCreateFramebuffers!(1, &framebuffer)
    epoxy_glNamedFramebufferTexture!(framebuffer, GLenum(GL_COLOR_ATTACHMENT0), texture, 0)
    self.texture = texture
    self.framebuffer = framebuffer
    self.width = width
    self.height = height
  }

  /// Fills the texture with `image` (rows top down, as the host's picture reads).
  func fill(with image: RGBAImage) {
    precondition(image.width == width && image.height == height)
    var bottomUp = [UInt8]()
    bottomUp.reserveCapacity(image.pixels.count)
    for y in (0..<height).reversed() {
      bottomUp.append(contentsOf: image.pixels[(y * width * 4)..<((y + 1) * width * 4)])
    }
    epoxy_glPixelStorei!(GLenum(GL_UNPACK_ALIGNMENT), 1)
    epoxy_glTextureSubImage2D!(
      texture, 0, 0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
      bottomUp)
  }

  /// The texture's pixels, rows top down.
  func read() -> RGBAImage {
    epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 1)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    epoxy_glGetTextureImage!(
      texture, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), GLsizei(bytes.count), &bytes)
    return RGBAImage(bottomUpPixels: bytes, width: width, height: height)
  }

  func destroy() {
    var framebuffer = framebuffer
    var texture = texture
    epoxy_glDeleteFramebuffers!(1, &framebuffer)
    epoxy_glDeleteTextures!(1, &texture)
  }
}

/// The host's picture under the particles: diagonal colour ramps, a checkerboard, and a band of
/// half-transparent premultiplied pixels, so both blend modes meet every kind of destination.
func hostPattern(width: Int, height: Int) -> RGBAImage {
  var image = RGBAImage(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let checker = ((x / 12) + (y / 12)) % 2 == 0
      var pixel = SIMD4<UInt8>(
        UInt8((x * 5) % 256), UInt8((y * 3) % 256), checker ? 180 : 40, 255)
      if (height / 3..<height / 2).contains(y) {
        // Premultiplied at alpha 128: every channel at most the alpha.
        pixel = SIMD4(pixel.x / 2, pixel.y / 2, pixel.z / 2, 128)
      }
      image[x, y] = pixel
    }
  }
  return image
}

/// The part of `image` at (`x`, `y`) from the top-left, `width` × `height` pixels.
func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
  var result = RGBAImage(width: width, height: height)
  for row in 0..<height {
    for column in 0..<width { result[column, row] = image[x + column, y + row] }
  }
  return result
}

/// A trivial linked program, so the host has a program of its own in use.
func hostProgram() -> GLuint {
  func shader(_ type: Int32, _ source: String) -> GLuint {
    let shader = epoxy_glCreateShader!(GLenum(type))
    source.withCString { text in
      var pointer: UnsafePointer<GLchar>? = text
      epoxy_glShaderSource!(shader, 1, &pointer, nil)
    }
    epoxy_glCompileShader!(shader)
    return shader
  }
  let vertex = shader(
    GL_VERTEX_SHADER, "#version 450 core\nvoid main() { gl_Position = vec4(0.0); }\n")
  let fragment = shader(
    GL_FRAGMENT_SHADER, "#version 450 core\nout vec4 color;\nvoid main() { color = vec4(1.0); }\n")
  let program = epoxy_glCreateProgram!()
  epoxy_glAttachShader!(program, vertex)
  epoxy_glAttachShader!(program, fragment)
  epoxy_glLinkProgram!(program)
  epoxy_glDeleteShader!(vertex)
  epoxy_glDeleteShader!(fragment)
  return program
}

/// `glGetIntegerv` for one value.
func glInteger(_ name: Int32) -> Int {
  var value: GLint = 0
  epoxy_glGetIntegerv!(GLenum(name), &value)
  return Int(value)
}

/// `glGetIntegeri_v` for one indexed value.
func glInteger(_ name: Int32, index: Int) -> Int {
  var value: GLint = 0
  epoxy_glGetIntegeri_v!(GLenum(name), GLuint(index), &value)
  return Int(value)
}

extension ImageComparison.Tolerance {
  /// The renderer tests' tolerance (EmitterRenderGLTests' `RenderFixtures`, where the reasons
  /// are): 3/255 per channel, at most 0.05 % of pixels over it, mean at most 0.1/255. Drawing
  /// over a host's pixels changes only the destination of the same blends.
  static let render = ImageComparison.Tolerance(
    channelThreshold: 3, maximumDifferingFraction: 0.0005, maximumMeanDifference: 0.1)
}
