import EmitterModel
import EmitterSimulation

/// The attributes of a `ParticleRecord` that a comparison checks, in the order reports list them.
package enum ParticleAttribute: String, CaseIterable, Sendable, Codable {
  case position, velocity, age, lifetime, color, scale, rotation, normal, mass
  /// The trail's kept samples (`ParticleRecord.trail`): positions and sample ages; a different
  /// number of samples is never within tolerance.
  case trail

  /// The largest absolute difference between the two records' values (over components for
  /// vectors), in double precision so the subtraction adds no rounding of its own. A NaN or
  /// infinite value on either side gives +infinity: never within any tolerance.
  package func deviation(_ expected: ParticleRecord, _ actual: ParticleRecord) -> Double {
    let difference: Double
    switch self {
    case .position: difference = largestDifference(expected.position, actual.position)
    case .velocity: difference = largestDifference(expected.velocity, actual.velocity)
    case .age: difference = absoluteDifference(expected.age, actual.age)
    case .lifetime: difference = absoluteDifference(expected.lifetime, actual.lifetime)
    case .color: difference = largestDifference(expected.color, actual.color)
    case .scale: difference = absoluteDifference(expected.scale, actual.scale)
    case .rotation: difference = absoluteDifference(expected.rotation, actual.rotation)
    case .normal: difference = largestDifference(expected.normal, actual.normal)
    case .mass: difference = absoluteDifference(expected.mass, actual.mass)
    case .trail:
      guard expected.trail.count == actual.trail.count else { return .infinity }
      difference = zip(expected.trail, actual.trail).reduce(0) { max($0, largestDifference($1.0, $1.1)) }
    }
    return difference.isFinite ? difference : .infinity
  }

  /// The size of the value in `record` that a relative tolerance scales with: the largest
  /// |component| for vectors, |value| for scalars; 0 for colours and normals, whose tolerances
  /// are absolute (both live in a fixed range).
  func magnitude(of record: ParticleRecord) -> Double {
    switch self {
    case .position: largestMagnitude(record.position)
    case .velocity: largestMagnitude(record.velocity)
    case .age: Double(abs(record.age))
    case .lifetime: Double(abs(record.lifetime))
    case .scale: Double(abs(record.scale))
    case .rotation: Double(abs(record.rotation))
    case .mass: Double(abs(record.mass))
    case .trail: record.trail.reduce(0) { max($0, largestMagnitude($1)) }
    case .color, .normal: 0
    }
  }
}

private func absoluteDifference(_ a: Float, _ b: Float) -> Double {
  abs(Double(a) - Double(b))
}

private func largestDifference<V: SIMD>(_ a: V, _ b: V) -> Double where V.Scalar == Float {
  var largest = 0.0
  for i in a.indices {
    let difference = absoluteDifference(a[i], b[i])
    guard difference.isFinite else { return .infinity }
    largest = max(largest, difference)
  }
  return largest
}

private func largestMagnitude<V: SIMD>(_ v: V) -> Double where V.Scalar == Float {
  v.indices.reduce(0) { largest, i in max(largest, Double(abs(v[i]))) }
}
