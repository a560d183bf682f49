@preconcurrency import CEpoxy

/// Block layouts from the linked program (`glGetProgramResourceIndex`, `glGetProgramResourceiv`).
extension ShaderProgram {
  /// The active uniform block with this block name, or nil if the program has none.
  package func uniformBlock(named name: String) -> InterfaceBlockLayout? {
    block(named: name, kind: .uniformBlock)
  }

  /// The active shader storage block with this block name, or nil if the program has none.
  package func storageBlock(named name: String) -> InterfaceBlockLayout? {
    block(named: name, kind: .storageBlock)
  }

  /// Every active block of one kind.
  package func blocks(_ kind: InterfaceBlockLayout.Kind) -> [InterfaceBlockLayout] {
    var count: GLint = 0
    epoxy_glGetProgramInterfaceiv!(
      self.name, kind.blockInterface, GLenum(GL_ACTIVE_RESOURCES), &count)
    return (0..<GLuint(count)).map { layout(ofBlock: $0, kind: kind) }
  }

  private func block(named name: String, kind: InterfaceBlockLayout.Kind) -> InterfaceBlockLayout? {
    let index = name.withCString {
      epoxy_glGetProgramResourceIndex!(self.name, kind.blockInterface, $0)
    }
    guard index != GLuint(GL_INVALID_INDEX) else { return nil }
    return layout(ofBlock: index, kind: kind)
  }

  private func layout(ofBlock index: GLuint, kind: InterfaceBlockLayout.Kind)
    -> InterfaceBlockLayout
  {
    let interface = kind.blockInterface
    let block = properties(
      interface, index, [GL_BUFFER_BINDING, GL_BUFFER_DATA_SIZE, GL_NUM_ACTIVE_VARIABLES])
    let memberIndices = properties(interface, index, [GL_ACTIVE_VARIABLES], count: Int(block[2]))
    let members = memberIndices.map { member(GLuint($0), kind: kind) }
    return InterfaceBlockLayout(
      kind: kind, name: resourceName(interface, index), binding: Int(block[0]),
      dataSize: Int(block[1]), members: members.sorted { $0.offset < $1.offset })
  }

  private func member(_ index: GLuint, kind: InterfaceBlockLayout.Kind)
    -> InterfaceBlockLayout.Member
  {
    let interface = kind.memberInterface
    let values = properties(
      interface, index, [GL_TYPE, GL_OFFSET, GL_ARRAY_SIZE, GL_ARRAY_STRIDE, GL_MATRIX_STRIDE])
    let topLevelStride =
      kind == .storageBlock ? properties(interface, index, [GL_TOP_LEVEL_ARRAY_STRIDE])[0] : 0
    return InterfaceBlockLayout.Member(
      name: resourceName(interface, index), type: GLSLType(glType: values[0]),
      offset: Int(values[1]), arraySize: Int(values[2]), arrayStride: Int(values[3]),
      matrixStride: Int(values[4]), topLevelArrayStride: Int(topLevelStride))
  }

  /// `glGetProgramResourceiv`: `count` values for the listed properties (one each by default).
  private func properties(
    _ interface: GLenum, _ index: GLuint, _ names: [Int32], count: Int? = nil
  ) -> [GLint] {
    let wanted = count ?? names.count
    guard wanted > 0 else { return [] }
    let properties = names.map { GLenum($0) }
    var values = [GLint](repeating: 0, count: wanted)
    epoxy_glGetProgramResourceiv!(
      self.name, interface, index, GLsizei(properties.count), properties, GLsizei(wanted), nil,
      &values)
    return values
  }

  private func resourceName(_ interface: GLenum, _ index: GLuint) -> String {
    let length = Int(properties(interface, index, [GL_NAME_LENGTH])[0])
    var bytes = [GLchar](repeating: 0, count: max(length, 1))
    epoxy_glGetProgramResourceName!(self.name, interface, index, GLsizei(bytes.count), nil, &bytes)
    return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension InterfaceBlockLayout.Kind {
  var blockInterface: GLenum {
    GLenum(self == .uniformBlock ? GL_UNIFORM_BLOCK : GL_SHADER_STORAGE_BLOCK)
  }

  var memberInterface: GLenum {
    GLenum(self == .uniformBlock ? GL_UNIFORM : GL_BUFFER_VARIABLE)
  }
}
