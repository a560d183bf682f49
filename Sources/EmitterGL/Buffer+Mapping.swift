@preconcurrency import CEpoxy

extension Buffer {
  /// Maps `count` elements from byte `offset` for reading and hands them to `body` as a span
  /// (`glMapNamedBufferRange`); the mapping ends when `body` returns. Needs `.mapRead` access.
  /// Waits for the GPU; issue `GL.memoryBarrier(.clientMappedBuffer)` after shader writes first.
  package func withMappedElements<Element: BitwiseCopyable, Result>(
    reading type: Element.Type, count: Int, fromByteOffset offset: Int = 0,
    _ body: (Span<Element>) throws -> Result
  ) rethrows -> Result {
    let elements = map(type, count: count, offset: offset, access: GL_MAP_READ_BIT)
    defer { unmap() }
    return try body(UnsafeBufferPointer(elements).span)
  }

  /// Maps `count` elements from byte `offset` for writing and hands them to `body`
  /// (`glMapNamedBufferRange` with `GL_MAP_INVALIDATE_RANGE_BIT`: the old contents of the range
  /// are discarded, so write every element). Needs `.mapWrite` access.
  package func withMappedElements<Element: BitwiseCopyable, Result>(
    writing type: Element.Type, count: Int, fromByteOffset offset: Int = 0,
    _ body: (inout MutableSpan<Element>) throws -> Result
  ) rethrows -> Result {
    let elements = map(
      type, count: count, offset: offset, access: GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_RANGE_BIT)
    defer { unmap() }
    var span = elements.mutableSpan
    return try body(&span)
  }

  private func map<Element: BitwiseCopyable>(
    _ type: Element.Type, count: Int, offset: Int, access: Int32
  ) -> UnsafeMutableBufferPointer<Element> {
    let byteCount = count * MemoryLayout<Element>.stride
    checkRange(offset, byteCount)
    guard
      let address = epoxy_glMapNamedBufferRange!(
        name, GLintptr(offset), GLsizeiptr(byteCount), GLbitfield(access))
    else {
      preconditionFailure("\(self): mapping failed; was it created with .mapRead or .mapWrite?")
    }
    return UnsafeMutableBufferPointer(
      start: address.bindMemory(to: Element.self, capacity: count), count: count)
  }

  private func unmap() {
    _ = epoxy_glUnmapNamedBuffer!(name)
  }
}
