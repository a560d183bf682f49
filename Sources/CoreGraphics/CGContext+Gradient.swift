import CCairo

extension CGContext {
  /// Fills the clip with `gradient` along the line from `start` to `end` (constant across it),
  /// the start and end colours continuing beyond as `options` say.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let (s, e) = ((Double(start.x), Double(start.y)), (Double(end.x), Double(end.y)))
    guard [s.0, s.1, e.0, e.1].allSatisfy(\.isFinite) else { return }
    paint(gradient, options: options, pattern: cairo_pattern_create_linear(s.0, s.1, e.0, e.1)) {
      // One side only: clip to the half-plane on the painted side of the line through the
      // start or the end, across the gradient. Built in device space, where 10⁵ pixels is
      // beyond any bitmap and within cairo's fixed-point range.
      let device = cairoTransform
      let along = CGPoint(x: end.x - start.x, y: end.y - start.y).applying(
        CGAffineTransform(a: device.a, b: device.b, c: device.c, d: device.d, tx: 0, ty: 0))
      let length = (along.x * along.x + along.y * along.y).squareRoot()
      guard length > 0 else { return }
      cairo_identity_matrix(cairo)
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
      func halfPlane(through point: CGPoint, towards sign: CGFloat) {
        let far: CGFloat = 1e5
        let p = point.applying(device)
        let u = CGPoint(x: along.x / length * sign * far, y: along.y / length * sign * far)
        let across = CGPoint(x: -u.y, y: u.x)
        for corner in [p + across, p - across, p - across + u, p + across + u] {
          cairo_line_to(cairo, Double(corner.x), Double(corner.y))
        }
        cairo_close_path(cairo)
        cairo_clip(cairo)
      }
      if !options.contains(.drawsBeforeStartLocation) { halfPlane(through: start, towards: 1) }
      if !options.contains(.drawsAfterEndLocation) { halfPlane(through: end, towards: -1) }
      cairo_set_matrix(cairo, [device.cairoMatrix])
    }
  }

  /// Fills the clip with `gradient` blended from the start circle to the end circle, the start
  /// and end colours continuing beyond as `options` say.
  ///
  /// With one option only, the side left out is clipped at the start circle (inside it) or the
  /// end circle (outside it): exact for circles with one centre (the usual glow), an
  /// approximation of Core Graphics' cone for others.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
      .map(Double.init)
    guard values.allSatisfy(\.isFinite), values[2] >= 0, values[5] >= 0 else { return }
    let pattern = cairo_pattern_create_radial(
      values[0], values[1], values[2], values[3], values[4], values[5])
    paint(gradient, options: options, pattern: pattern) {
      let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
      guard !options.isSuperset(of: both), !options.isEmpty else { return }
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)  // the start circle is a hole
      if !options.contains(.drawsAfterEndLocation) {
        cairo_arc(cairo, values[3], values[4], values[5], 0, 2 * .pi)
        cairo_clip(cairo)
      }
      if !options.contains(.drawsBeforeStartLocation), values[2] > 0 {
        // The bitmap (in device space, within cairo's fixed-point range) less the circle.
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, -1, -1, Double(width + 2), Double(height + 2))
        cairo_set_matrix(cairo, [cairoTransform.cairoMatrix])
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, values[0], values[1], values[2], 0, 2 * .pi)
        cairo_clip(cairo)
      }
    }
  }

  /// Paints the clip with `pattern` (destroyed after) carrying `gradient`'s stops, in user
  /// space; `clipSides` clips further, in user space, for one-sided options.
  private func paint(
    _ gradient: CGGradient, options: CGGradientDrawingOptions, pattern: OpaquePointer?,
    clipSides: () -> Void
  ) {
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    let transform = cairoTransform
    guard transform.isInvertible else { return }
    for stop in gradient.stops {
      func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
      cairo_pattern_add_color_stop_rgba(
        pattern, unit(stop.location), unit(stop.colour.0), unit(stop.colour.1),
        unit(stop.colour.2), unit(stop.colour.3))
    }
    let extendsBoth = options.isSuperset(of: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
    drawing {
      cairo_save(cairo)
      cairo_new_path(cairo)
      cairo_set_matrix(cairo, [transform.cairoMatrix])
      if !extendsBoth && !options.isEmpty { clipSides() }
      applyCompositing()
      cairo_set_source(cairo, pattern)
      cairo_paint_with_alpha(cairo, state.alpha.isNaN ? 0 : min(max(state.alpha, 0), 1))
      cairo_restore(cairo)
    }
  }

  /// Runs `body` with cairo's context set to the current user space, graphics state (fill
  /// colour as the source, alpha, blend mode, anti-aliasing) and clip, for drawing this module
  /// does not (text, by a Core Text-like layer above); cairo's state is restored after. Nothing
  /// runs under a singular transform. cairo draws glyphs y down, so text comes out upright in a
  /// y-down (UIKit) user space.
  package func withCairoUserSpace(_ body: (OpaquePointer) -> Void) {
    let transform = cairoTransform
    guard transform.isInvertible else { return }
    drawing {
      cairo_save(cairo)
      cairo_new_path(cairo)
      cairo_set_matrix(cairo, [transform.cairoMatrix])
      applyPaint(state.fill)
      body(cairo)
      cairo_restore(cairo)
    }
  }
}
