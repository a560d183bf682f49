extension PropertyAnimation {
  /// Per component, a range that holds every value the animation can produce given the model
  /// value: what capacity planning needs to know before running it (the most particles a
  /// lifetime animation can keep alive, the most children a raised rate can give a parent).
  ///
  /// Conservative rather than tight: the hull of the values it interpolates between, widened
  /// by the overshoot of its timing functions (control points outside 0...1) and of a cubic
  /// spline, plus the model value when additive. Cumulative repetitions add up to one less than
  /// `repeatCount` times the per-repetition change (unbounded when it repeats forever).
  package func componentBounds(modelValue: PropertyValue) -> [ClosedRange<Double>]? {
    guard let model = modelValue.components, let path = componentPath(model: model) else {
      return nil
    }
    var points = isKeyframe ? values.compactMap(\.components) : [path.value(0), path.value(1)]
    if !isAdditive { points.append(model) }
    var bounds = (0..<model.count).map { c in
      let column = points.map { $0[c] }
      return (column.min() ?? 0)...(column.max() ?? 0)
    }
    var overshoot = timingFunction.valueRange
    for function in timingFunctions {
      let range = function.valueRange
      overshoot =
        min(overshoot.lowerBound, range.lowerBound)...max(overshoot.upperBound, range.upperBound)
    }
    let spread =
      max(overshoot.upperBound - 1, -overshoot.lowerBound, 0)
      + (isKeyframe && calculationMode.isCubic ? splineOvershoot : 0)
    bounds = bounds.map { range in
      let pad = (range.upperBound - range.lowerBound) * spread
      return (range.lowerBound - pad)...(range.upperBound + pad)
    }
    if isCumulative {
      // Repetition i (from 0) adds i × (end - start); the last is number ceil(repeats) - 1.
      let repeats = (timing.animationActiveDuration / timing.repetitionDuration).rounded(.up) - 1
      let (start, end) = (path.value(0), path.value(1))
      bounds = bounds.enumerated().map { c, range in
        let drift = (end[c] - start[c]) * repeats
        return min(
          range.lowerBound, range.lowerBound + drift)...max(
            range.upperBound, range.upperBound + drift)
      }
    }
    if isAdditive {
      bounds = bounds.enumerated().map { c, range in
        (range.lowerBound + min(0, model[c]))...(range.upperBound + max(0, model[c]))
      }
    }
    return bounds
  }
}
