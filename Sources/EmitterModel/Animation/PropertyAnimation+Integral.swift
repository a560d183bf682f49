extension PropertyAnimation.Evaluator {
  /// `∫ value dt` over layer times `[a, b]` in closed form, with the range the value keeps
  /// there, for a number animated by keyframes that are straight lines or steps in time
  /// (`KeyframeInterpolation.antiderivative`, linear timing functions, no group); nil otherwise, or when
  /// `[a, b]` holds a begin, end, repetition or reversal (the caller cuts there), and the caller
  /// integrates numerically.
  ///
  /// Between those joints the progress fraction is an affine function of time, `f = f(a) + α(t - a)`,
  /// so the integral is `(F(f(b)) - F(f(a))) / α` for the keyframes' antiderivative F, plus the
  /// constant that additive and cumulative animations add (`underlying`, the repetitions' drift).
  package func integral(from a: Double, to b: Double, underlying: Double)
    -> (integral: Double, range: ClosedRange<Double>)?
  {
    guard b > a, discreteValues == nil, animation.group == nil, animation.timingFunction.isLinear,
      case .number = modelValue, case .keyframes(let keyframes)? = path, keyframes.hasAntiderivative,
      let values = keyframes.valueRange
    else {
      return nil
    }
    let timing = animation.timing
    let removed = animation.isRemovedOnCompletion
    let middle = a + (b - a) / 2
    guard let center = timing.progress(atParentTime: middle, removedOnCompletion: removed) else {
      return nil
    }
    let slope = fractionSlope(atParentTime: middle)
    let fa = center.fraction - slope * (middle - a)
    let fb = center.fraction + slope * (b - middle)
    // The fraction must be this straight line over the whole piece: one-sided samples just inside
    // the ends agree with it (a begin, end or reversal inside the piece would break it).
    let (inA, inB) = (min(a.nextUp, middle), max(b.nextDown, middle))
    for (t, predicted) in [(inA, fa), (inB, fb)] {
      guard let sample = timing.progress(atParentTime: t, removedOnCompletion: removed),
        sample.iteration == center.iteration,
        abs(sample.fraction - predicted) <= 1e-9
      else {
        return nil
      }
    }
    var offset = 0.0
    if animation.isCumulative, center.iteration > 0 {
      offset += Double(center.iteration) * change[0]
    }
    if animation.isAdditive { offset += underlying }
    let range = (values.lowerBound + offset)...(values.upperBound + offset)
    let length = b - a
    guard slope != 0 else {
      return ((keyframes.value(at: center.fraction)[0] + offset) * length, range)
    }
    let (from, to) = (min(max(fa, 0), 1), min(max(fb, 0), 1))
    let integral = (keyframes.antiderivative(at: to) - keyframes.antiderivative(at: from)) / slope
    return (integral + offset * length, range)
  }

  /// d(fraction)/dt at parent time `t`: ±speed / duration inside the active interval (negative
  /// in an autoreversing repetition's second half), 0 where a fill holds the value.
  private func fractionSlope(atParentTime t: Double) -> Double {
    let timing = animation.timing
    let interval = timing.animationInterval
    guard t >= interval.lower, t < interval.upper else { return 0 }
    let speed = max(0, timing.speed)
    let local = (t - timing.beginTime) * speed + max(0, timing.timeOffset)
    let repetition = timing.repetitionDuration
    let within = local - (local / repetition).rounded(.down) * repetition
    let reversing = timing.autoreverses && within > timing.iterationDuration
    return (reversing ? -speed : speed) / timing.iterationDuration
  }
}
