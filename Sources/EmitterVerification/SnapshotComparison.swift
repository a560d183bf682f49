import EmitterModel
import EmitterSimulation

/// The worst disagreement in one attribute over every particle both snapshots hold.
package struct AttributeDeviation: Sendable, Equatable, Codable {
  package let attribute: ParticleAttribute
  /// The largest absolute deviation; +infinity when a value was NaN or infinite.
  package let maximum: Double
  /// The largest allowed (see `ComparisonTolerance.limits`).
  package let tolerance: Double
  /// `maximum <= tolerance`; stored so that the JSON carries it.
  package let passed: Bool
  /// Where `maximum` occurred (the first such particle in (cell, serial) order); nil when no
  /// particle is in both snapshots or none deviates at all.
  package let worst: ParticleIdentity?
  /// Both values there, components in order (x, y, z or r, g, b, a), for the report.
  let expectedValue: [Float]?
  let actualValue: [Float]?

  init(
    attribute: ParticleAttribute, maximum: Double, tolerance: Double,
    worst: ParticleIdentity? = nil,
    expectedValue: [Float]? = nil, actualValue: [Float]? = nil
  ) {
    self.attribute = attribute
    self.maximum = maximum
    self.tolerance = tolerance
    self.passed = maximum <= tolerance
    self.worst = worst
    self.expectedValue = expectedValue
    self.actualValue = actualValue
  }
}

/// A GPU snapshot (actual) held against the CPU reference's (expected), attribute by attribute.
///
/// First the identities: the (cell, serial) lists must be equal, because a particle born or killed
/// on one side only is a logic error, not rounding. Then, for every particle in both, the largest
/// absolute deviation of each attribute and where it occurred, against limits computed from the
/// tolerance, the scene's scale and the reference's magnitudes. Prints as a table; encodes to
/// JSON (`jsonData()`) for `emitter compare --json`.
package struct SnapshotComparison: Sendable, Equatable, Codable, CustomStringConvertible {
  /// Same moment, same particles, every attribute within tolerance.
  package let passed: Bool
  let expectedTime: Double
  let actualTime: Double
  /// `|expectedTime - actualTime| <= tolerance.time`: snapshots of different moments are not
  /// comparable at all.
  package let timesAgree: Bool
  package let expectedCount: Int
  let actualCount: Int
  /// Particles in both snapshots: the ones whose attributes were compared.
  package let comparedCount: Int
  package let identity: IdentityComparison
  /// One row per `ParticleAttribute`, in its order.
  package let attributes: [AttributeDeviation]
  package let tolerance: ComparisonTolerance
  package let scale: ComparisonScale

  package init(
    expected: ParticleSnapshot, actual: ParticleSnapshot,
    scale: ComparisonScale = ComparisonScale(),
    tolerance: ComparisonTolerance = .standard
  ) {
    let names = CellNames(expected: expected.cells, actual: actual.cells)
    var worst = [(deviation: Double, pair: (ParticleRecord, ParticleRecord)?)](
      repeating: (0, nil), count: ParticleAttribute.allCases.count)
    var compared = 0
    identity = IdentityComparison.merge(expected: expected, actual: actual) { lhs, rhs in
      compared += 1
      for (row, attribute) in ParticleAttribute.allCases.enumerated() {
        let deviation = attribute.deviation(lhs, rhs)
        if deviation > worst[row].deviation { worst[row] = (deviation, (lhs, rhs)) }
      }
    }
    let limits = tolerance.limits(reference: expected, scale: scale)
    attributes = ParticleAttribute.allCases.enumerated().map { row, attribute in
      let (deviation, pair) = worst[row]
      return AttributeDeviation(
        attribute: attribute, maximum: deviation, tolerance: limits[attribute] ?? 0,
        worst: pair.map { names.identity(of: $0.0) },
        expectedValue: pair.map { attribute.components(of: $0.0) },
        actualValue: pair.map { attribute.components(of: $0.1) })
    }
    comparedCount = compared
    expectedTime = expected.time
    actualTime = actual.time
    timesAgree = abs(expected.time - actual.time) <= tolerance.time
    expectedCount = expected.particles.count
    actualCount = actual.particles.count
    self.tolerance = tolerance
    self.scale = scale
    passed = timesAgree && identity.matches && attributes.allSatisfy(\.passed)
  }

  /// The attributes over their tolerance.
  package var failedAttributes: [ParticleAttribute] {
    attributes.filter { !$0.passed }.map(\.attribute)
  }

  /// The row of one attribute.
  package subscript(attribute: ParticleAttribute) -> AttributeDeviation {
    attributes.first { $0.attribute == attribute }!
  }
}

extension ParticleAttribute {
  /// The attribute's value in `record` as a flat list, for reports.
  func components(of record: ParticleRecord) -> [Float] {
    switch self {
    case .position: [record.position.x, record.position.y, record.position.z]
    case .velocity: [record.velocity.x, record.velocity.y, record.velocity.z]
    case .age: [record.age]
    case .lifetime: [record.lifetime]
    case .color: [record.color.x, record.color.y, record.color.z, record.color.w]
    case .scale: [record.scale]
    case .rotation: [record.rotation]
    case .normal: [record.normal.x, record.normal.y, record.normal.z]
    case .mass: [record.mass]
    case .trail: record.trail.flatMap { [$0.x, $0.y, $0.z, $0.w] }
    }
  }
}
