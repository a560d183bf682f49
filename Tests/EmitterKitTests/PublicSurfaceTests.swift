import EmitterTestSupport
import Foundation
import Testing

/// The library's public surface, read from the sources: every public declaration documented, and
/// the number of them per module pinned, so that widening the surface is a conscious choice
/// (update `pinnedCounts` in the same commit, and say why in its message).
@Suite("Public surface: doc comments and pinned counts")
struct PublicSurfaceTests {
  /// Public declarations per module, enum cases and protocol requirements included. Modules a
  /// program never needs are `package` throughout (0); EmitterKitC's are the C library's
  /// `@_cdecl` entry points, public so that libemitterkit.so exports them.
  static let pinnedCounts: [String: Int] = [
    // AppKit's classes a view hosting an emitter uses (NSView, NSViewController, NSWindow,
    // NSColor, NSImage, NSEvent) and EmitterKit's hosts: NSApplication.run, NSWindowRenderer.
    "AppKit": 159,
    "CoreGraphics": 293,
    "EmitterContents": 8,
    "EmitterGL": 72,
    "EmitterGPU": 36,
    "EmitterImage": 34,
    "EmitterKit": 128,
    "EmitterKitC": 52,
    "EmitterModel": 631,
    "EmitterRaster": 16,
    "EmitterRender": 7,
    "EmitterSimulation": 133,
    // Core Animation's classes, their members and constants under Apple's names (CAShapeLayer
    // included, with its key-value coding overrides; `render(in:)` drawn by the CPU renderer),
    // and EmitterKit's own: the scene bridge, CARenderer, QuartzCoreDiagnostics.
    "QuartzCore": 551,
    // UIKit's classes a view hosting an emitter uses (views, controllers, window, screen,
    // touches, colours, images, drawing, fonts, string drawing), DispatchQueue.main and Timer on
    // the host's run loop, and EmitterKit's hosts: UIApplication.run, UIWindowRenderer.
    "UIKit": 386,
  ]

  static let surface = Result {
    try PublicSurface(sources: Repository.root.appendingPathComponent("Sources"))
  }

  @Test("every public declaration has a doc comment")
  func everyPublicDeclarationIsDocumented() throws {
    let missing = try Self.surface.get().declarations.filter { !$0.isDocumented }
    let list = missing.map(\.description).joined(separator: "\n")
    #expect(missing.isEmpty, "\(missing.count) public declarations without a /// comment:\n\(list)")
  }

  @Test("public declarations per module equal the pinned counts")
  func countsArePinned() throws {
    let counts = try Self.surface.get().countsByModule.filter { $0.value > 0 }
    let pinned = Self.pinnedCounts.filter { $0.value > 0 }
    let table = counts.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)," }
    #expect(
      counts == pinned,
      "public declarations per module changed; if that is intended, pin the new counts:\n\(table.joined(separator: "\n"))"
    )
  }

  @Test(
    "the scanner finds public and open declarations, enum cases and protocol requirements, skips extensions and strings"
  )
  func scannerReadsDeclarations() {
    let text = #"""
      /// Documented.
      public enum E {
        case undocumentedCase
        /// Documented case.
        case documentedCase
        var computed: Int {
          switch self {
          case .undocumentedCase: 1
          case .documentedCase: 2
          }
        }
      }
      public protocol P {
        func requirement()
        /// Documented requirement.
        var documented: Int { get }
      }
      /// Documented.
      public struct A {
        public var undocumented: Int
        /// Documented, below an attribute line.
        @discardableResult
        public func b() -> Int { 1 }
        @inlinable public init() {}
        let code = """
          public func insideAString() {}
          """
      }
      public extension A {}
      /** Block documented. */
      open class C {}
      public import Foundation
      var publicName = 1
      """#
    let found = PublicSurface.declarations(in: text, module: "M", file: "f.swift")
    #expect(found.map(\.line) == [2, 3, 5, 13, 14, 16, 19, 20, 23, 24, 31])
    #expect(
      found.map(\.isDocumented) == [
        true, false, true, false, false, true, true, false, true, false, true,
      ])
  }

  @Test("the DocC catalogue's symbol links name public types")
  func catalogueLinksArePublic() throws {
    let types = Set(
      try Self.surface.get().declarations.compactMap { declaration -> String? in
        let words = declaration.text.split(whereSeparator: { " :<{(".contains($0) })
        guard
          let kind = words.firstIndex(where: {
            ["struct", "enum", "class", "protocol"].contains($0)
          }),
          kind + 1 < words.count
        else { return nil }
        return String(words[kind + 1])
      })
    let catalogue = Repository.root.appendingPathComponent("Sources/EmitterKit/EmitterKit.docc")
    var links: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: catalogue.path)
    where name.hasSuffix(".md") {
      let text = try String(contentsOf: catalogue.appendingPathComponent(name), encoding: .utf8)
      // Prose only: code blocks (between ``` fences) hold no links.
      var inCode = false
      var prose: [Substring] = []
      for line in text.split(separator: "\n") {
        if line.hasPrefix("```") { inCode.toggle() } else if !inCode { prose.append(line) }
      }
      let parts = prose.joined(separator: "\n").components(separatedBy: "``")
      // Odd parts are the insides of ``...``: a symbol path, its first component a type.
      links += stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
    }
    #expect(links.count > 30, "\(links)")
    let unknown = links.filter { link in
      let first = String(link.split(separator: "/").first ?? "")
      return first != "EmitterKit" && !types.contains(first)
    }
    #expect(unknown.isEmpty, "links to no public type (package or renamed?): \(unknown)")
  }
}
