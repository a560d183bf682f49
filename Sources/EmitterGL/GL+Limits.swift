@preconcurrency import CEpoxy

/// The implementation limits that decide pool sizes, dispatch shapes and buffer offsets.
package struct GLLimits: Sendable, CustomStringConvertible {
  /// Largest work group count per dispatch, per dimension.
  package let maxComputeWorkGroupCount: SIMD3<Int>
  /// Largest `local_size_x * local_size_y * local_size_z`.
  package let maxComputeWorkGroupInvocations: Int
  /// Largest uniform block, in bytes (at least 16 KiB).
  let maxUniformBlockSize: Int
  /// Largest shader storage block, in bytes (at least 128 MiB).
  package let maxShaderStorageBlockSize: Int
  /// `bindRange` offsets must be multiples of these.
  let uniformBufferOffsetAlignment: Int
  package let shaderStorageBufferOffsetAlignment: Int

  package var description: String {
    "work groups \(maxComputeWorkGroupCount) x \(maxComputeWorkGroupInvocations) invocations; "
      + "UBO \(maxUniformBlockSize) B (align \(uniformBufferOffsetAlignment)); "
      + "SSBO \(maxShaderStorageBlockSize) B (align \(shaderStorageBufferOffsetAlignment))"
  }
}

extension GL {
  /// Reads the limits of the current context.
  package static var limits: GLLimits {
    GLLimits(
      maxComputeWorkGroupCount: SIMD3(
        integer(GL_MAX_COMPUTE_WORK_GROUP_COUNT, index: 0),
        integer(GL_MAX_COMPUTE_WORK_GROUP_COUNT, index: 1),
        integer(GL_MAX_COMPUTE_WORK_GROUP_COUNT, index: 2)),
      maxComputeWorkGroupInvocations: integer(GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS),
      maxUniformBlockSize: integer64(GL_MAX_UNIFORM_BLOCK_SIZE),
      maxShaderStorageBlockSize: integer64(GL_MAX_SHADER_STORAGE_BLOCK_SIZE),
      uniformBufferOffsetAlignment: integer(GL_UNIFORM_BUFFER_OFFSET_ALIGNMENT),
      shaderStorageBufferOffsetAlignment: integer(GL_SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT))
  }
}
