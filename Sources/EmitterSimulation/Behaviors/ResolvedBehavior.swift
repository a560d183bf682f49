import EmitterModel

/// One enabled behaviour of a layer in the single-precision form both simulators (and the GPU's
/// behaviour block) use. Values are resolved each step from the layer as its animations make it,
/// so animated stiffness or drag acts on particles already in flight.
package enum ResolvedBehavior: Sendable, Equatable {
  /// Acceleration `force × waveShape(frequency × age)` (`BehaviorForces.waveShape`).
  case wave(force: SIMD3<Float>, frequency: Float)
  /// Drag coefficient per second (divided by each particle's mass).
  case drag(Float)
  case attractor(ResolvedAttractor)
  /// `radial` away from `centre` plus `tangential` a quarter turn clockwise from it, in the
  /// layer plane (`BehaviorForces.radialAccelerationForce`).
  case radialAcceleration(centre: SIMD2<Float>, radial: Float, tangential: Float)
  /// Particles circle `centre` instead of integrating (`Orbit.advance`).
  case orbit(Orbit)
  /// Acceleration along a curl-noise field (`Turbulence.acceleration`).
  case turbulence(Turbulence)
  /// A collider tested against each step's chord after the integrator (`Collisions.contact`).
  case collision(Collider)
  /// Turns the image's top toward the velocity, plus `rotation` radians.
  case alignToMotion(rotation: Float)
  /// A curve over normalised age driving one drawn property.
  case valueOverLife(target: OverLifeKeyPath, curve: OverLifeCurve<Float>, additive: Bool)
  /// A colour gradient over normalised age that replaces the drawn colour.
  case colorOverLife(OverLifeCurve<SIMD4<Float>>)

  /// Whether it moves particles (the rest only change how they are drawn): forces, the orbit,
  /// and position and velocity curves.
  package var isForce: Bool {
    switch self {
    case .wave, .drag, .attractor, .radialAcceleration, .orbit, .turbulence: true
    case .valueOverLife(let target, _, _): target.isMotion
    default: false
    }
  }

  /// The behaviours of `layer` that are enabled, in order, resolved; a `bounds` collider takes
  /// `bounds` (the layer's bounds with defaults filled), or the layer's own when nil.
  package static func resolve(_ layer: EmitterLayer, bounds: Rect? = nil) -> [ResolvedBehavior] {
    let bounds = bounds ?? layer.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return layer.emitterBehaviors.filter(\.enabled).map { ResolvedBehavior($0, layerBounds: bounds) }
  }

  /// Whether it is a collider (the GPU integrates those layers with their own program).
  package var isCollision: Bool {
    if case .collision = self { true } else { false }
  }

  /// The behaviours as they act during a step starting at layer time `t`: turbulences' fields
  /// drift to where their scroll has taken them (the rest do not depend on time).
  package static func scrolled(_ behaviors: [ResolvedBehavior], to t: Double) -> [ResolvedBehavior] {
    guard behaviors.contains(where: \.isTurbulence) else { return behaviors }
    return behaviors.map { behavior in
      if case .turbulence(let field) = behavior { return .turbulence(field.scrolled(to: t)) }
      return behavior
    }
  }

  /// Whether it is a turbulence (the GPU integrates those layers with their own program).
  package var isTurbulence: Bool {
    if case .turbulence = self { true } else { false }
  }

  init(_ behavior: EmitterBehavior, layerBounds: Rect) {
    switch behavior.type {
    case .wave:
      let f = behavior.force
      self = .wave(
        force: SIMD3(Float(f.x), Float(f.y), Float(f.z)), frequency: Float(behavior.frequency))
    case .drag:
      self = .drag(Float(behavior.drag))
    case .attractor, .simpleAttractor:
      self = .attractor(ResolvedAttractor(behavior))
    case .radialAcceleration:
      self = .radialAcceleration(
        centre: SIMD2(Float(behavior.position.x), Float(behavior.position.y)),
        radial: Float(behavior.radialAcceleration),
        tangential: Float(behavior.tangentialAcceleration))
    case .orbit:
      self = .orbit(
        Orbit(
          centre: SIMD2(Float(behavior.position.x), Float(behavior.position.y)),
          angularSpeed: Float(behavior.angularSpeed), endRadius: Float(behavior.endRadius)))
    case .turbulence:
      self = .turbulence(Turbulence(behavior))
    case .collision:
      self = .collision(Collider(behavior, layerBounds: layerBounds))
    case .alignToMotion:
      self = .alignToMotion(rotation: Float(behavior.rotation * 2 * Double.pi))
    case .valueOverLife:
      self = .valueOverLife(
        target: behavior.keyPath,
        curve: OverLifeCurve(
          values: behavior.values.map { Float($0) }, locations: behavior.locations),
        additive: behavior.additive)
    case .colorOverLife:
      let colors = behavior.colors.map {
        SIMD4(Float($0.red), Float($0.green), Float($0.blue), Float($0.alpha))
      }
      self = .colorOverLife(OverLifeCurve(values: colors, locations: behavior.locations))
    }
  }
}

