/// A place in Shaders/: a file relative to that folder and a 1-based line.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  package let file: String
  package let line: Int

  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  package var description: String { "\(file):\(line)" }
}

extension ExpandedShader {
  /// Rewrites the locations in a driver or glslang log as Shaders/ files and lines.
  ///
  /// Drivers spell locations differently; each line is rewritten where it starts with one of
  /// - Mesa: `0:20012(5): error: ...`        -> `include/random.glsl:12(5): error: ...`
  /// - NVIDIA: `2(20012) : error C0000: ...`  -> `include/random.glsl(12) : error C0000: ...`
  /// - AMD, glslang: `ERROR: 2:20012: ...`    -> `ERROR: include/random.glsl:12: ...`
  package func translate(log: String) -> String {
    log.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        guard let found = locate(in: line) else { return String(line) }
        return line[..<found.sourceRange.lowerBound] + found.location.file
          + line[found.sourceRange.upperBound..<found.lineRange.lowerBound]
          + String(found.location.line) + line[found.lineRange.upperBound...]
      }
      .joined(separator: "\n")
  }

  /// The location of the first log line that reports an error (or, failing that, of the first
  /// line with any location), in Shaders/ terms.
  package func firstErrorLocation(in log: String) -> SourceLocation? {
    let located = log.split(separator: "\n").compactMap { line in
      locate(in: line).map { (line: line, location: $0.location) }
    }
    let error = located.first { $0.line.lowercased().contains("error") } ?? located.first
    return error?.location
  }

  /// The location at the start of a log line, and where its source and line numbers sit.
  private func locate(
    in line: Substring
  ) -> (location: SourceLocation, sourceRange: Range<String.Index>, lineRange: Range<String.Index>)?
  {
    let patterns = [
      #/^(?<source>\d+):(?<line>\d+)\(\d+\)/#,  // Mesa
      #/^(?<source>\d+)\((?<line>\d+)\)/#,  // NVIDIA
      #/^(?:ERROR|WARNING): (?<source>\d+):(?<line>\d+):/#,  // AMD, glslang
    ]
    for pattern in patterns {
      guard let match = line.prefixMatch(of: pattern),
        let source = Int(match.output.source), let number = Int(match.output.line),
        let location = location(source: source, line: number)
      else { continue }
      let (sourceText, lineText) = (match.output.source, match.output.line)
      return (
        location, sourceText.startIndex..<sourceText.endIndex,
        lineText.startIndex..<lineText.endIndex
      )
    }
    return nil
  }

  /// Decodes a reported (source, line) pair: the line carries the file index when it is past
  /// the first stride; otherwise the source number names the file.
  private func location(source: Int, line: Int) -> SourceLocation? {
    let file = line >= Self.linesPerFile ? line / Self.linesPerFile : source
    guard files.indices.contains(file) else { return nil }
    return SourceLocation(file: files[file], line: line % Self.linesPerFile)
  }
}
