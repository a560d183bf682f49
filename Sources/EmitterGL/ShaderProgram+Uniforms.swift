@preconcurrency import CEpoxy

/// Plain (non-block) uniforms: the few scalars a pass needs besides its uniform blocks. Set with
/// `glProgramUniform*`, so the program need not be in use. A name the linker dropped as unused
/// is ignored, as GL ignores location -1; `hasUniform` tells the two cases apart.
extension ShaderProgram {
  package func setUniform(_ name: String, _ value: UInt32) {
    epoxy_glProgramUniform1ui!(self.name, location(of: name), value)
  }

  /// A `uint[]` uniform, from its first element.
  package func setUniform(_ name: String, _ values: [UInt32]) {
    epoxy_glProgramUniform1uiv!(self.name, location(of: name), GLsizei(values.count), values)
  }

  package func setUniform(_ name: String, _ value: Int32) {
    epoxy_glProgramUniform1i!(self.name, location(of: name), value)
  }

  package func setUniform(_ name: String, _ value: Float) {
    epoxy_glProgramUniform1f!(self.name, location(of: name), value)
  }

  package func setUniform(_ name: String, _ value: SIMD2<Float>) {
    epoxy_glProgramUniform2f!(self.name, location(of: name), value.x, value.y)
  }

  package func setUniform(_ name: String, _ value: SIMD2<Int32>) {
    epoxy_glProgramUniform2i!(self.name, location(of: name), value.x, value.y)
  }

  package func setUniform(_ name: String, _ value: SIMD3<Float>) {
    epoxy_glProgramUniform3f!(self.name, location(of: name), value.x, value.y, value.z)
  }

  package func setUniform(_ name: String, _ value: SIMD4<Float>) {
    epoxy_glProgramUniform4f!(self.name, location(of: name), value.x, value.y, value.z, value.w)
  }

  /// Whether the linked program has an active uniform of this name.
  func hasUniform(_ name: String) -> Bool {
    location(of: name) >= 0
  }

  /// The `local_size` a compute program was linked with (`GL_COMPUTE_WORK_GROUP_SIZE`).
  package var computeWorkGroupSize: SIMD3<Int> {
    var size: [GLint] = [0, 0, 0]
    epoxy_glGetProgramiv!(self.name, GLenum(GL_COMPUTE_WORK_GROUP_SIZE), &size)
    return SIMD3(Int(size[0]), Int(size[1]), Int(size[2]))
  }

  private func location(of uniform: String) -> GLint {
    uniform.withCString { epoxy_glGetUniformLocation!(self.name, $0) }
  }
}
