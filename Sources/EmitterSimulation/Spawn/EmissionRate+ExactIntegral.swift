import EmitterModel

/// The rate's integral over a piece in closed form, where one factor varies along straight-line
/// or step keyframes (`PropertyAnimation.Evaluator.integral`): what makes a birth rate with
/// 10^6 keyframes cost about what one with 10 does. Quadrature would refine at every keyframe's
/// corner (issue 18 measured 14 s per simulated second).
extension EmissionRate {
  /// `∫ rate` over `[a, b]`, a piece with no joint inside, exactly; nil when the piece needs
  /// quadrature: both birth rates vary, the varying one stacks several animations or is eased,
  /// or the product could fall below 0 there (where the rate is clamped, a kink).
  func exactIntegral(from a: Double, to b: Double, schedule: EmissionSchedule) -> Double? {
    guard b > a, !schedule.gateVaries(in: a, b) else { return nil }
    let middle = a + (b - a) / 2
    let gate = schedule.gate(at: middle)
    guard gate > 0 else { return 0 }
    // The piece on the timeline, forwards or played back (the same integral).
    guard let (from, to, tau) = timelineRange(from: a, to: b, schedule: schedule) else { return 0 }
    // Held by a fill: constant, which `isConstant` integrates.
    guard !chain.isFolded || to > from else { return nil }
    // Window edges are joints, so the piece is wholly inside the window or wholly outside.
    guard tau >= window.lower, tau < window.upper else { return 0 }
    let cellVaries = cellTrack?.varies(in: from, to) ?? false
    let layerVaries = layerTrack?.varies(in: from, to) ?? false
    guard cellVaries != layerVaries,
      let track = cellVaries ? cellTrack : layerTrack, track.evaluators.count == 1,
      case .number(let model)? = track.modelValue,
      let (integral, range) = track.evaluators[0].integral(from: from, to: to, underlying: model)
    else {
      return nil
    }
    let other =
      cellVaries
      ? value(of: layerTrack, at: tau, model: modelLayerRate)
      : value(of: cellTrack, at: tau, model: modelCellRate)
    let factor = gate * other * speed
    guard factor != 0 else { return 0 }
    // The clamp at 0 is a kink only if the product changes sign inside the piece.
    let (low, high) = (factor * range.lowerBound, factor * range.upperBound)
    if low <= 0, high <= 0 { return 0 }
    guard low >= 0, high >= 0 else { return nil }
    let result = factor * integral
    return result.isFinite ? result : nil
  }
}
