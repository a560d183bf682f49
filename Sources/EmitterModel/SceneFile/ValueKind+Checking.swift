/// Range checks for values set from code rather than read from a file (QuartzCore's properties
/// and key-value coding), in the scene file's words.
extension ValueKind {
  /// The first range problem of `value` (already in the kind's form) as a message naming the
  /// part, the value and the allowed range (`width: -5 is out of range; allowed >= 0`); nil when
  /// the value is in range.
  package func rangeProblemMessage(of value: PropertyValue) -> String? {
    guard let problem = rangeProblems(of: value).first else { return nil }
    let part =
      problem.subPath.hasPrefix(".") ? String(problem.subPath.dropFirst()) : problem.subPath
    return part.isEmpty ? problem.message : "\(part): \(problem.message)"
  }
}
