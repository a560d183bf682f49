@preconcurrency import CEpoxy

extension Buffer {
  /// The indexed binding points a buffer can serve.
  package enum BindingTarget: Sendable {
    /// A `uniform` block (std140): small, read-only, cached.
    case uniformBlock
    /// A `buffer` block (std430): large, read and written by shaders.
    case storageBlock

    var glTarget: GLenum {
      switch self {
      case .uniformBlock: GLenum(GL_UNIFORM_BUFFER)
      case .storageBlock: GLenum(GL_SHADER_STORAGE_BUFFER)
      }
    }
  }

  /// Binds the whole buffer to a uniform block binding (`glBindBufferBase`).
  package func bind(to binding: ShaderBindings.UniformBlock) {
    bind(as: .uniformBlock, at: binding.rawValue)
  }

  /// Binds the whole buffer to a storage block binding (`glBindBufferBase`).
  package func bind(to binding: ShaderBindings.StorageBlock) {
    bind(as: .storageBlock, at: binding.rawValue)
  }

  /// Binds the whole buffer at a binding index (`glBindBufferBase`). Prefer the overloads that
  /// take a `ShaderBindings` case; this one is for tests and tools.
  package func bind(as target: BindingTarget, at index: Int) {
    epoxy_glBindBufferBase!(target.glTarget, GLuint(index), name)
  }

  /// Binds `byteCount` bytes from `offset` (`glBindBufferRange`). The offset must be a multiple
  /// of `GL.limits`' alignment for the target.
  package func bind(as target: BindingTarget, at index: Int, byteOffset offset: Int, byteCount: Int)
  {
    checkRange(offset, byteCount)
    epoxy_glBindBufferRange!(
      target.glTarget, GLuint(index), name, GLintptr(offset), GLsizeiptr(byteCount))
  }
}
