@preconcurrency import CEpoxy

/// The GL state EmitterKit changes when it simulates or draws in a host's context, as it was
/// before: `capture()` it, do the work, `restore()` it, and the host's next draw finds its own
/// bindings. The list is the state contract `ParticleSystem` documents; every field here is
/// one the simulator or the renderer sets.
///
/// Equatable, so a test can capture before and after and compare.
package struct GLStateSnapshot: Equatable, Sendable {
  /// One indexed buffer binding: the buffer and the range bound (0, 0 for the whole buffer).
  struct BufferBinding: Equatable, Sendable {
    /// The buffer name; 0 for none.
    package var buffer: Int
    /// Bytes from the buffer's start (`glBindBufferRange`), 0 for a whole-buffer binding.
    package var offset: Int
    /// Bytes bound, 0 for a whole-buffer binding.
    package var size: Int
  }

  /// `GL_DRAW_FRAMEBUFFER_BINDING` and `GL_READ_FRAMEBUFFER_BINDING`.
  var drawFramebuffer = 0
  package var readFramebuffer = 0
  /// x, y, width, height.
  package var viewport = [Int](repeating: 0, count: 4)
  /// Whether `GL_BLEND` is enabled.
  package var blend = false
  /// Source RGB, destination RGB, source alpha, destination alpha.
  var blendFactors = [Int(GL_ONE), Int(GL_ZERO), Int(GL_ONE), Int(GL_ZERO)]
  /// RGB, alpha.
  var blendEquations = [Int(GL_FUNC_ADD), Int(GL_FUNC_ADD)]
  /// `GL_COLOR_WRITEMASK`: red, green, blue, alpha.
  var colorMask = [Bool](repeating: true, count: 4)
  /// Depth, stencil, cull face, scissor, sRGB framebuffer, in that order.
  var capabilities = [Bool](repeating: false, count: 5)
  /// `GL_CURRENT_PROGRAM`.
  package var program = 0
  /// `GL_VERTEX_ARRAY_BINDING`.
  package var vertexArray = 0
  /// `GL_ACTIVE_TEXTURE` (`GL_TEXTURE0` + unit).
  var activeTexture = Int(GL_TEXTURE0)
  /// `GL_TEXTURE_2D_ARRAY` bound on each unit of `textureUnits`.
  var arrayTextures = [Int](repeating: 0, count: textureUnits.count)
  /// The sampler bound on each unit of `textureUnits`.
  package var samplers = [Int](repeating: 0, count: textureUnits.count)
  /// The generic `GL_UNIFORM_BUFFER` binding, and the indexed ones of `uniformBlockIndices`.
  package var uniformBuffer = 0
  var uniformBlocks = [BufferBinding](
    repeating: BufferBinding(buffer: 0, offset: 0, size: 0), count: uniformBlockIndices.count)
  /// The generic `GL_SHADER_STORAGE_BUFFER` binding, and the indexed ones of
  /// `storageBlockIndices`.
  package var storageBuffer = 0
  var storageBlocks = [BufferBinding](
    repeating: BufferBinding(buffer: 0, offset: 0, size: 0), count: storageBlockIndices.count)
  /// `GL_PACK_ALIGNMENT` and `GL_UNPACK_ALIGNMENT`.
  var packAlignment = 4
  var unpackAlignment = 4

  /// The units, uniform-block and storage-block indices EmitterKit binds.
  package static let textureUnits = 0..<(ShaderBindings.contentsTextureUnit + 6)
  package static let uniformBlockIndices =
    0..<(ShaderBindings.UniformBlock.allCases.map(\.rawValue).max()! + 1)
  package static let storageBlockIndices =
    0..<(ShaderBindings.StorageBlock.allCases.map(\.rawValue).max()! + 1)

  private static let capabilityNames = [
    GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_SCISSOR_TEST, GL_FRAMEBUFFER_SRGB,
  ]

  /// GL's initial state (with an empty viewport): what a fresh context has.
  package init() {}

  /// The current state of every field.
  package static func capture() -> GLStateSnapshot {
    var state = GLStateSnapshot()
    state.drawFramebuffer = GL.integer(GL_DRAW_FRAMEBUFFER_BINDING)
    state.readFramebuffer = GL.integer(GL_READ_FRAMEBUFFER_BINDING)
    var viewport = [GLint](repeating: 0, count: 4)
    epoxy_glGetIntegerv!(GLenum(GL_VIEWPORT), &viewport)
    state.viewport = viewport.map(Int.init)
    state.arrayTextures = []
    state.samplers = []
    state.blend = epoxy_glIsEnabled!(GLenum(GL_BLEND)) != 0
    state.blendFactors = [
      GL_BLEND_SRC_RGB, GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA, GL_BLEND_DST_ALPHA,
    ]
    .map(GL.integer)
    state.blendEquations = [GL_BLEND_EQUATION_RGB, GL_BLEND_EQUATION_ALPHA].map(GL.integer)
    var mask = [GLboolean](repeating: 0, count: 4)
    epoxy_glGetBooleanv!(GLenum(GL_COLOR_WRITEMASK), &mask)
    state.colorMask = mask.map { $0 != 0 }
    state.capabilities = capabilityNames.map { epoxy_glIsEnabled!(GLenum($0)) != 0 }
    state.program = GL.integer(GL_CURRENT_PROGRAM)
    state.vertexArray = GL.integer(GL_VERTEX_ARRAY_BINDING)
    state.activeTexture = GL.integer(GL_ACTIVE_TEXTURE)
    for unit in textureUnits {
      epoxy_glActiveTexture!(GLenum(GL_TEXTURE0 + Int32(unit)))
      state.arrayTextures.append(GL.integer(GL_TEXTURE_BINDING_2D_ARRAY))
      state.samplers.append(GL.integer(GL_SAMPLER_BINDING))
    }
    epoxy_glActiveTexture!(GLenum(state.activeTexture))
    state.uniformBuffer = GL.integer(GL_UNIFORM_BUFFER_BINDING)
    state.uniformBlocks = uniformBlockIndices.map {
      binding(GL_UNIFORM_BUFFER_BINDING, GL_UNIFORM_BUFFER_START, GL_UNIFORM_BUFFER_SIZE, $0)
    }
    state.storageBuffer = GL.integer(GL_SHADER_STORAGE_BUFFER_BINDING)
    state.storageBlocks = storageBlockIndices.map {
      binding(
        GL_SHADER_STORAGE_BUFFER_BINDING, GL_SHADER_STORAGE_BUFFER_START,
        GL_SHADER_STORAGE_BUFFER_SIZE, $0)
    }
    state.packAlignment = GL.integer(GL_PACK_ALIGNMENT)
    state.unpackAlignment = GL.integer(GL_UNPACK_ALIGNMENT)
    return state
  }

  /// Puts every field back as captured.
  package func restore() {
    epoxy_glBindFramebuffer!(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(drawFramebuffer))
    epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), GLuint(readFramebuffer))
    if viewport.count == 4 {
      epoxy_glViewport!(
        GLint(viewport[0]), GLint(viewport[1]), GLsizei(viewport[2]), GLsizei(viewport[3]))
    }
    Self.set(GL_BLEND, blend)
    if blendFactors.count == 4 {
      epoxy_glBlendFuncSeparate!(
        GLenum(blendFactors[0]), GLenum(blendFactors[1]), GLenum(blendFactors[2]),
        GLenum(blendFactors[3]))
    }
    if blendEquations.count == 2 {
      epoxy_glBlendEquationSeparate!(GLenum(blendEquations[0]), GLenum(blendEquations[1]))
    }
    if colorMask.count == 4 {
      let mask = colorMask.map { GLboolean($0 ? GL_TRUE : GL_FALSE) }
      epoxy_glColorMask!(mask[0], mask[1], mask[2], mask[3])
    }
    for (name, enabled) in zip(Self.capabilityNames, capabilities) { Self.set(name, enabled) }
    // A program deleted while current stays current until replaced, and then is gone: such a
    // host program cannot be made current again, so none is.
    let programExists = program == 0 || epoxy_glIsProgram!(GLuint(program)) != 0
    epoxy_glUseProgram!(programExists ? GLuint(program) : 0)
    epoxy_glBindVertexArray!(GLuint(vertexArray))
    for (unit, (texture, sampler)) in zip(Self.textureUnits, zip(arrayTextures, samplers)) {
      epoxy_glActiveTexture!(GLenum(GL_TEXTURE0 + Int32(unit)))
      epoxy_glBindTexture!(GLenum(GL_TEXTURE_2D_ARRAY), GLuint(texture))
      epoxy_glBindSampler!(GLuint(unit), GLuint(sampler))
    }
    epoxy_glActiveTexture!(GLenum(activeTexture))
    for (index, binding) in zip(Self.uniformBlockIndices, uniformBlocks) {
      Self.bind(GL_UNIFORM_BUFFER, index, binding)
    }
    for (index, binding) in zip(Self.storageBlockIndices, storageBlocks) {
      Self.bind(GL_SHADER_STORAGE_BUFFER, index, binding)
    }
    // Indexed binds also set the generic binding point: put it back last.
    epoxy_glBindBuffer!(GLenum(GL_UNIFORM_BUFFER), GLuint(uniformBuffer))
    epoxy_glBindBuffer!(GLenum(GL_SHADER_STORAGE_BUFFER), GLuint(storageBuffer))
    epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), GLint(packAlignment))
    epoxy_glPixelStorei!(GLenum(GL_UNPACK_ALIGNMENT), GLint(unpackAlignment))
  }

  /// The state a particle draw needs on top of the renderer's own bindings: all colour channels
  /// written, linear (not sRGB-encoded) blending, so the pixels are the reference's.
  package static func prepareForParticles() {
    epoxy_glColorMask!(
      GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    epoxy_glDisable!(GLenum(GL_FRAMEBUFFER_SRGB))
  }

  private static func binding(_ name: Int32, _ start: Int32, _ size: Int32, _ index: Int)
    -> BufferBinding
  {
    var offset: GLint64 = 0
    var length: GLint64 = 0
    epoxy_glGetInteger64i_v!(GLenum(start), GLuint(index), &offset)
    epoxy_glGetInteger64i_v!(GLenum(size), GLuint(index), &length)
    return BufferBinding(
      buffer: GL.integer(name, index: index), offset: Int(offset), size: Int(length))
  }

  private static func bind(_ target: Int32, _ index: Int, _ binding: BufferBinding) {
    if binding.buffer != 0, binding.size > 0 {
      epoxy_glBindBufferRange!(
        GLenum(target), GLuint(index), GLuint(binding.buffer), GLintptr(binding.offset),
        GLsizeiptr(binding.size))
    } else {
      epoxy_glBindBufferBase!(GLenum(target), GLuint(index), GLuint(binding.buffer))
    }
  }

  private static func set(_ capability: Int32, _ enabled: Bool) {
    if enabled {
      epoxy_glEnable!(GLenum(capability))
    } else {
      epoxy_glDisable!(GLenum(capability))
    }
  }
}
