import EmitterModel
import EmitterSimulation
import Foundation

extension SnapshotComparison {
  /// A readable report: the verdict, the identity check (missing and extra particles, per-cell
  /// counts that differ) and one row per attribute with its worst particle.
  ///
  ///     attribute  max deviation  tolerance  result  where
  ///     position   3.05e-05       0.001      ok      rocket.spark #1203 (cell 2)
  package var description: String {
    var lines = [
      "snapshot comparison at t = \(number(expectedTime)) s: \(passed ? "PASSED" : "FAILED")",
      "particles: expected \(expectedCount), actual \(actualCount), compared \(comparedCount)",
    ]
    if !timesAgree {
      lines.append(
        "times differ: expected \(number(expectedTime)) s, actual \(number(actualTime)) s")
    }
    lines += identity.reportLines
    lines.append("")
    lines += attributeTable
    return lines.joined(separator: "\n")
  }

  private var attributeTable: [String] {
    let header = ["attribute", "max deviation", "tolerance", "result", "where"]
    var rows = [header]
    var details: [String] = []
    for row in attributes {
      rows.append([
        row.attribute.rawValue, number(row.maximum), number(row.tolerance),
        row.passed ? "ok" : "FAIL",
        row.worst?.description ?? "-",
      ])
      if !row.passed, let expected = row.expectedValue, let actual = row.actualValue {
        details.append(
          "\(row.attribute.rawValue) at \(row.worst?.description ?? "?"): expected \(expected), actual \(actual)"
        )
      }
    }
    return alignedColumns(rows) + details
  }

  /// The comparison as pretty-printed JSON with sorted keys. Infinite deviations (NaN or infinite
  /// values in the snapshot under test) are written as the strings "inf" and "nan", which plain
  /// JSON has no numbers for.
  package func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try encoder.encode(self)
  }
}

extension IdentityComparison: CustomStringConvertible {
  /// One line of counts, then the first missing and extra particles and the cells that differ.
  package var description: String { reportLines.joined(separator: "\n") }

  var reportLines: [String] {
    var lines = [
      "identity: \(missingCount) missing, \(extraCount) extra"
        + (matches ? " (same particles)" : "")
    ]
    if !cellTablesAgree {
      lines.append("  cell tables differ: the snapshots are of different scenes")
    }
    if !firstMissing.isEmpty {
      lines.append("  missing: " + listed(firstMissing, of: missingCount))
    }
    if !firstExtra.isEmpty { lines.append("  extra: " + listed(firstExtra, of: extraCount)) }
    for count in differingCells {
      lines.append(
        "  \(count.path) (cell \(count.cell)): expected \(count.expected) live, actual \(count.actual)"
      )
    }
    return lines
  }

  private func listed(_ identities: [ParticleIdentity], of total: Int) -> String {
    let names = identities.map(\.description).joined(separator: ", ")
    return total > identities.count ? names + ", … (\(total) in all)" : names
  }
}

/// Three significant digits, or `inf` / `nan`.
private func number(_ value: Double) -> String {
  value.isFinite ? String(format: "%.3g", value) : (value.isNaN ? "nan" : "inf")
}

/// Left-aligned columns two spaces apart; the last column is not padded.
private func alignedColumns(_ rows: [[String]]) -> [String] {
  let widths = rows.reduce(into: [Int]()) { widths, row in
    for (column, cell) in row.enumerated() {
      if column == widths.count { widths.append(0) }
      widths[column] = max(widths[column], cell.count)
    }
  }
  return rows.map { row in
    row.enumerated().map { column, cell in
      column == row.count - 1
        ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
    }.joined(separator: "  ")
  }
}
