import CEmitterKitAPI
import EmitterKit
import Glibc

/// What the C entry points accept for their numbers and strings, checked where a value enters
/// and stated once, with one message form: "`name` must be `allowed`, not `value`". Work a
/// caller asks for (a string's length, a canvas's pixels, a time step, a frame count) is bounded
/// here, before it starts, with the bound in the message.
enum Argument {
  /// The longest key path, layer path or cell name: far above any real one ("emitterCells.
  /// spark.emitterCells.trail.birthRate" is 43), short enough to quote in a message.
  static let maximumNameBytes = 1024
  /// The longest scene JSON: a scene file's own bound.
  static let maximumJSONBytes = Scene.maximumFileSize
  /// The longest live call's JSON: 1 MiB holds a cell or a layer with an embedded image, while
  /// decoding what it can hold (70,000 cells) takes seconds, not the minutes 10 MB took.
  static let maximumEventJSONBytes = 1 << 20

  /// `value` if it is finite and in `range`; `allowed` says the range in words when it is not
  /// plain.
  static func number(
    _ value: Double, _ name: String, in range: ClosedRange<Double>, allowed: String? = nil
  ) throws(CError) -> Double {
    guard value.isFinite, range.contains(value) else {
      throw refused(
        name, value, allowed ?? "a finite number in \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// A pixel scale (pixels per point) for a canvas of `size` points: at least one pixel and at
  /// most `ParticleSystem.maximumPixelSide` pixels a side.
  static func pixelScale(_ value: Double, _ name: String, canvas size: Size) throws(CError)
    -> Double
  {
    let side = ParticleSystem.maximumPixelSide
    let range = (1 / min(size.width, size.height))...(side / max(size.width, size.height))
    return try number(
      value, name, in: range,
      allowed: "a finite number of pixels per point in \(range.lowerBound)...\(range.upperBound)"
        + " (a canvas of width \(size.width) pt and height \(size.height) pt at least 1 and at"
        + " most \(Int(side)) pixels a side)")
  }

  /// A canvas side in points: one pixel at the largest scale (`maximumPixelSide` pixels a
  /// point) to the largest side at the smallest (1 / `maximumPixelSide`); `pixelScale` then
  /// checks the pair.
  static func canvasSide(_ value: Double, _ name: String) throws(CError) -> Double {
    let side = ParticleSystem.maximumPixelSide
    return try number(
      value, name, in: (1 / side)...(side * side),
      allowed: "a finite number of points in \(1 / side)...\(side * side)")
  }

  /// An integer in `range`.
  static func integer<Value: BinaryInteger>(
    _ value: Value, _ name: String, in range: ClosedRange<Value>
  )
    throws(CError) -> Int
  {
    guard range.contains(value) else {
      throw CError(
        EK_ERROR_INVALID_ARGUMENT,
        "\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(value)")
    }
    return Int(value)
  }

  /// A required C string of at most `maximumBytes` bytes of UTF-8: its length is found without
  /// reading past the bound, and invalid UTF-8 is refused rather than repaired.
  static func text(_ pointer: UnsafePointer<CChar>?, _ name: String, maximumBytes: Int)
    throws(CError) -> String
  {
    guard let pointer else { throw CError(EK_ERROR_NULL_ARGUMENT, "\(name) is NULL") }
    let length = strnlen(pointer, maximumBytes + 1)
    guard length <= maximumBytes else {
      throw CError(
        EK_ERROR_INVALID_ARGUMENT,
        "\(name) must be at most \(maximumBytes) bytes, not longer (its first 40 read"
          + " \(quoted(pointer, bytes: 40)))")
    }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let offset = firstInvalidUTF8(bytes)
      throw CError(
        EK_ERROR_INVALID_ARGUMENT,
        "\(name) must be UTF-8 text, not bytes that are not (byte 0x"
          + String(bytes[offset], radix: 16) + " at offset \(offset))")
    }
    return text
  }

  /// A key path, layer path or cell name.
  static func name(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CError) -> String {
    try text(pointer, name, maximumBytes: maximumNameBytes)
  }

  /// A scene's JSON text.
  static func json(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CError) -> String {
    try text(pointer, name, maximumBytes: maximumJSONBytes)
  }

  /// A live call's JSON text.
  static func eventJSON(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CError) -> String {
    try text(pointer, name, maximumBytes: maximumEventJSONBytes)
  }

  private static func refused(_ name: String, _ value: Double, _ allowed: String) -> CError {
    CError(EK_ERROR_INVALID_ARGUMENT, "\(name) must be \(allowed), not \(value)")
  }

  /// The first `bytes` bytes, quoted, with what is not printable ASCII escaped.
  private static func quoted(_ pointer: UnsafePointer<CChar>, bytes: Int) -> String {
    let raw = UnsafeRawBufferPointer(start: pointer, count: bytes)
    return "\""
      + raw.map {
        $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16)
      }.joined() + "\""
  }

  /// Where the first byte that is not UTF-8 is.
  private static func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .error: return offset
      case .emptyInput: return max(0, bytes.count - 1)
      }
    }
  }
}
