import EmitterModel
import Foundation
import Testing

/// One test per class of bad input. Each asserts the kind and the key path, never the wording.
@Suite("Scene files: diagnostics")
struct SceneFileErrorTests {
  private let cellPath = "layers[0].emitterCells[0]"

  private func cellDiagnostics(_ members: String) -> [SceneDiagnostic] {
    SceneFileSupport.diagnostics(SceneFileSupport.cellScene(members))
  }

  @Test("an unknown key is reported with the nearest known name")
  func unknownKey() {
    let found = cellDiagnostics(#""birthrate": 5, "lifetme": 2, "zzzz": 1"#)
    #expect(found.map(\.keyPath) == [cellPath, cellPath, cellPath])
    #expect(
      found.map(\.kind) == [
        .unknownKey("birthrate", suggestion: "birthRate"),
        .unknownKey("lifetme", suggestion: "lifetime"),
        .unknownKey("zzzz", suggestion: nil),
      ])
  }

  @Test("a value of the wrong type is reported, strings that spell numbers included")
  func wrongType() {
    let found = cellDiagnostics(
      #""birthRate": "5", "enabled": 1, "color": "red", "emitterCells": {}"#)
    #expect(Set(found.map(\.kind)) == [.wrongType])
    #expect(
      Set(found.map(\.keyPath)) == [
        "\(cellPath).birthRate", "\(cellPath).enabled", "\(cellPath).color",
        "\(cellPath).emitterCells",
      ])
  }

  @Test("numbers that overflow, and non-finite spellings, are refused")
  func nonFinite() {
    // An overflowing number is reported at its key path and line, and reading goes on.
    let overflow = cellDiagnostics(#""birthRate": 1e999, "lifetime": -1, "color": [1e999, 0, 0]"#)
    #expect(overflow.map(\.kind) == [.nonFiniteNumber, .nonFiniteNumber, .outOfRange])
    #expect(
      overflow.map(\.keyPath) == [
        "\(cellPath).birthRate", "\(cellPath).color[0]", "\(cellPath).lifetime",
      ])
    #expect(overflow.first?.line == 1 && overflow.first?.column != nil)
    #expect(cellDiagnostics(#""velocity": -1e-999"#).map(\.kind) == [.nonFiniteNumber])
    let spelled = cellDiagnostics(
      #""velocity": "nan", "lifetime": "infinity", "emitterCells": [{"spin": "-Infinity"}]"#)
    #expect(spelled.map(\.kind) == [.nonFiniteNumber, .nonFiniteNumber, .nonFiniteNumber])
    #expect(
      Set(spelled.map(\.keyPath)) == [
        "\(cellPath).velocity", "\(cellPath).lifetime", "\(cellPath).emitterCells[0].spin",
      ])
    let infiniteModel = {
      var scene = Scene()
      scene.layers = [EmitterLayer()]
      scene.layers[0].emitterCells = [EmitterCell()]
      scene.layers[0].emitterCells[0].velocity = .nan
      return scene.diagnostics()
    }()
    #expect(infiniteModel.map(\.kind) == [.nonFiniteNumber])
  }

