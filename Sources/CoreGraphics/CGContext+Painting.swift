import CCairo

extension CGContext {
  /// Fills the current path under `rule`, then empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fill(currentPath.elements, rule: rule)
    beginPath()
  }

  /// Strokes the current path, then empties it.
  public func strokePath() {
    stroke(currentPath.elements)
    beginPath()
  }

  /// Fills, strokes or both, as `mode` says, then empties the current path.
  public func drawPath(using mode: CGPathDrawingMode) {
    let elements = currentPath.elements
    switch mode {
    case .fill: fill(elements, rule: .winding)
    case .eoFill: fill(elements, rule: .evenOdd)
    case .stroke: stroke(elements)
    case .fillStroke:
      fill(elements, rule: .winding)
      stroke(elements)
    case .eoFillStroke:
      fill(elements, rule: .evenOdd)
      stroke(elements)
    }
    beginPath()
  }

  /// Fills `rect` with the fill colour; the current path is emptied, as Core Graphics does.
  public func fill(_ rect: CGRect) {
    fill(deviceElements(of: rect), rule: .winding)
    beginPath()
  }

  /// Fills each rectangle (their union: overlaps are painted once).
  public func fill(_ rects: [CGRect]) {
    fill(rects.flatMap(deviceElements(of:)), rule: .winding)
    beginPath()
  }

  /// Fills the ellipse inscribed in `rect`; the current path is emptied.
  public func fillEllipse(in rect: CGRect) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: cairoTransform)
    fill(path.elements, rule: .winding)
    beginPath()
  }

  /// Strokes `rect`'s outline; the current path is emptied.
  public func stroke(_ rect: CGRect) {
    stroke(deviceElements(of: rect))
    beginPath()
  }

  /// Strokes `rect`'s outline `width` wide (the state's line width is left as it was).
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let saved = state.lineWidth
    state.lineWidth = width
    stroke(rect)
    state.lineWidth = saved
  }

  /// Strokes the outline of the ellipse inscribed in `rect`; the current path is emptied.
  public func strokeEllipse(in rect: CGRect) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: cairoTransform)
    stroke(path.elements)
    beginPath()
  }

  /// Strokes a segment between each pair of points (0 to 1, 2 to 3…); the current path is
  /// emptied.
  public func strokeLineSegments(between points: [CGPoint]) {
    let path = CGMutablePath()
    for index in stride(from: 0, to: points.count - 1, by: 2) {
      path.move(to: points[index], transform: cairoTransform)
      path.addLine(to: points[index + 1], transform: cairoTransform)
    }
    stroke(path.elements)
    beginPath()
  }

  /// Makes `rect` transparent (black without alpha), whatever the blend mode and alpha;
  /// within the clip.
  public func clear(_ rect: CGRect) {
    let elements = deviceElements(of: rect)
    guard !elements.isEmpty else { return }
    drawing {
      loadPath(elements)
      applyCompositing()
      cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
      cairo_fill(cairo)
    }
  }

  /// Intersects the clip with the current path's area under `rule`, then empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    loadPath(currentPath.elements)
    cairo_set_fill_rule(
      cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    applyCompositing()
    cairo_clip(cairo)
    beginPath()
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { clip(to: [rect]) }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    loadPath(rects.flatMap(deviceElements(of:)))
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    applyCompositing()
    cairo_clip(cairo)
  }

  /// Removes the clip: the whole bitmap is drawable again.
  public func resetClip() { cairo_reset_clip(cairo) }

  /// The clip's bounds in user space.
  public var boundingBoxOfClipPath: CGRect {
    cairo_identity_matrix(cairo)
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
      .applying(cairoTransform.inverted())
  }
}
