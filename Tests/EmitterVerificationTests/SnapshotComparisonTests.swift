import EmitterModel
import Foundation
import Testing

@testable import EmitterSimulation
import EmitterTestSupport
import EmitterVerification

@Suite("Snapshot comparison")
struct SnapshotComparisonTests {
  /// Fireworks at 2 s: rockets, trails and sparks, so cells have dotted paths.
  static let scene = SceneFixtures.fireworks()
  static let reference: ParticleSnapshot = {
    let simulator = CPUSimulator(scene: scene)
    simulator.run(to: 2, fps: 60)
    return simulator.snapshot()
  }()

  func compare(_ actual: ParticleSnapshot, tolerance: ComparisonTolerance = .standard)
    -> SnapshotComparison
  {
    SnapshotComparison(
      expected: Self.reference, actual: actual, scale: ComparisonScale(Self.scene),
      tolerance: tolerance)
  }

  /// The reference with `change` applied to its particle at `index`.
  func perturbed(at index: Int, _ change: (inout ParticleRecord) -> Void) -> ParticleSnapshot {
    var snapshot = Self.reference
    change(&snapshot.particles[index])
    return snapshot
  }

  func identity(at index: Int) -> ParticleIdentity {
    let particle = Self.reference.particles[index]
    return ParticleIdentity(
      cell: particle.cell, path: Self.reference.cells[particle.cell].path, serial: particle.serial)
  }

  @Test("identical snapshots pass with every deviation zero, even at zero tolerance")
  func identical() {
    #expect(
      Self.reference.particles.count > 200 && Set(Self.reference.particles.map(\.cell)).count == 3)
    for tolerance in [ComparisonTolerance.standard, .exact] {
      let comparison = compare(Self.reference, tolerance: tolerance)
      #expect(comparison.passed)
      #expect(
        comparison.identity.matches && comparison.comparedCount == Self.reference.particles.count)
      #expect(comparison.attributes.map(\.attribute) == ParticleAttribute.allCases)
      #expect(comparison.attributes.allSatisfy { $0.maximum == 0 && $0.worst == nil })
    }
  }

  @Test("a position off by 0.01 pt fails, naming the attribute and the particle")
  func perturbedPosition() {
    let index = Self.reference.particles.count / 2
    let comparison = compare(perturbed(at: index) { $0.position.y += 0.01 })
    #expect(!comparison.passed)
    #expect(comparison.identity.matches)
    #expect(comparison.failedAttributes == [.position])
    #expect(comparison[.position].worst == identity(at: index))
    #expect(abs(comparison[.position].maximum - 0.01) < 1e-4)
    let report = comparison.description
    #expect(report.contains("FAILED") && report.contains(identity(at: index).description))
  }

  @Test("a position off by less than its tolerance passes")
  func positionWithinTolerance() {
    let comparison = compare(perturbed(at: 3) { $0.position.x += 1e-4 })
    #expect(comparison.passed)
    #expect(comparison[.position].maximum > 0 && comparison[.position].worst == identity(at: 3))
  }

  @Test("a colour off by 1/100 fails on colour alone")
  func perturbedColor() {
    let index = Self.reference.particles.count - 1
    let comparison = compare(perturbed(at: index) { $0.color.z += $0.color.z < 0.5 ? 0.01 : -0.01 })
    #expect(comparison.failedAttributes == [.color])
    #expect(comparison[.color].worst == identity(at: index))
    #expect(comparison[.color].tolerance == 1.0 / 512)
  }

  @Test("a missing particle fails the identity check and is named, with its cell's counts")
  func missingParticle() {
    let index = 10
    var actual = Self.reference
    actual.particles.remove(at: index)
    let comparison = compare(actual)
    #expect(!comparison.passed)
    #expect(comparison.identity.missingCount == 1 && comparison.identity.extraCount == 0)
    #expect(comparison.identity.firstMissing == [identity(at: index)])
    let cell = Self.reference.particles[index].cell
    #expect(comparison.identity.differingCells.map(\.cell) == [cell])
    #expect(comparison.identity.differingCells.first.map { $0.expected - $0.actual } == 1)
    // The particles both hold still agree.
    #expect(comparison.attributes.allSatisfy { $0.passed })
    #expect(comparison.description.contains("missing: " + identity(at: index).description))
  }

  @Test("an extra particle (an unknown serial, or a duplicate) fails the identity check")
  func extraParticle() {
    var extra = Self.reference.particles[5]
    extra.serial += 1_000_000
    let withUnknown = compare(
      ParticleSnapshot(
        time: 2, cells: Self.reference.cells, particles: Self.reference.particles + [extra]))
    #expect(withUnknown.identity.extraCount == 1 && withUnknown.identity.missingCount == 0)
    #expect(withUnknown.identity.firstExtra.first?.serial == extra.serial)
    #expect(!withUnknown.passed && withUnknown.description.contains("extra: "))

    let duplicate = Self.reference.particles[7]
    let withDuplicate = compare(
      ParticleSnapshot(
        time: 2, cells: Self.reference.cells, particles: Self.reference.particles + [duplicate]))
    #expect(withDuplicate.identity.extraCount == 1)
    #expect(withDuplicate.identity.firstExtra == [identity(at: 7)])
  }

  @Test("a NaN fails whatever the tolerance, and the JSON says so")
  func notANumber() throws {
    let comparison = compare(perturbed(at: 0) { $0.velocity.x = .nan })
    #expect(comparison.failedAttributes == [.velocity])
    #expect(comparison[.velocity].maximum == .infinity)
    let json = try #require(
      try JSONSerialization.jsonObject(with: comparison.jsonData()) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    let rows = try #require(json["attributes"] as? [[String: Any]])
    #expect(rows.map { $0["attribute"] as? String } == ParticleAttribute.allCases.map(\.rawValue))
    #expect(rows[1]["maximum"] as? String == "inf")
  }

  @Test("the JSON decodes back to the same comparison")
  func jsonRoundTrip() throws {
    let comparison = compare(perturbed(at: 2) { $0.age += 0.5 })
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    #expect(try decoder.decode(SnapshotComparison.self, from: comparison.jsonData()) == comparison)
  }

  @Test("snapshots of different moments do not compare")
  func differentTimes() {
    var later = Self.reference
    later.time += 1.0 / 60
    let comparison = compare(later)
    #expect(!comparison.timesAgree && !comparison.passed)
  }

  @Test("limits scale with the scene: extent for positions, spin × age for rotations")
  func limitsScale() {
    var record = Self.reference.particles[0]
    record.position = SIMD3(5000, 0, 0)
    record.age = 3
    record.rotation = 0.5
    let snapshot = ParticleSnapshot(time: 3, cells: Self.reference.cells, particles: [record])
    let small = ComparisonTolerance.standard.limits(
      reference: snapshot, scale: ComparisonScale(canvasExtent: 390))
    // 1e-3 pt per 1000 pt of the 5000 pt reached, not of the 390 pt canvas.
    let positionLimit = small[.position]!
    #expect(abs(positionLimit - 5e-3) < 1e-12)
    #expect(small[.rotation]! == 1e-5)
    let spinning = ComparisonTolerance.standard.limits(
      reference: snapshot, scale: ComparisonScale(canvasExtent: 390, maximumSpin: 10))
    // 1e-5 of |spin × age| = 30 rad, plus spin × the age limit (1e-5 × 3 s).
    let expectedRotationLimit: Double = 1e-5 * 30 + 10 * 3e-5
    #expect(abs(spinning[.rotation]! - expectedRotationLimit) < 1e-12)
  }
}
