/// Assembles a uniform block's bytes member by member at the offsets its Swift mirror declares,
/// so padding stays explicit and the layout tests can hold the offsets to reflection.
struct Std140Writer {
  private(set) var words: [UInt32]

  init(byteCount: Int) {
    precondition(byteCount % 4 == 0, "blocks are made of 4-byte words")
    words = Array(repeating: 0, count: byteCount / 4)
  }

  mutating func set(_ value: UInt32, at offset: Int) { words[offset / 4] = value }
  mutating func set(_ value: Float, at offset: Int) { words[offset / 4] = value.bitPattern }

  mutating func set(_ value: SIMD2<Float>, at offset: Int) {
    set(value.x, at: offset)
    set(value.y, at: offset + 4)
  }

  mutating func set(_ value: SIMD4<Float>, at offset: Int) {
    for i in 0..<4 { set(value[i], at: offset + 4 * i) }
  }
}
