/// A layer's `frame` in a scene file: read after the layer's other keys (it depends on
/// `anchorPoint` and `transform`) and stored as `bounds.size` and `position`, which are what a
/// scene writes back (`EmitterLayer.frame`).
extension EmitterLayer {
  mutating func decodeFrame(
    _ members: [String: JSONValue], at keyPath: String, context: inout SceneDecodingContext
  ) {
    guard let json = members["frame"] else { return }
    let path = joined(keyPath, "frame")
    let rect: Rect
    do {
      guard case .rect(let decoded) = try ValueKind.bounds.decode(json) else { return }
      rect = decoded
    } catch {
      for problem in error.list { context.report(problem, at: path) }
      return
    }
    let clash = ["position", "bounds"].filter { members[$0] != nil }
    if !clash.isEmpty {
      context.report(
        ValueProblem(
          kind: .inconsistent, value: json.summary, expected: "frame, or bounds and position",
          message: "frame sets bounds.size and position; give either frame or "
            + clash.joined(separator: " and ") + ", not both"),
        at: path)
      return
    }
    if !transform.isIdentity {
      context.report(
        ValueProblem(
          kind: .inconsistent, value: json.summary, expected: "a layer without a transform",
          message: "the layer has a transform, and Core Animation's frame is undefined then;"
            + " set bounds and position instead"),
        at: path)
      return
    }
    frame = rect
  }
}
