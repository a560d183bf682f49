/// The layout of a uniform block (std140) or shader storage block (std430) as the linked
/// program sees it, read through program-interface queries (`glGetProgramResourceiv`).
///
/// Swift structs that mirror a block are checked against this in tests: every member's offset
/// by name, and the block's size.
package struct InterfaceBlockLayout: Sendable, CustomStringConvertible {
  package enum Kind: Sendable { case uniformBlock, storageBlock }

  package let kind: Kind
  /// The block name (not the instance name): `Particles` in `buffer Particles { ... } particles;`.
  package let name: String
  /// The binding index from the shader's `layout(binding = ...)`.
  package let binding: Int
  /// `GL_BUFFER_DATA_SIZE`: the minimum buffer size, in bytes. For a storage block ending in an
  /// unsized array this counts one element of it.
  package let dataSize: Int
  /// The active members, by increasing offset.
  package let members: [Member]

  /// The member with this GL name: `member` for a block without an instance name, `Block.member`
  /// otherwise; array members end in `[0]`, and struct fields read `items[0].position`.
  package func member(_ name: String) -> Member? {
    members.first { $0.name == name }
  }

  /// Offsets keyed by member name: the form tests compare with a Swift mirror's layout.
  package var offsets: [String: Int] {
    Dictionary(uniqueKeysWithValues: members.map { ($0.name, $0.offset) })
  }

  package var description: String {
    let lines = members.map { "  \($0)" }.joined(separator: "\n")
    return "\(kind) \(name) (binding \(binding), \(dataSize) bytes)\n\(lines)"
  }

  /// One active member (a uniform or a buffer variable) of a block.
  package struct Member: Sendable, CustomStringConvertible {
    package let name: String
    package let type: GLSLType
    /// Byte offset from the start of the block.
    package let offset: Int
    /// Elements, for an array member; 1 otherwise, and 0 for an unsized trailing array.
    let arraySize: Int
    /// Bytes between array elements; 0 when not an array.
    package let arrayStride: Int
    /// Bytes between a matrix's columns; 0 when not a matrix.
    let matrixStride: Int
    /// For storage blocks: bytes between elements of the top-level array the member sits in
    /// (an array of structs); 0 when there is none. Always 0 in uniform blocks.
    package let topLevelArrayStride: Int

    package var description: String {
      "\(name): \(type) at \(offset)"
        + (arrayStride > 0 ? ", [\(arraySize)] stride \(arrayStride)" : "")
        + (matrixStride > 0 ? ", matrix stride \(matrixStride)" : "")
        + (topLevelArrayStride > 0 ? ", top-level stride \(topLevelArrayStride)" : "")
    }
  }
}
