import EmitterModel

/// Short readable forms of scene values for comments.
func describe(_ value: PropertyValue) -> String {
  func list(_ numbers: [Double]) -> String {
    "[" + numbers.map(IOSNumberLiteral.plain).joined(separator: ", ") + "]"
  }
  switch value {
  case .number(let number): return IOSNumberLiteral.plain(number)
  case .bool(let flag): return flag ? "true" : "false"
  case .string(let text): return "\"\(text)\""
  case .contents(let contents):
    switch contents {
    case .shape(let shape, let size): return "\(shape.rawValue) " + list([size.width, size.height])
    case .image(let path): return path
    case .emoji(let text, let size): return "\(text) \(IOSNumberLiteral.plain(size))"
    case .path(let path): return "\"\(path)\""
    case .bitmap(let bitmap): return "a \(bitmap.width)x\(bitmap.height) bitmap"
    }
  case .timingFunction(let function):
    return function.name?.rawValue ?? list(function.controlPointComponents)
  case .timingFunctions(let functions):
    return "[" + functions.map { describe(.timingFunction($0)) }.joined(separator: ", ") + "]"
  case .numbers(let numbers): return list(numbers)
  case .colors(let colors):
    return "[" + colors.map { describe(.color($0)) }.joined(separator: ", ") + "]"
  case .rects(let rects):
    return "[" + rects.map { describe(.rect($0)) }.joined(separator: ", ") + "]"
  case .unset: return "unset"
  case .color(let color):
    // "#rrggbb[aa]" when every component is a whole number of 255ths, as scene files write it.
    let components = [color.red, color.green, color.blue, color.alpha].map { $0 * 255 }
    guard components.allSatisfy({ $0 == $0.rounded() && (0...255).contains($0) }) else {
      return list(value.components ?? [])
    }
    let hex = components.prefix(color.alpha == 1 ? 3 : 4).map { byte -> String in
      let digits = String(Int(byte), radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex.joined()
  default: return list(value.components ?? [])
  }
}

func describe(_ event: EmissionEvent) -> String {
  let time = IOSNumberLiteral.plain(event.time)
  switch event.type {
  case .burst:
    return
      "a burst of \(event.count) \(event.cell ?? "") particles at \(time) s (EmitterKit's emission control)"
  case .emit:
    return
      "emission open for \(IOSNumberLiteral.plain(event.duration)) s from \(time) s (EmitterKit's emission control)"
  case .stop, .start, .restart:
    return "\(event.type.rawValue) at \(time) s (EmitterKit's emission control)"
  }
}
