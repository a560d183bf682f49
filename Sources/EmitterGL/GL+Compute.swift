@preconcurrency import CEpoxy

extension GL {
  /// Runs the compute program in use over `groups` work groups (`glDispatchCompute`).
  package static func dispatchCompute(groups x: Int, _ y: Int = 1, _ z: Int = 1) {
    precondition(x >= 0 && y >= 0 && z >= 0, "negative work group count")
    epoxy_glDispatchCompute!(GLuint(x), GLuint(y), GLuint(z))
  }

  /// The most work groups one dispatch may have along x on every GL 4.3 implementation.
  package static let maximumGroupsPerRow = 65_535

  /// Runs a one-dimensional compute program over at least `invocations` invocations: enough
  /// groups of `groupSize` to cover them, in rows of at most `maximumGroupsPerRow` groups (4 M
  /// invocations at 64 per group) so any count fits the dispatch limits. Shaders number their
  /// invocations with `invocationIndex()` (bindings.glsl) and ignore indices past their count.
  package static func dispatchCompute(
    invocations: Int, groupSize: Int = ShaderBindings.workGroupSize
  ) {
    precondition(groupSize > 0, "work group size must be positive")
    let groups = (invocations + groupSize - 1) / groupSize
    guard groups > 0 else { return }
    let rows = (groups + maximumGroupsPerRow - 1) / maximumGroupsPerRow
    dispatchCompute(groups: rows == 1 ? groups : maximumGroupsPerRow, rows)
  }

  /// The byte size of one `glDispatchComputeIndirect` command: three `GLuint` group counts.
  package static let dispatchIndirectCommandSize = 12

  /// Runs the compute program in use over the work groups that the command at `byteOffset` in
  /// `commands` names (`glDispatchComputeIndirect`): counts a shader wrote, which the CPU never
  /// reads. The writes must have been made visible with a `.command` barrier. The previous
  /// `GL_DISPATCH_INDIRECT_BUFFER` binding is put back, as a host's context is shared.
  package static func dispatchComputeIndirect(commands: Buffer, byteOffset: Int) {
    precondition(
      byteOffset >= 0 && byteOffset % 4 == 0
        && byteOffset + dispatchIndirectCommandSize <= commands.size,
      "indirect dispatch at \(byteOffset) outside \(commands)")
    let previous = GLuint(integer(GL_DISPATCH_INDIRECT_BUFFER_BINDING))
    epoxy_glBindBuffer!(GLenum(GL_DISPATCH_INDIRECT_BUFFER), commands.name)
    epoxy_glDispatchComputeIndirect!(GLintptr(byteOffset))
    epoxy_glBindBuffer!(GLenum(GL_DISPATCH_INDIRECT_BUFFER), previous)
  }

  /// Makes writes from earlier shaders visible to the later uses named in `barriers`
  /// (`glMemoryBarrier`). Compute writes are not ordered with anything until one is issued.
  package static func memoryBarrier(_ barriers: MemoryBarriers) {
    epoxy_glMemoryBarrier!(barriers.rawValue)
  }

  /// Blocks until every command issued so far has finished (`glFinish`). For tests and timing.
  package static func finish() {
    epoxy_glFinish!()
  }

  /// Sends queued commands to the GPU without waiting (`glFlush`).
  package static func flush() {
    epoxy_glFlush!()
  }
}

/// What a memory barrier orders: the kind of access that must see earlier shader writes.
package struct MemoryBarriers: OptionSet, Sendable {
  package let rawValue: UInt32
  package init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Later shader reads and writes of storage blocks.
  package static let shaderStorage = MemoryBarriers(GL_SHADER_STORAGE_BARRIER_BIT)
  /// Later uniform block reads.
  package static let uniform = MemoryBarriers(GL_UNIFORM_BARRIER_BIT)
  /// Vertex attribute fetches from the written buffers.
  static let vertexAttributes = MemoryBarriers(GL_VERTEX_ATTRIB_ARRAY_BARRIER_BIT)
  /// Index fetches from the written buffers.
  static let elementArray = MemoryBarriers(GL_ELEMENT_ARRAY_BARRIER_BIT)
  /// Indirect draw and dispatch arguments.
  package static let command = MemoryBarriers(GL_COMMAND_BARRIER_BIT)
  /// `glGetBufferSubData`, copies and other buffer updates from the CPU side.
  package static let bufferUpdate = MemoryBarriers(GL_BUFFER_UPDATE_BARRIER_BIT)
  /// Reads through persistent client mappings.
  static let clientMappedBuffer = MemoryBarriers(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT)
  /// Texture fetches.
  static let textureFetch = MemoryBarriers(GL_TEXTURE_FETCH_BARRIER_BIT)
  /// Everything.
  package static let all = MemoryBarriers(rawValue: GLbitfield(GL_ALL_BARRIER_BITS))

  private init(_ bit: Int32) { rawValue = GLbitfield(bit) }
}
