import CoreGraphics
internal import EmitterModel
import Foundation

/// A keyframe animation along a path: the path flattened into points (curves cut into 16
/// chords each), timed per element as Core Animation times a path's vertices (evenly, by
/// `keyTimes` when there is one per vertex, or by length when paced), and with `rotationMode`
/// a second animation of `transform.rotation.z` that keeps the layer's x axis on the tangent.
extension CAKeyframeAnimation {
  /// Chords per curve element.
  static let chordsPerCurve = 16
  /// Even time samples per element eased by its own timing function.
  static let easedSamples = 32

  func pathAnimations(along curve: CGPath, keyPath: String, key: String?) -> [PropertyAnimation] {
    let elements = PathSampler.elements(of: curve)
    guard elements.count >= 1, let first = elements.first?.first else {
      KeyValueDiagnostics.report(key: keyPath, message: "an empty path animates nothing; ignored")
      return []
    }
    // Each element's end time, then every point's, by its chord length inside the element.
    let lengths = elements.map(PathSampler.length)
    let ends: [Double]
    let vertexTimes = (keyTimes ?? []).map(\.doubleValue)
    if calculationMode == .paced || calculationMode == .cubicPaced {
      let total = max(lengths.reduce(0, +), .leastNonzeroMagnitude)
      ends = lengths.indices.map { lengths[...$0].reduce(0, +) / total }
    } else if vertexTimes.count == elements.count + 1 {
      ends = Array(vertexTimes.dropFirst())
    } else {
      ends = elements.indices.map { Double($0 + 1) / Double(elements.count) }
    }
    var points = [first]
    var times = [vertexTimes.count == elements.count + 1 ? vertexTimes[0] : 0]
    let paced = calculationMode == .paced || calculationMode == .cubicPaced
    let functions = paced ? [] : (timingFunctions ?? []).map(\.model)
    for (index, element) in elements.enumerated() {
      let start = times[times.count - 1]
      if index < functions.count, !functions[index].isLinear {
        // An eased element: the layer is where the function's progress puts it along the
        // element's length, sampled at even times.
        for step in 1...Self.easedSamples {
          let fraction = Double(step) / Double(Self.easedSamples)
          let progress = functions[index].value(at: fraction)
          points.append(PathSampler.point(along: element, atLength: progress * lengths[index]))
          times.append(start + (ends[index] - start) * fraction)
        }
        continue
      }
      var walked = 0.0
      for chord in 1..<element.count {
        walked += PathSampler.distance(element[chord - 1], element[chord])
        points.append(element[chord])
        times.append(
          start + (ends[index] - start) * (lengths[index] > 0 ? walked / lengths[index] : 1))
      }
    }
    var position = modelAnimation(keyPath: keyPath, key: key)
    position.isAdditive = isAdditive
    position.isCumulative = isCumulative
    position.values = points.map { .point(Point($0)) }
    position.keyTimes = times
    position.calculationMode = calculationMode == .discrete ? .discrete : .linear
    guard let rotationMode else { return [position] }
    var turn = modelAnimation(keyPath: "transform.rotation.z", key: key.map { $0 + ".rotation" })
    let flip = rotationMode == .rotateAutoReverse ? Double.pi : 0
    turn.values = PathSampler.tangentAngles(points).map { .number($0 + flip) }
    turn.keyTimes = times
    turn.calculationMode = position.calculationMode
    return [position, turn]
  }
}

/// Points along a path.
enum PathSampler {
  /// Each element's points from its start to its end (curves cut into chords); a `move` starts
  /// nothing of its own (the layer jumps there along a zero-length element's end).
  static func elements(of path: CGPath) -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: CGPoint?
    var subpathStart: CGPoint?
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let p = element.points
      switch element.type {
      case .moveToPoint:
        if let from = current { result.append([from, p[0]]) }
        current = p[0]
        subpathStart = p[0]
      case .addLineToPoint:
        let from = current ?? p[0]
        result.append([from, p[0]])
        current = p[0]
      case .addQuadCurveToPoint:
        let from = current ?? p[0]
        result.append(chords { t in quadratic(from, p[0], p[1], t) })
        current = p[1]
      case .addCurveToPoint:
        let from = current ?? p[0]
        result.append(chords { t in cubic(from, p[0], p[1], p[2], t) })
        current = p[2]
      case .closeSubpath:
        if let from = current, let start = subpathStart, from != start {
          result.append([from, start])
          current = start
        }
      }
    }
    if result.isEmpty, let only = current { result.append([only]) }
    return result
  }

  static func chords(_ point: (Double) -> CGPoint) -> [CGPoint] {
    (0...CAKeyframeAnimation.chordsPerCurve).map {
      point(Double($0) / Double(CAKeyframeAnimation.chordsPerCurve))
    }
  }

  static func quadratic(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * a.x + 2 * u * t * b.x + t * t * c.x, y: u * u * a.y + 2 * u * t * b.y + t * t * c.y
    )
  }

  static func cubic(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ t: Double) -> CGPoint
  {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    Double(((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
  }

  /// The point `length` along the chords of `points`; before the start or past the end (a
  /// timing function that overshoots) it continues along the first or last chord, as values
  /// interpolated past their ends do.
  static func point(along points: [CGPoint], atLength length: Double) -> CGPoint {
    let chords = Array(zip(points, points.dropFirst())).filter { distance($0.0, $0.1) > 0 }
    guard let firstChord = chords.first, let lastChord = chords.last else { return points[0] }
    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    if length < 0 { return lerp(firstChord.0, firstChord.1, length / distance(firstChord.0, firstChord.1)) }
    var remaining = length
    for (a, b) in chords {
      let chord = distance(a, b)
      if remaining <= chord { return lerp(a, b, remaining / chord) }
      remaining -= chord
    }
    let chord = distance(lastChord.0, lastChord.1)
    return lerp(lastChord.0, lastChord.1, 1 + remaining / chord)
  }

  static func length(_ points: [CGPoint]) -> Double {
    zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
  }

  /// The direction of travel at each point (the chord leaving it; the last one's arriving), in
  /// radians, unwrapped so consecutive angles never jump by more than half a turn.
  static func tangentAngles(_ points: [CGPoint]) -> [Double] {
    guard points.count > 1 else { return points.map { _ in 0 } }
    var angles: [Double] = []
    for index in points.indices {
      let (a, b) =
        index + 1 < points.count
        ? (points[index], points[index + 1]) : (points[index - 1], points[index])
      var angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
      if let last = angles.last {
        while angle - last > .pi { angle -= 2 * .pi }
        while angle - last < -.pi { angle += 2 * .pi }
      }
      angles.append(angle)
    }
    return angles
  }
}
