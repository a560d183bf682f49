import EmitterModel

extension DemoValue {
  /// The value in the form of a property of `kind`: typed values as they are, text read as
  /// that form (numbers separated by commas for points, sizes, rects, vectors and colours,
  /// `#rrggbb[aa]` colours, `true`/`false`, a choice's name). Ranges are not checked here: the
  /// live call checks them, with the scene file's messages.
  package func resolved(as kind: ValueKind, keyPath: String) throws(LiveEditError) -> PropertyValue {
    guard case .text(let text) = self else {
      if case .typed(let value) = self { return value }
      return .unset
    }
    let numbers = text.split(separator: ",").map { Double($0.trimmingWhitespace) }
    let all = numbers.allSatisfy { $0 != nil } ? numbers.compactMap { $0 } : nil
    func refuse() -> LiveEditError {
      LiveEditError(description: "\(keyPath): expected \(kind.description), got \"\(text)\"")
    }
    switch kind {
    case .number, .integer:
      guard let all, all.count == 1 else { throw refuse() }
      return .number(all[0])
    case .boolean:
      guard let flag = ["true": true, "false": false][text.lowercased()] else { throw refuse() }
      return .bool(flag)
    case .choice, .text:
      return .string(text)
    case .point:
      guard let all, all.count == 2 else { throw refuse() }
      return .point(Point(x: all[0], y: all[1]))
    case .size:
      guard let all, all.count == 2 else { throw refuse() }
      return .size(Size(width: all[0], height: all[1]))
    case .rect:
      guard let all, all.count == 4 else { throw refuse() }
      return .rect(Rect(x: all[0], y: all[1], width: all[2], height: all[3]))
    case .vector:
      guard let all, all.count == 3 else { throw refuse() }
      return .vector(Vector3(x: all[0], y: all[1], z: all[2]))
    case .color:
      if let color = Color(hex: text) { return .color(color) }
      guard let all, all.count == 3 || all.count == 4 else { throw refuse() }
      return .color(
        Color(red: all[0], green: all[1], blue: all[2], alpha: all.count == 4 ? all[3] : 1))
    default:
      throw LiveEditError(
        description: "\(keyPath): \(kind.description) cannot be set from a script")
    }
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: Substring {
    var text = self
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
