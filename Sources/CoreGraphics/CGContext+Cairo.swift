import CCairo

/// The one place graphics state becomes cairo state. cairo's context is never given what would
/// put it in an error state for good (a singular matrix, an invalid dash), so a bad argument
/// skips one drawing call, never the context.
extension CGContext {
  /// Makes `elements` (cairo device space) cairo's path, under the identity matrix.
  func loadPath(_ elements: [CGPath.Element]) {
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        cairo_move_to(cairo, Double(p.x), Double(p.y))
        (current, start) = (p, p)
      case .line(let p):
        cairo_line_to(cairo, Double(p.x), Double(p.y))
        current = p
      case .quadCurve(let c, let p):
        // The same curve as a cubic: controls two thirds of the way to the quadratic's.
        let c1 = current + (c - current) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        cairo_curve_to(
          cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
        current = p
      case .curve(let c1, let c2, let p):
        cairo_curve_to(
          cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
        current = p
      case .close:
        cairo_close_path(cairo)
        current = start
      }
    }
  }

  /// Fills `elements` with the fill colour under `rule`.
  func fill(_ elements: [CGPath.Element], rule: CGPathFillRule) {
    guard !elements.isEmpty else { return }
    drawing {
      loadPath(elements)
      cairo_set_fill_rule(
        cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      applyPaint(state.fill)
      cairo_fill(cairo)
    }
  }

  /// Strokes `elements` with the stroke colour and line settings, measured in user space.
  func stroke(_ elements: [CGPath.Element]) {
    guard !elements.isEmpty, state.lineWidth.isFinite, state.lineWidth >= 0 else { return }
    let transform = cairoTransform
    guard transform.isInvertible else { return }
    drawing {
      loadPath(elements)
      if state.lineWidth == 0 {
        cairo_set_line_width(cairo, 1)  // a hairline: one device pixel
      } else {
        cairo_set_matrix(cairo, [transform.cairoMatrix])
        cairo_set_line_width(cairo, Double(state.lineWidth))
      }
      cairo_set_line_cap(cairo, state.lineCap.cairo)
      cairo_set_line_join(cairo, state.lineJoin.cairo)
      cairo_set_miter_limit(cairo, max(1, Double(state.miterLimit)))
      let dashes = state.dashLengths.map(Double.init)
      if dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }),
        state.dashPhase.isFinite
      {
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(state.dashPhase))
      } else {
        cairo_set_dash(cairo, nil, 0, 0)
      }
      applyPaint(state.stroke)
      cairo_stroke(cairo)
    }
  }

  /// Sets the source colour (straight RGBA, times the state's alpha), operator and
  /// anti-aliasing.
  func applyPaint(_ colour: (Double, Double, Double, Double)) {
    func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    cairo_set_source_rgba(
      cairo, unit(colour.0), unit(colour.1), unit(colour.2), unit(colour.3) * unit(state.alpha))
    applyCompositing()
  }

  /// The operator for the blend mode and the anti-aliasing setting.
  func applyCompositing() {
    cairo_set_operator(cairo, state.blendMode.cairo)
    cairo_set_antialias(
      cairo,
      state.shouldAntialias && state.allowsAntialiasing
        ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// `rect`'s outline in cairo device space, through the current transform.
  func deviceElements(of rect: CGRect) -> [CGPath.Element] {
    let path = CGMutablePath()
    path.addRect(rect, transform: cairoTransform)
    return path.elements
  }
}

extension CGAffineTransform {
  /// The same matrix in cairo's terms (x' = xx x + xy y + x0, y' = yx x + yy y + y0).
  var cairoMatrix: cairo_matrix_t {
    cairo_matrix_t(
      xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
  }
}

extension CGLineCap {
  var cairo: cairo_line_cap_t {
    switch self {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}

extension CGLineJoin {
  var cairo: cairo_line_join_t {
    switch self {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}

extension CGBlendMode {
  /// cairo's operator computing the same blend (`plusDarker` has none: drawn as `normal`).
  var cairo: cairo_operator_t {
    switch self {
    case .normal, .plusDarker: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
