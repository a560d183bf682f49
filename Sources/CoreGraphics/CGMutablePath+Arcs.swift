extension CGMutablePath {
  /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians from +x
  /// toward +y), after a line from the current point to its start (a move when there is none).
  ///
  /// `clockwise` as Core Graphics means it in y-up coordinates: decreasing angles. The sweep
  /// goes the asked way round, under one turn (a whole turn when the angles are a turn
  /// apart), in cubic curves of at most a quarter turn.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * Double.pi
    var delta = Double(endAngle - startAngle)
    guard delta.isFinite else { return }
    if clockwise, delta > 0 {
      delta = delta.truncatingRemainder(dividingBy: turn)
      if delta > 0 { delta -= turn }
    } else if !clockwise, delta < 0 {
      delta = delta.truncatingRemainder(dividingBy: turn)
      if delta < 0 { delta += turn }
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: CGFloat(delta),
      transform: transform)
  }

  /// An arc of `delta` radians (positive: toward +y from +x) around `center` from `startAngle`,
  /// after a line from the current point to its start (a move when there is none). A sweep
  /// over a turn draws one turn.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let (start, radius) = (Double(startAngle), Double(radius))
    let sweep = min(max(Double(delta), -2 * .pi), 2 * .pi)
    guard start.isFinite, sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite
    else { return }
    let first = Self.point(on: center, radius: radius, angle: start)
    if hasCurrentPoint {
      addLine(to: first, transform: transform)
    } else {
      move(to: first, transform: transform)
    }
    appendArcCurves(center: center, radius: radius, from: start, sweep: sweep, transform: transform)
  }

  /// The corner of radius `radius` between the line from the current point to `tangent1End` and
  /// the line from there to `tangent2End`: a line to where the circle touches the first, then
  /// the arc to where it touches the second. Collinear points or a zero radius give a line to
  /// `tangent1End`; without a current point nothing is added.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = CGPath.currentPoint(of: elements) else { return }
    // The geometry in the caller's space, where the circle is round.
    let p0 = current.applying(transform.inverted())
    let (p1, p2, r) = (tangent1End, tangent2End, Double(radius))
    let v1 = SIMD2(Double(p0.x - p1.x), Double(p0.y - p1.y))
    let v2 = SIMD2(Double(p2.x - p1.x), Double(p2.y - p1.y))
    let (l1, l2) = ((v1 * v1).sum().squareRoot(), (v2 * v2).sum().squareRoot())
    let cross = v1.x * v2.y - v1.y * v2.x
    guard r > 0, r.isFinite, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      addLine(to: p1, transform: transform)
      return
    }
    let (u1, u2) = (v1 / l1, v2 / l2)
    let angle = acos(min(max((u1 * u2).sum(), -1), 1))  // between the two legs, 0 < angle < π
    let distance = r / tan(angle / 2)
    let t1 = SIMD2(Double(p1.x), Double(p1.y)) + u1 * distance
    let bisector = (u1 + u2) / ((u1 + u2) * (u1 + u2)).sum().squareRoot()
    let centre = SIMD2(Double(p1.x), Double(p1.y)) + bisector * (r / sin(angle / 2))
    let start = atan2(t1.y - centre.y, t1.x - centre.x)
    // The arc turns the way the legs do: a left turn (cross < 0 going p0 → p1 → p2) sweeps +.
    let sweep = (Double.pi - angle) * (cross < 0 ? 1 : -1)
    let centrePoint = CGPoint(x: centre.x, y: centre.y)
    addLine(to: CGPoint(x: t1.x, y: t1.y), transform: transform)
    appendArcCurves(center: centrePoint, radius: r, from: start, sweep: sweep, transform: transform)
  }

  /// Cubic curves, a quarter turn at most each, along the arc from angle `from` by `sweep`.
  private func appendArcCurves(
    center: CGPoint, radius: Double, from start: Double, sweep: Double,
    transform: CGAffineTransform
  ) {
    guard sweep != 0 else { return }
    let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(count)
    // The control points' distance along the tangents, per unit radius: 4/3 tan(step / 4).
    let handle = 4.0 / 3.0 * tan(step / 4)
    for index in 0..<count {
      let a0 = start + step * Double(index)
      let a1 = index == count - 1 ? start + sweep : a0 + step
      let p0 = Self.point(on: center, radius: radius, angle: a0)
      let p1 = Self.point(on: center, radius: radius, angle: a1)
      let control1 = CGPoint(
        x: p0.x - CGFloat(handle * radius * sin(a0)), y: p0.y + CGFloat(handle * radius * cos(a0)))
      let control2 = CGPoint(
        x: p1.x + CGFloat(handle * radius * sin(a1)), y: p1.y - CGFloat(handle * radius * cos(a1)))
      addCurve(to: p1, control1: control1, control2: control2, transform: transform)
    }
  }

  private static func point(on center: CGPoint, radius: Double, angle: Double) -> CGPoint {
    CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
  }
}
