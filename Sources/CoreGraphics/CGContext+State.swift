import CCairo

/// What `saveGState` keeps (the clip lives in cairo's own state, saved alongside).
struct GraphicsState {
  var ctm = CGAffineTransform.identity
  /// Straight sRGB red, green, blue, alpha.
  var fill: (Double, Double, Double, Double) = (0, 0, 0, 1)
  var stroke: (Double, Double, Double, Double) = (0, 0, 0, 1)
  var alpha = 1.0
  var lineWidth: CGFloat = 1
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var miterLimit: CGFloat = 10
  var dashPhase: CGFloat = 0
  var dashLengths: [CGFloat] = []
  var blendMode = CGBlendMode.normal
  var shouldAntialias = true
  var allowsAntialiasing = true
  var interpolationQuality = CGInterpolationQuality.default
  var flatness: CGFloat = 0.5
}

extension CGContext {
  /// Pushes a copy of the graphics state (transform, colours, line settings, alpha, blend
  /// mode, clip…).
  public func saveGState() {
    savedStates.append(state)
    cairo_save(cairo)
  }

  /// Pops the state `saveGState` pushed; with none pushed it does nothing (Core Graphics logs
  /// an error then).
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
    cairo_restore(cairo)
  }

  /// The fill colour (sRGB; a grey is r = g = b).
  public func setFillColor(_ color: CGColor) { state.fill = color.rgba }
  /// The fill colour from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fill = (Double(red), Double(green), Double(blue), Double(alpha))
  }
  /// The fill colour from a grey level.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fill = (Double(gray), Double(gray), Double(gray), Double(alpha))
  }
  /// The stroke colour (sRGB; a grey is r = g = b).
  public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
  /// The stroke colour from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.stroke = (Double(red), Double(green), Double(blue), Double(alpha))
  }
  /// The stroke colour from a grey level.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.stroke = (Double(gray), Double(gray), Double(gray), Double(alpha))
  }

  /// Multiplies the alpha of everything painted (0...1).
  public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(alpha) }
  /// The stroke width in user space; 0 draws the thinnest line, one device pixel, as Core
  /// Graphics does.
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  /// How open lines end.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// How segments meet.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// The ratio of miter length to line width past which a miter join is bevelled.
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
  /// Dashes for strokes: lengths on and off in user space, starting `phase` into the pattern;
  /// an empty list draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    (state.dashPhase, state.dashLengths) = (phase, lengths)
  }
  /// How painting combines with the pixels there (`CGBlendMode`).
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  /// Whether shapes are anti-aliased (when `setAllowsAntialiasing` allows it).
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    state.shouldAntialias = shouldAntialias
  }
  /// Whether anti-aliasing may be used at all.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
    state.allowsAntialiasing = allowsAntialiasing
  }
  /// How finely curves are flattened (kept; cairo chooses its own tolerance).
  public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

  /// How images drawn scaled are resampled.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }
}
