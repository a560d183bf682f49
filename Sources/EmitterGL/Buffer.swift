@preconcurrency import CEpoxy

/// A GL buffer object of fixed size (immutable storage, `glNamedBufferStorage`): particle state,
/// uniform blocks, test inputs and outputs.
///
/// A plain handle: copies name the same buffer. Its owner calls `destroy()` on the context's
/// thread; nothing frees it implicitly.
package struct Buffer: Hashable, Sendable, CustomStringConvertible {
  /// How a buffer is created.
  package struct Descriptor: Sendable {
    /// Size in bytes; fixed for the buffer's life.
    package var size: Int
    /// What the CPU may do with the storage after creation.
    package var access: Access
    /// The name debuggers and the debug log show.
    package var label: String

    package init(size: Int, access: Access = [], label: String) {
      self.size = size
      self.access = access
      self.label = label
    }
  }

  /// CPU access to immutable storage. Empty (the default) means GPU-only: fastest, and still
  /// writable with `write` through copies.
  package struct Access: OptionSet, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `write(_:)` may update the contents (`GL_DYNAMIC_STORAGE_BIT`).
    package static let dynamic = Access(GL_DYNAMIC_STORAGE_BIT)
    /// The CPU may map the buffer for reading.
    package static let mapRead = Access(GL_MAP_READ_BIT)
    /// The CPU may map the buffer for writing.
    package static let mapWrite = Access(GL_MAP_WRITE_BIT)

    private init(_ bit: Int32) { rawValue = UInt32(bit) }
  }

  /// The GL object name.
  let name: GLuint
  /// Size in bytes.
  package let size: Int
  /// The debug label.
  package let label: String

  /// Creates the buffer with zeroed contents and labels it.
  package init(_ descriptor: Descriptor) {
    precondition(descriptor.size > 0, "buffer '\(descriptor.label)' needs a positive size")
    var name: GLuint = 0
    epoxy_glCreateBuffers!(1, &name)
    epoxy_glNamedBufferStorage!(
      name, GLsizeiptr(descriptor.size), nil, descriptor.access.rawValue)
    GL.label(GL_BUFFER, name, descriptor.label)
    self.name = name
    self.size = descriptor.size
    self.label = descriptor.label
    clear()
  }

  /// Creates a buffer holding `elements`, sized to fit them exactly.
  package init<Element: BitwiseCopyable>(
    _ elements: [Element], access: Access = [], label: String
  ) {
    self.init(
      Descriptor(
        size: max(elements.count * MemoryLayout<Element>.stride, 1),
        access: access.union(.dynamic), label: label))
    write(elements)
  }

  /// Deletes the GL object. The handle (and its copies) must not be used afterwards.
  package func destroy() {
    var name = name
    epoxy_glDeleteBuffers!(1, &name)
  }

  package var description: String { "Buffer '\(label)' (\(size) bytes)" }
}
