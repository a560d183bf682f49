extension CGContext {
  /// The current transform from user space to the bitmap's space (pixels, origin at the
  /// bottom-left, y up); the identity in a new bitmap context.
  public var ctm: CGAffineTransform { state.ctm }

  /// The transform from user space to device space (the bitmap's, as `ctm`).
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

  /// Moves the user space origin by (`tx`, `ty`) user units.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = state.ctm.translatedBy(x: tx, y: ty)
  }

  /// Scales user space by (`sx`, `sy`).
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }

  /// Rotates user space by `angle` radians (counter-clockwise as seen, y being up).
  public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }

  /// Applies `transform` to user space before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  /// A user-space point in device space.
  public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

  /// A device-space point in user space.
  public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
    point.applying(state.ctm.inverted())
  }

  /// The transform from user space to cairo's device space (y down from the top row).
  var cairoTransform: CGAffineTransform {
    state.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
  }
}
