import EmitterModel
import EmitterSimulation

/// One particle's identity, named for a person: its flat cell, the cell's path and its serial.
package struct ParticleIdentity: Sendable, Hashable, Codable, CustomStringConvertible {
  package var cell: Int
  /// Dotted cell names (`rocket.spark`), or `?` for a cell index the snapshot does not know.
  package var path: String
  package var serial: UInt64

  package init(cell: Int, path: String, serial: UInt64) {
    self.cell = cell
    self.path = path
    self.serial = serial
  }

  /// `rocket.spark #1203 (cell 2)`.
  package var description: String { "\(path) #\(serial) (cell \(cell))" }
}

/// Live particles of one cell on each side.
package struct CellCount: Sendable, Equatable, Codable {
  package var cell: Int
  package var path: String
  package var expected: Int
  package var actual: Int
}

/// Whether two snapshots hold exactly the same particles, by (cell, serial).
///
/// Identity is checked before any value: a particle born or killed on one side only means the
/// spawn plan, the sub-cell counts or the death test disagree, and no tolerance excuses that.
/// The lists are walked in (cell, serial) order like a merge, so a duplicate on one side counts
/// as an extra (or missing) particle too.
package struct IdentityComparison: Sendable, Equatable, Codable {
  /// How many missing and extra particles are listed by name; the counts cover all of them.
  static let listedLimit = 8

  /// Same cell table, same (cell, serial) list.
  package private(set) var matches = true
  /// Particles in the expected snapshot and not in the actual one.
  package private(set) var missingCount = 0
  /// Particles in the actual snapshot and not in the expected one.
  package private(set) var extraCount = 0
  package private(set) var firstMissing: [ParticleIdentity] = []
  package private(set) var firstExtra: [ParticleIdentity] = []
  /// False when the snapshots describe different cell tables (a different scene, or a GPU
  /// upload that reordered cells): then even equal counts mean nothing.
  private(set) var cellTablesAgree = true
  /// Every cell of either table, in flat order.
  private(set) var cellCounts: [CellCount] = []

  /// The cells whose live counts differ.
  package var differingCells: [CellCount] { cellCounts.filter { $0.expected != $0.actual } }

  package init(expected: ParticleSnapshot, actual: ParticleSnapshot) {
    self = Self.merge(expected: expected, actual: actual) { _, _ in }
  }

  private init() {}

  /// Walks both snapshots in (cell, serial) order, calling `matched` for each particle present
  /// in both, and records what only one side has.
  static func merge(
    expected: ParticleSnapshot, actual: ParticleSnapshot,
    matched: (ParticleRecord, ParticleRecord) -> Void
  ) -> IdentityComparison {
    var result = IdentityComparison()
    let names = CellNames(expected: expected.cells, actual: actual.cells)
    result.cellTablesAgree = expected.cells == actual.cells
    result.cellCounts = names.counts(expected: expected.particles, actual: actual.particles)
    let lhs = expected.particles.sorted(by: precedes)
    let rhs = actual.particles.sorted(by: precedes)
    var (i, j) = (0, 0)
    while i < lhs.count || j < rhs.count {
      if j == rhs.count || (i < lhs.count && precedes(lhs[i], rhs[j])) {
        result.recordMissing(names.identity(of: lhs[i]))
        i += 1
      } else if i == lhs.count || precedes(rhs[j], lhs[i]) {
        result.recordExtra(names.identity(of: rhs[j]))
        j += 1
      } else {
        matched(lhs[i], rhs[j])
        i += 1
        j += 1
      }
    }
    result.matches = result.cellTablesAgree && result.missingCount == 0 && result.extraCount == 0
    return result
  }

  private mutating func recordMissing(_ identity: ParticleIdentity) {
    missingCount += 1
    if firstMissing.count < Self.listedLimit { firstMissing.append(identity) }
  }

  private mutating func recordExtra(_ identity: ParticleIdentity) {
    extraCount += 1
    if firstExtra.count < Self.listedLimit { firstExtra.append(identity) }
  }
}

private func precedes(_ a: ParticleRecord, _ b: ParticleRecord) -> Bool {
  (a.cell, a.serial) < (b.cell, b.serial)
}

/// Cell paths by flat index, from the expected table first; tolerant of indices neither knows,
/// since the snapshot under test may hold garbage.
struct CellNames {
  private let paths: [String]

  init(expected: [CellInfo], actual: [CellInfo]) {
    paths = (0..<max(expected.count, actual.count)).map { index in
      index < expected.count ? expected[index].path : actual[index].path
    }
  }

  func path(of cell: Int) -> String { paths.indices.contains(cell) ? paths[cell] : "?" }

  func identity(of particle: ParticleRecord) -> ParticleIdentity {
    ParticleIdentity(cell: particle.cell, path: path(of: particle.cell), serial: particle.serial)
  }

  /// Live counts of every known cell, plus any unknown cell index a particle claims.
  func counts(expected: [ParticleRecord], actual: [ParticleRecord]) -> [CellCount] {
    var byCell = [Int: (expected: Int, actual: Int)]()
    for index in paths.indices { byCell[index] = (0, 0) }
    for particle in expected { byCell[particle.cell, default: (0, 0)].expected += 1 }
    for particle in actual { byCell[particle.cell, default: (0, 0)].actual += 1 }
    return byCell.keys.sorted().map { cell in
      let count = byCell[cell]!
      return CellCount(
        cell: cell, path: path(of: cell), expected: count.expected, actual: count.actual)
    }
  }
}
