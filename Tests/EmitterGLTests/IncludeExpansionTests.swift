import Testing

@testable import EmitterGL
import EmitterTestSupport

/// Include expansion and log translation are plain text work: no GL context needed.
@Suite("Include expansion and log translation", .tags(.gl))
struct IncludeExpansionTests {
  private let library = ShaderLibrary(sources: [
    "include/a.glsl": "// a line 1\n#include \"b.glsl\"\n// a line 3\n",
    "include/b.glsl": "// b line 1\n",
    "main.comp": "#version 450 core\n#include \"a.glsl\"\n#include \"b.glsl\"\nvoid main() {}\n",
  ])

  @Test("includes are spliced in once, with #line directives around each")
  func splicesIncludesWithLineDirectives() throws {
    let expanded = try library.expand("main.comp")
    #expect(expanded.files == ["main.comp", "include/a.glsl", "include/b.glsl"])
    // Line L of file K is numbered K * 10_000 + L (ExpandedShader.linesPerFile).
    let expected = """
      #version 450 core
      #line 10001 1
      // a line 1
      #line 20001 2
      // b line 1
      #line 10003 1
      // a line 3
      #line 3 0
      // #include "b.glsl": already included above
      void main() {}

      """
    #expect(expanded.text == expected)
  }

  @Test("driver logs are translated to file names, in each driver's format")
  func translatesLogs() throws {
    let expanded = try library.expand("main.comp")
    let mesa = "0:10003(5): error: `x' undeclared"
    let nvidia = "2(20001) : error C1008: undefined variable \"x\""
    let glslang = "ERROR: 0:4: 'x' : undeclared identifier"
    #expect(expanded.translate(log: mesa) == "include/a.glsl:3(5): error: `x' undeclared")
    #expect(
      expanded.translate(log: nvidia) == "include/b.glsl(1) : error C1008: undefined variable \"x\""
    )
    #expect(expanded.translate(log: glslang) == "ERROR: main.comp:4: 'x' : undeclared identifier")
    #expect(
      expanded.firstErrorLocation(in: mesa) == SourceLocation(file: "include/a.glsl", line: 3))
  }

  @Test("a source number alone names the file too, for drivers that report it")
  func translatesSourceNumbers() throws {
    let expanded = try library.expand("main.comp")
    #expect(expanded.translate(log: "1:3(5): error: x") == "include/a.glsl:3(5): error: x")
  }

  @Test("a warning before the error does not hide the error's location")
  func errorLocationPrefersErrors() throws {
    let expanded = try library.expand("main.comp")
    let log = "0:2(1): warning: unused\n0:10003(5): error: broken\n"
    #expect(expanded.firstErrorLocation(in: log) == SourceLocation(file: "include/a.glsl", line: 3))
  }

  @Test("source-string numbers out of range are left alone")
  func leavesUnknownSourcesAlone() throws {
    let expanded = try library.expand("main.comp")
    #expect(expanded.translate(log: "9:1(1): error: x") == "9:1(1): error: x")
    #expect(expanded.translate(log: "0:90001(1): error: x") == "0:90001(1): error: x")
  }
}

/// The include test skips lines before the pattern: it must decide exactly as the pattern alone.
@Suite("Include pre-filter", .tags(.gl))
struct IncludePrefilterTests {
  /// The pattern `IncludeExpander` matches, without the pre-filter in front of it.
  private static func patternOnly(_ line: String) -> String? {
    let pattern = #/^\s*#\s*include\s+"(?<name>[^"]+)"\s*(//.*)?$/#
    return line.wholeMatch(of: pattern).map { String($0.output.name) }
  }

  @Test("every line of every shader, and lines made to look like includes, decide as the pattern")
  func agreesWithPattern() throws {
    var lines = ShaderLibrary.embedded.paths.flatMap {
      (ShaderLibrary.embedded.source($0) ?? "").split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
    }
    lines += [
      "#include \"a.glsl\"", "  #  include   \"b.glsl\"  // why", "\t#include \"c.glsl\"",
      "#include <d.glsl>", "// #include \"e.glsl\"", "#includes \"f.glsl\"", "#include\"g.glsl\"",
      "#define include 1", "include \"h.glsl\"", "# include \"i.glsl\" trailing", "",
      "\u{00A0}#include \"nbsp.glsl\"", "#include \"\"", "\u{2003}#include \"em.glsl\"",
      "\u{000B}\u{000C}#include \"vt.glsl\"", "\u{0085}#include \"nel.glsl\"", "x#include \"x.glsl\"",
      "\r#include \"cr.glsl\"", "é#include \"e.glsl\"",
    ]
    var includes = 0
    for line in lines {
      let expected = Self.patternOnly(line)
      #expect(IncludeExpander.includeName(in: line) == expected, "\(line)")
      if expected != nil { includes += 1 }
    }
    #expect(includes > 20, "the shaders' own includes are among the lines checked")
  }

  @Test("every embedded stage expands to the same text with and without the pre-filter")
  func expansionsUnchanged() throws {
    for path in ShaderLibrary.embedded.paths where ShaderStage(path: path) != nil {
      let expanded = try ShaderLibrary.embedded.expand(path)
      // Re-expand with the pattern alone, the way IncludeExpander did before the pre-filter.
      var files: [String] = []
      var output: [String] = []
      func splice(_ file: String) {
        let number = files.count
        files.append(file)
        var lines = (ShaderLibrary.embedded.source(file) ?? "").split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
          guard let name = Self.patternOnly(line) else {
            output.append(line)
            continue
          }
          if files.contains("include/" + name) {
            output.append("// #include \"\(name)\": already included above")
            continue
          }
          output.append("#line \(files.count * 10_000 + 1) \(files.count)")
          splice("include/" + name)
          output.append("#line \(number * 10_000 + offset + 2) \(number)")
        }
      }
      splice(path)
      #expect(expanded.files == files, "\(path)")
      #expect(expanded.text == output.joined(separator: "\n") + "\n", "\(path)")
    }
  }
}
