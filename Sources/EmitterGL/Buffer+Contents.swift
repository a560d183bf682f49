@preconcurrency import CEpoxy

extension Buffer {
  /// Copies `elements` into the buffer from byte `offset` (`glNamedBufferSubData`). The buffer
  /// needs `.dynamic` access.
  package func write<Element: BitwiseCopyable>(_ elements: [Element], atByteOffset offset: Int = 0) {
    elements.withUnsafeBytes { bytes in
      checkRange(offset, bytes.count)
      epoxy_glNamedBufferSubData!(
        name, GLintptr(offset), GLsizeiptr(bytes.count), bytes.baseAddress)
    }
  }

  /// Copies `elements` into the buffer from byte `offset` (`glNamedBufferSubData`): `write`
  /// from storage the caller keeps. The buffer needs `.dynamic` access.
  package func write<Element: BitwiseCopyable>(
    _ elements: Span<Element>, atByteOffset offset: Int = 0
  ) {
    elements.withUnsafeBytes { bytes in
      checkRange(offset, bytes.count)
      epoxy_glNamedBufferSubData!(
        name, GLintptr(offset), GLsizeiptr(bytes.count), bytes.baseAddress)
    }
  }

  /// Reads `count` elements from byte `offset` (`glGetNamedBufferSubData`). Waits for the GPU
  /// to finish writing; issue `GL.memoryBarrier(.bufferUpdate)` after shader writes first.
  package func read<Element: BitwiseCopyable>(
    _ type: Element.Type, count: Int, fromByteOffset offset: Int = 0
  ) -> [Element] {
    let byteCount = count * MemoryLayout<Element>.stride
    checkRange(offset, byteCount)
    return [Element](unsafeUninitializedCapacity: count) { elements, initialized in
      epoxy_glGetNamedBufferSubData!(
        name, GLintptr(offset), GLsizeiptr(byteCount), UnsafeMutableRawPointer(elements.baseAddress)
      )
      initialized = count
    }
  }

  /// Reads elements from byte `offset` into `elements`, filling it (`glGetNamedBufferSubData`):
  /// `read` into storage the caller keeps between reads. Issue `GL.memoryBarrier(.bufferUpdate)`
  /// after shader writes first.
  package func read<Element: BitwiseCopyable>(
    into elements: inout MutableSpan<Element>, fromByteOffset offset: Int = 0
  ) {
    elements.withUnsafeMutableBytes { bytes in
      checkRange(offset, bytes.count)
      epoxy_glGetNamedBufferSubData!(
        name, GLintptr(offset), GLsizeiptr(bytes.count), bytes.baseAddress)
    }
  }

  /// Reads the whole buffer as elements of `type`.
  package func read<Element: BitwiseCopyable>(_ type: Element.Type) -> [Element] {
    read(type, count: size / MemoryLayout<Element>.stride)
  }

  /// Sets every byte to zero (`glClearNamedBufferData`): works whatever the access flags.
  package func clear() {
    var zero: UInt32 = 0
    epoxy_glClearNamedBufferData!(
      name, GLenum(GL_R32UI), GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), &zero)
  }

  /// Copies `byteCount` bytes from `source` into this buffer, on the GPU (`glCopyNamedBufferSubData`).
  package func copy(
    from source: Buffer, sourceByteOffset: Int = 0, toByteOffset offset: Int = 0, byteCount: Int
  ) {
    source.checkRange(sourceByteOffset, byteCount)
    checkRange(offset, byteCount)
    epoxy_glCopyNamedBufferSubData!(
      source.name, name, GLintptr(sourceByteOffset), GLintptr(offset), GLsizeiptr(byteCount))
  }

  func checkRange(_ offset: Int, _ byteCount: Int) {
    precondition(
      offset >= 0 && byteCount >= 0 && offset + byteCount <= size,
      "\(self): bytes \(offset)..<\(offset + byteCount) out of range")
  }
}
