@preconcurrency import CEpoxy
import EmitterKit
import EmitterTestSupport
import Testing

/// The GL state contract of `ParticleSystem`: a host sets its own, unusual state; every call of
/// the façade that touches GL leaves it exactly as it was. Checked twice: each value the host
/// set, read back with plain `glGet` calls here, and the whole `GLStateSnapshot`.
@Suite("ParticleSystem restores the host's GL state", .serialized, .tags(.gl))
struct ParticleSystemHostStateGLTests {
  /// What the host set, to read back after each call.
  struct HostState {
    var framebuffer: HostFramebufferObject
    var readFramebuffer: HostFramebufferObject
    var program: GLuint
    var vertexArray: GLuint
    var texture2D: GLuint
    var arrayTexture: GLuint
    var sampler: GLuint
    var uniformBuffer: GLuint
    var storageBuffer: GLuint
  }

  static func setUpHostState() -> HostState {
    let framebuffer = HostFramebufferObject(width: 64, height: 48)
    let readFramebuffer = HostFramebufferObject(width: 8, height: 8)
    epoxy_glBindFramebuffer!(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer.framebuffer)
    epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), readFramebuffer.framebuffer)
    epoxy_glViewport!(3, 4, 50, 40)
    epoxy_glEnable!(GLenum(GL_BLEND))
    epoxy_glBlendFuncSeparate!(
      GLenum(GL_SRC_ALPHA), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ZERO))
    epoxy_glBlendEquationSeparate!(GLenum(GL_FUNC_SUBTRACT), GLenum(GL_MAX))
    epoxy_glColorMask!(
      GLboolean(GL_TRUE), GLboolean(GL_FALSE), GLboolean(GL_TRUE), GLboolean(GL_FALSE))
    for capability in [GL_DEPTH_TEST, GL_CULL_FACE, GL_SCISSOR_TEST] {
      epoxy_glEnable!(GLenum(capability))
    }
    let program = hostProgram()
    epoxy_glUseProgram!(program)
    var vertexArray: GLuint = 0
    epoxy_glCreateVertexArrays!(1, &vertexArray)
    epoxy_glBindVertexArray!(vertexArray)
    var textures = [GLuint](repeating: 0, count: 2)
    epoxy_glGenTextures!(2, &textures)
    // Unit 0 holds both a 2D texture and a 2D array texture of the host's; unit 3 is active.
    epoxy_glActiveTexture!(GLenum(GL_TEXTURE0))
    epoxy_glBindTexture!(GLenum(GL_TEXTURE_2D), textures[0])
    epoxy_glBindTexture!(GLenum(GL_TEXTURE_2D_ARRAY), textures[1])
    epoxy_glActiveTexture!(GLenum(GL_TEXTURE3))
    var sampler: GLuint = 0
    epoxy_glCreateSamplers!(1, &sampler)
    epoxy_glBindSampler!(1, sampler)
    var buffers = [GLuint](repeating: 0, count: 2)
    epoxy_glCreateBuffers!(2, &buffers)
    epoxy_glNamedBufferData!(buffers[0], 4096, nil, GLenum(GL_STATIC_DRAW))
    epoxy_glNamedBufferData!(buffers[1], 4096, nil, GLenum(GL_STATIC_DRAW))
    let alignment = glInteger(GL_UNIFORM_BUFFER_OFFSET_ALIGNMENT)
    epoxy_glBindBufferRange!(GLenum(GL_UNIFORM_BUFFER), 8, buffers[0], GLintptr(alignment), 256)
    epoxy_glBindBufferBase!(GLenum(GL_UNIFORM_BUFFER), 1, buffers[0])
    epoxy_glBindBufferBase!(GLenum(GL_SHADER_STORAGE_BUFFER), 0, buffers[1])
    epoxy_glBindBufferBase!(GLenum(GL_SHADER_STORAGE_BUFFER), 11, buffers[1])
    epoxy_glBindBuffer!(GLenum(GL_SHADER_STORAGE_BUFFER), 0)
    epoxy_glPixelStorei!(GLenum(GL_PACK_ALIGNMENT), 2)
    epoxy_glPixelStorei!(GLenum(GL_UNPACK_ALIGNMENT), 8)
    return HostState(
      framebuffer: framebuffer, readFramebuffer: readFramebuffer, program: program,
      vertexArray: vertexArray, texture2D: textures[0], arrayTexture: textures[1], sampler: sampler,
      uniformBuffer: buffers[0], storageBuffer: buffers[1])
  }

  /// Each value the host set, read with plain GL queries.
  static func expectHostState(_ host: HostState, after call: String) {
    #expect(glInteger(GL_DRAW_FRAMEBUFFER_BINDING) == Int(host.framebuffer.framebuffer), "\(call)")
    #expect(
      glInteger(GL_READ_FRAMEBUFFER_BINDING) == Int(host.readFramebuffer.framebuffer), "\(call)")
    var viewport = [GLint](repeating: 0, count: 4)
    epoxy_glGetIntegerv!(GLenum(GL_VIEWPORT), &viewport)
    #expect(viewport == [3, 4, 50, 40], "\(call)")
    #expect(epoxy_glIsEnabled!(GLenum(GL_BLEND)) != 0, "\(call)")
    #expect(glInteger(GL_BLEND_SRC_RGB) == Int(GL_SRC_ALPHA), "\(call)")
    #expect(glInteger(GL_BLEND_DST_RGB) == Int(GL_ONE_MINUS_SRC_ALPHA), "\(call)")
    #expect(glInteger(GL_BLEND_SRC_ALPHA) == Int(GL_ONE), "\(call)")
    #expect(glInteger(GL_BLEND_DST_ALPHA) == Int(GL_ZERO), "\(call)")
    #expect(glInteger(GL_BLEND_EQUATION_RGB) == Int(GL_FUNC_SUBTRACT), "\(call)")
    #expect(glInteger(GL_BLEND_EQUATION_ALPHA) == Int(GL_MAX), "\(call)")
    var mask = [GLboolean](repeating: 0, count: 4)
    epoxy_glGetBooleanv!(GLenum(GL_COLOR_WRITEMASK), &mask)
    #expect(mask == [1, 0, 1, 0], "\(call)")
    for capability in [GL_DEPTH_TEST, GL_CULL_FACE, GL_SCISSOR_TEST] {
      #expect(
        epoxy_glIsEnabled!(GLenum(capability)) != 0,
        "\(call): capability 0x\(String(capability, radix: 16))")
    }
    #expect(epoxy_glIsEnabled!(GLenum(GL_STENCIL_TEST)) == 0, "\(call)")
    #expect(glInteger(GL_CURRENT_PROGRAM) == Int(host.program), "\(call)")
    #expect(glInteger(GL_VERTEX_ARRAY_BINDING) == Int(host.vertexArray), "\(call)")
    #expect(glInteger(GL_ACTIVE_TEXTURE) == Int(GL_TEXTURE3), "\(call)")
    epoxy_glActiveTexture!(GLenum(GL_TEXTURE0))
    #expect(glInteger(GL_TEXTURE_BINDING_2D) == Int(host.texture2D), "\(call)")
    #expect(glInteger(GL_TEXTURE_BINDING_2D_ARRAY) == Int(host.arrayTexture), "\(call)")
    #expect(glInteger(GL_SAMPLER_BINDING) == 0, "\(call)")
    epoxy_glActiveTexture!(GLenum(GL_TEXTURE1))
    #expect(glInteger(GL_SAMPLER_BINDING) == Int(host.sampler), "\(call)")
    #expect(glInteger(GL_TEXTURE_BINDING_2D_ARRAY) == 0, "\(call)")
    epoxy_glActiveTexture!(GLenum(GL_TEXTURE3))
    #expect(glInteger(GL_UNIFORM_BUFFER_BINDING, index: 8) == Int(host.uniformBuffer), "\(call)")
    var start: GLint64 = 0
    var size: GLint64 = 0
    epoxy_glGetInteger64i_v!(GLenum(GL_UNIFORM_BUFFER_START), 8, &start)
    epoxy_glGetInteger64i_v!(GLenum(GL_UNIFORM_BUFFER_SIZE), 8, &size)
    #expect(Int(start) == glInteger(GL_UNIFORM_BUFFER_OFFSET_ALIGNMENT) && size == 256, "\(call)")
    #expect(glInteger(GL_UNIFORM_BUFFER_BINDING, index: 1) == Int(host.uniformBuffer), "\(call)")
    #expect(glInteger(GL_UNIFORM_BUFFER_BINDING, index: 9) == 0, "\(call)")
    #expect(glInteger(GL_UNIFORM_BUFFER_BINDING) == Int(host.uniformBuffer), "\(call)")
    #expect(
      glInteger(GL_SHADER_STORAGE_BUFFER_BINDING, index: 0) == Int(host.storageBuffer), "\(call)")
    #expect(
      glInteger(GL_SHADER_STORAGE_BUFFER_BINDING, index: 11) == Int(host.storageBuffer), "\(call)")
    #expect(glInteger(GL_SHADER_STORAGE_BUFFER_BINDING, index: 4) == 0, "\(call)")
    #expect(glInteger(GL_SHADER_STORAGE_BUFFER_BINDING) == 0, "\(call)")
    #expect(glInteger(GL_PACK_ALIGNMENT) == 2, "\(call)")
    #expect(glInteger(GL_UNPACK_ALIGNMENT) == 8, "\(call)")
  }

  @Test("every call that touches GL leaves the host's state as it was")
  func contract() throws {
    try withGL {
      let host = Self.setUpHostState()
      let before = GLStateSnapshot.capture()
      func check(_ call: String) {
        Self.expectHostState(host, after: call)
        #expect(GLStateSnapshot.capture() == before, "\(call)")
      }
      let scene = ParticleSystemDrawsOverHostGLTests.scene()
      let system = try ParticleSystem(scene: scene)
      check("init")
      for frame in 1...10 { try system.update(to: Double(frame) / 60) }
      check("update")
      try system.draw(
        into: .framebuffer(host.framebuffer.framebuffer, viewport: PixelRect(width: 64, height: 48))
      )
      check("draw into a framebuffer")
      try system.draw(into: .texture(host.readFramebuffer.texture, width: 8, height: 8))
      check("draw into a texture")
      _ = try system.snapshot()
      _ = try system.liveCount()
      check("snapshot and liveCount")
      try system.resize(to: Size(width: 90, height: 100), pixelScale: 2)
      check("resize")
      try system.destroy()
      check("destroy")
      // The draws changed pixels the host can see (the contract is not met by drawing nothing).
      epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), host.framebuffer.framebuffer)
      let image = host.framebuffer.read()
      #expect(image.pixels.contains { $0 != 0 })
      epoxy_glBindFramebuffer!(GLenum(GL_READ_FRAMEBUFFER), host.readFramebuffer.framebuffer)
      // Clean up the host's objects, back to defaults for the next test.
      host.framebuffer.destroy()
      host.readFramebuffer.destroy()
      epoxy_glUseProgram!(0)
      epoxy_glDeleteProgram!(host.program)
      var names = [host.vertexArray]
      epoxy_glDeleteVertexArrays!(1, &names)
      names = [host.texture2D, host.arrayTexture]
      epoxy_glDeleteTextures!(2, &names)
      names = [host.sampler]
      epoxy_glDeleteSamplers!(1, &names)
      names = [host.uniformBuffer, host.storageBuffer]
      epoxy_glDeleteBuffers!(2, &names)
      // GL's initial state, as the next test expects to find it.
      GLStateSnapshot().restore()
    }
  }

  @Test("a host program deleted while current: no GL error; it stays current if GL still has it")
  func deletedProgram() throws {
    try withGL {
      let program = hostProgram()
      epoxy_glUseProgram!(program)
      epoxy_glDeleteProgram!(program)
      let system = try ParticleSystem(scene: ParticleSystemDrawsOverHostGLTests.scene())
      // Mesa keeps it until it is no longer current anywhere and then some; `withGL` checks
      // that no GL error was raised putting it back.
      #expect([0, Int(program)].contains(glInteger(GL_CURRENT_PROGRAM)))
      try system.destroy()
      epoxy_glUseProgram!(0)
    }
  }

  @Test("the snapshot covers every contents texture unit the renderer binds")
  func unitsCovered() {
    #expect(
      GLStateSnapshot.textureUnits == ShaderBindings
        .contentsTextureUnit..<(ShaderBindings.contentsTextureUnit + CellContentsLayout.samplerCount)
    )
  }
}
