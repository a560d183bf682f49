extension PropertyAnimation {
  /// The animated value at layer time `t`, or nil where the animation has no effect.
  ///
  /// 1. `timing` gives the iteration and its fraction (`MediaTiming.progress`), in its group's
  ///    time when it has one (`progress(atLayerTime:)`).
  /// 2. `timingFunction` eases the fraction.
  /// 3. Basic: `from + (to - from) × eased`, where a missing end is taken, as Core Animation
  ///    does, from the model value and `byValue` (`from, by` → from + by; `by, to` → to - by;
  ///    `to` alone → from the model; `by` alone → model to model + by).
  ///    Keyframe: `KeyframeInterpolation` in the calculation mode.
  /// 4. Cumulative: plus `iteration × (end - start)`, so repetitions continue from each other.
  /// 5. Additive: added to `underlying` (the model value, or what earlier animations of the
  ///    same key path made of it); otherwise it replaces it.
  ///
  /// Values interpolate component-wise (`PropertyValue.components`) in double precision.
  package func value(atLayerTime t: Double, modelValue: PropertyValue, underlying: PropertyValue)
    -> PropertyValue?
  {
    evaluator(modelValue: modelValue).value(atLayerTime: t, underlying: underlying)
  }

  /// The animation prepared against its property's model value (which does not change while a
  /// scene runs): its interpolation built once, so evaluating it every step, and many times a
  /// step for an animated birth rate's integral, allocates nothing but the result.
  package func evaluator(modelValue: PropertyValue) -> Evaluator {
    Evaluator(animation: self, modelValue: modelValue)
  }

  package struct Evaluator: Sendable {
    package let animation: PropertyAnimation
    package let modelValue: PropertyValue
    let path: ComponentPath?
    /// The path's ends, for cumulative repetitions.
    let change: [Double]
    /// A discrete keyframe animation of a value without components (a boolean, a mode): its
    /// values, picked by the index a discrete interpolation of 0, 1, 2, … gives.
    let discreteValues: [PropertyValue]?

    init(animation: PropertyAnimation, modelValue: PropertyValue) {
      self.animation = animation
      self.modelValue = modelValue
      if modelValue.components == nil, animation.isKeyframe, animation.calculationMode == .discrete {
        discreteValues = animation.values
        path = .keyframes(
          KeyframeInterpolation(
            values: animation.values.indices.map { [Double($0)] }, keyTimes: animation.keyTimes,
            timingFunctions: [], mode: .discrete))
      } else {
        discreteValues = nil
        path = modelValue.components.flatMap { animation.componentPath(model: $0) }
      }
      change = path.map { path in zip(path.value(0), path.value(1)).map { $1 - $0 } } ?? []
    }

    /// `PropertyAnimation.value(atLayerTime:modelValue:underlying:)`.
    package func value(atLayerTime t: Double, underlying: PropertyValue) -> PropertyValue? {
      guard let path, let progress = animation.progress(atLayerTime: t) else { return nil }
      if let discreteValues {
        let index = Int(path.value(animation.timingFunction.value(at: progress.fraction))[0])
        return discreteValues[min(max(index, 0), discreteValues.count - 1)]
      }
      var components = path.value(animation.timingFunction.value(at: progress.fraction))
      if animation.isCumulative, progress.iteration > 0 {
        for c in components.indices { components[c] += Double(progress.iteration) * change[c] }
      }
      if animation.isAdditive, let base = underlying.components, base.count == components.count {
        for c in components.indices { components[c] += base[c] }
      }
      return modelValue.withComponents(components)
    }
  }

  /// The values the animation passes through as a function of eased progress.
  enum ComponentPath: Sendable {
    case basic(from: [Double], to: [Double])
    case keyframes(KeyframeInterpolation)

    func value(_ f: Double) -> [Double] {
      switch self {
      case .basic(let from, let to): zip(from, to).map { a, b in a + (b - a) * f }
      case .keyframes(let interpolation): interpolation.value(at: f)
      }
    }
  }

  func componentPath(model: [Double]) -> ComponentPath? {
    if isKeyframe {
      let keyframes = values.compactMap(\.components)
      guard keyframes.count == values.count, keyframes.allSatisfy({ $0.count == model.count })
      else {
        return nil
      }
      return .keyframes(
        KeyframeInterpolation(
          values: keyframes, keyTimes: keyTimes, timingFunctions: timingFunctions,
          mode: calculationMode, shape: splineShape))
    }
    guard let (from, to) = basicEnds(model: model) else { return nil }
    return .basic(from: from, to: to)
  }

  /// Core Animation's rules for a CABasicAnimation with some of from, to and by missing.
  func basicEnds(model: [Double]) -> (from: [Double], to: [Double])? {
    let from = fromValue.components
    let to = toValue.components
    let by = byValue.components
    func plus(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + $1 } }
    func minus(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 - $1 } }
    let ends: ([Double], [Double])
    switch (from, to, by) {
    case (let from?, let to?, _): ends = (from, to)
    case (let from?, nil, let by?): ends = (from, plus(from, by))
    case (nil, let to?, let by?): ends = (minus(to, by), to)
    case (let from?, nil, nil): ends = (from, model)
    case (nil, let to?, nil): ends = (model, to)
    case (nil, nil, let by?): ends = (model, plus(model, by))
    case (nil, nil, nil): ends = (model, model)
    }
    guard ends.0.count == model.count, ends.1.count == model.count else { return nil }
    return ends
  }
}

extension PropertyValue {
  /// The same kind of value with new components (the inverse of `components`); nil for values
  /// that have none or a wrong count.
  package func withComponents(_ c: [Double]) -> PropertyValue? {
    guard let count = components?.count, c.count == count else { return nil }
    switch self {
    case .number: return .number(c[0])
    case .point: return .point(Point(x: c[0], y: c[1]))
    case .size: return .size(Size(width: c[0], height: c[1]))
    case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .vector: return .vector(Vector3(x: c[0], y: c[1], z: c[2]))
    case .transform: return Transform3D(entries: c).map(PropertyValue.transform)
    default: return nil
    }
  }
}

extension PropertyAnimation {
  /// The cubic modes' tension, continuity and bias, as the interpolation reads them.
  var splineShape: SplineShape {
    SplineShape(tension: tensionValues, continuity: continuityValues, bias: biasValues)
  }

  /// How far a cubic mode's spline can stray outside its values' range, as a share of it: the
  /// Catmull-Rom spline's own quarter, or the general bound when tension, continuity or bias
  /// is set (`SplineShape.overshoot`).
  var splineOvershoot: Double {
    splineShape.isCatmullRom ? KeyframeInterpolation.cubicOvershoot : splineShape.overshoot
  }
}

extension CalculationMode {
  /// True for the modes that join keyframes with the spline (`cubic`, `cubicPaced`).
  package var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