/// An attractor's geometry and spring (`BehaviorForces.attractorForce` has the law).
package struct ResolvedAttractor: Sendable, Equatable {
  package enum Shape: UInt32, Sendable {
    /// Distance to the point, in 3D.
    case radial = 0
    /// Distance to the line through the point along `axis`.
    case axial = 1
    /// Distance to the plane through the point with normal `axis`.
    case planar = 2
    /// `simpleAttractor`: distance to the point in the layer plane; pulls in x and y only.
    case planarRadial = 3
  }

  package var shape: Shape
  package var position: SIMD3<Float>
  /// Unit axis (axial) or normal (planar): (cos lat cos lon, cos lat sin lon, sin lat).
  package var axis: SIMD3<Float>
  package var radius: Float
  package var stiffness: Float
  package var falloff: Float
  /// `falloffDistance`, with infinity as the largest finite float so both sides compare alike.
  package var falloffDistance: Float

  init(_ behavior: EmitterBehavior) {
    switch (behavior.type, behavior.attractorType) {
    case (.simpleAttractor, _): shape = .planarRadial
    case (_, .radial): shape = .radial
    case (_, .axial): shape = .axial
    case (_, .planar): shape = .planar
    }
    let z = behavior.type == .simpleAttractor ? 0 : behavior.zPosition
    position = SIMD3(Float(behavior.position.x), Float(behavior.position.y), Float(z))
    let (sinLon, cosLon) = PortableTrig.sinCos(Float(behavior.orientationLongitude))
    let (sinLat, cosLat) = PortableTrig.sinCos(Float(behavior.orientationLatitude))
    axis = SIMD3(cosLat * cosLon, cosLat * sinLon, sinLat)
    radius = Float(behavior.radius)
    stiffness = Float(behavior.stiffness)
    falloff = Float(behavior.falloff)
    falloffDistance = Float(min(behavior.falloffDistance, Double(Float.greatestFiniteMagnitude)))
  }
}

/// A piecewise-linear curve over normalised age u in [0, 1]: `values` at `locations` (evenly
/// spaced when none are given), the first value before the first location, the last after the
/// last. `sample` is the one evaluation, mirrored in Shaders/include/appearance.glsl.
package struct OverLifeCurve<Value: OverLifeValue>: Sendable, Equatable {
  package var values: [Value]
  package var locations: [Float]

  package init(values: [Value], locations: [Double]) {
    self.values = values
    let count = values.count
    self.locations =
      locations.count == count
      ? locations.map { Float($0) }
      : (0..<count).map { count > 1 ? Float($0) / Float(count - 1) : 0 }
  }

  /// The value at normalised age `u`: `v[i] + (v[i+1] - v[i]) × (u - l[i]) / (l[i+1] - l[i])`.
  package func sample(_ u: Float) -> Value {
    guard let first = values.first else { return .zero }
    if values.count == 1 || !(u > locations[0]) { return first }
    for i in 0..<(values.count - 1) where u < locations[i + 1] {
      let span = locations[i + 1] - locations[i]
      let t = span > 0 ? (u - locations[i]) / span : 0
      return values[i].interpolated(to: values[i + 1], by: t)
    }
    return values[values.count - 1]
  }
}

extension OverLifeCurve where Value == Float {
  /// The curve's integral from 0 to normalised age `u`: the trapezoids of the whole segments
  /// before `u` (the flat first value before the first location) plus the part of the segment
  /// `u` lies in, ending at `sample(u)`. Mirrored by `curveIntegral` in appearance.glsl.
  package func integral(_ u: Float) -> Float {
    guard let first = values.first else { return 0 }
    if values.count == 1 || !(u > locations[0]) { return first * u }
    var total = first * locations[0]
    for i in 0..<(values.count - 1) {
      let here = locations[i]
      let next = locations[i + 1]
      let a = values[i]
      let c = values[i + 1]
      if u < next {
        let span = next - here
        let t = span > 0 ? (u - here) / span : 0
        let atU = a + (c - a) * t
        return total + (u - here) * (a + atU) * 0.5
      }
      total += (next - here) * (a + c) * 0.5
    }
    return total + (u - locations[values.count - 1]) * values[values.count - 1]
  }
}

/// What a curve holds: a number or a colour, interpolated as `a + (b - a) × t`.
package protocol OverLifeValue: Sendable, Equatable {
  static var zero: Self { get }
  func interpolated(to other: Self, by t: Float) -> Self
}

extension Float: OverLifeValue {
  @inlinable package func interpolated(to other: Float, by t: Float) -> Float {
    self + (other - self) * t
  }
}

extension SIMD4: OverLifeValue where Scalar == Float {
  @inlinable package func interpolated(to other: SIMD4<Float>, by t: Float) -> SIMD4<Float> {
    self + (other - self) * t
  }
}