  @Test("a negative birth rate is out of range")
  func negativeRate() throws {
    let found = cellDiagnostics(#""birthRate": -5"#)
    let diagnostic = try #require(found.first)
    #expect(found.count == 1 && diagnostic.kind == .outOfRange)
    #expect(diagnostic.keyPath == "\(cellPath).birthRate" && diagnostic.value == "-5")
    #expect(diagnostic.expected == "0...10000000")
  }

  @Test("a negative lifetime is out of range; a negative lifetimeRange is fine")
  func negativeLifetime() {
    let found = cellDiagnostics(#""lifetime": -1, "lifetimeRange": -2"#)
    #expect(found.map(\.kind) == [.outOfRange])
    #expect(found.map(\.keyPath) == ["\(cellPath).lifetime"])
  }

  @Test("a negative emitterSize component is out of range")
  func negativeEmitterSize() {
    let found = SceneFileSupport.diagnostics(
      #"{"layers": [{"emitterSize": [-1, 5], "emitterDepth": -2}]}"#)
    #expect(found.map(\.kind) == [.outOfRange, .outOfRange])
    #expect(Set(found.map(\.keyPath)) == ["layers[0].emitterSize.width", "layers[0].emitterDepth"])
  }

  @Test("colour components outside 0...1 are out of range")
  func colourOutOfRange() {
    let found = cellDiagnostics(#""color": [1.5, 0, -0.1]"#)
    #expect(found.map(\.kind) == [.outOfRange, .outOfRange])
    #expect(found.map(\.keyPath) == ["\(cellPath).color.red", "\(cellPath).color.blue"])
  }

  @Test("a budget over particleCap names the cell")
  func capExceeded() throws {
    let json = SceneFileSupport.cellScene(
      #""name": "hose", "birthRate": 1000, "lifetime": 1"#, sceneMembers: #""particleCap": 100"#)
    let found = SceneFileSupport.diagnostics(json)
    let diagnostic = try #require(found.first)
    #expect(found.count == 1 && diagnostic.keyPath == cellPath)
    #expect(diagnostic.kind == .particleCapExceeded(estimate: 1001, cap: 100))
    #expect(
      SceneFileSupport.diagnostics(SceneFileSupport.cellScene(#""birthRate": 1000, "lifetime": 1"#))
        .isEmpty)
  }

  @Test("a missing image is reported with its path")
  func missingImage() throws {
    let folder = try SceneFileSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("present.png"))
    let file = folder.appendingPathComponent("scene.json")
    let json =
      #"{"layers": [{"emitterCells": [{"contents": "present.png"}, {"contents": {"image": "gone.png"}}]}]}"#
    try Data(json.utf8).write(to: file)
    do {
      _ = try Scene.load(contentsOf: file)
      Issue.record("a missing image loaded")
    } catch {
      #expect(error.diagnostics.map(\.kind) == [.missingImage(path: "gone.png")])
      #expect(error.diagnostics.map(\.keyPath) == ["layers[0].emitterCells[1].contents"])
    }
  }

  @Test("sibling cells may not share a name; cousins may")
  func duplicateNames() {
    let json = #"""
      {"layers": [{"emitterCells": [
        {"name": "spark", "emitterCells": [{"name": "trail"}]},
        {"name": "spark", "emitterCells": [{"name": "trail"}]},
        {}, {}]}]}
      """#
    let found = SceneFileSupport.diagnostics(json)
    #expect(found.map(\.kind) == [.duplicateName("spark")])
    #expect(found.map(\.keyPath) == ["layers[0].emitterCells[1].name"])
  }

  @Test("malformed JSON is located by line and column")
  func malformedJSON() throws {
    let found = SceneFileSupport.diagnostics("{\"layers\": [\n  {\"birthRate\": 1,, }\n]}")
    let diagnostic = try #require(found.first)
    #expect(found.count == 1 && diagnostic.kind == .malformedJSON)
    #expect(diagnostic.line == 2 && diagnostic.column != nil)
    #expect(SceneFileSupport.diagnostics("").map(\.kind) == [.malformedJSON])
    let truncated = SceneFileSupport.diagnostics("{\"layers\": [\n  {\"birthRate\": 1e999,")
    #expect(truncated.map(\.kind) == [.nonFiniteNumber, .malformedJSON])
    #expect(truncated.map(\.line) == [2, 2])
    #expect(SceneFileSupport.diagnostics("[1, 2]").map(\.kind) == [.wrongType])
  }

  @Test("cells nested deeper than 8 levels, and runaway JSON nesting, are refused")
  func nestingTooDeep() {
    var cell = "{}"
    for _ in 1..<9 { cell = #"{"emitterCells": [\#(cell)]}"# }
    let found = SceneFileSupport.diagnostics(#"{"layers": [{"emitterCells": [\#(cell)]}]}"#)
    #expect(found.map(\.kind) == [.nestingTooDeep])
    #expect(found.first?.keyPath == "layers[0]" + String(repeating: ".emitterCells[0]", count: 9))
    let runaway = String(repeating: "[", count: 100_000)
    #expect(SceneFileSupport.diagnostics(runaway).map(\.kind) == [.nestingTooDeep])
  }

  @Test("loaded strictly, an unknown enumeration value is reported with the nearest one")
  func unknownValue() {
    let found = SceneFileSupport.diagnostics(
      #"{"layers": [{"renderMode": "additiv", "emitterShape": "hexagon"}]}"#, strict: true)
    #expect(
      found.map(\.kind) == [
        .unknownValue("hexagon", suggestion: nil), .unknownValue("additiv", suggestion: "additive"),
      ])
  }

  @Test("every problem is reported in one pass")
  func allProblemsAtOnce() {
    let json =
      #"{"size": [0, 844], "layers": [{"birthRate": -1, "emitterCells": [{"birthRate": -5, "colr": [1, 1, 1]}]}]}"#
    let keyPaths = SceneFileSupport.diagnostics(json).map(\.keyPath)
    #expect(
      Set(keyPaths) == ["size.width", "layers[0].birthRate", "\(cellPath).birthRate", cellPath])
  }

  @Test("a diagnostic reads file, key path, message")
  func descriptionShape() throws {
    let diagnostic = try #require(cellDiagnostics(#""birthRate": -5"#).first)
    #expect(diagnostic.description.hasPrefix("test.json: \(cellPath).birthRate: "))
  }
}
