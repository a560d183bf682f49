import EmitterExport
import EmitterModel
import EmitterPresets
import Foundation
import Testing

/// The generated Swift compiles against a stub of the UIKit and QuartzCore declarations it uses
/// (Fixtures/UIKitStub.swift.txt: the SDK's names and types, Float where QuartzCore says float),
/// and running it builds exactly the scene: a recorder writes what each layer, cell, behaviour
/// and animation was given back as a scene file, which must decode to the scene with its Float
/// properties rounded to Float and its EmitterKit-only settings removed. Every preset and a
/// coverage scene (every kind of value, awkward numbers) are built into one program.
@Suite("Swift export round trip")
struct SwiftExportRoundTripTests {
  struct Case {
    let name: String
    let scene: Scene
  }

  static func cases() throws -> [Case] {
    var cases = try PresetCatalog.all.map { preset in
      Case(name: preset.name, scene: try Scene.load(contentsOf: SceneReference(preset: preset).url))
    }
    cases.append(Case(name: "coverage", scene: try ExportCoverageScene.scene))
    cases.append(Case(name: "tree", scene: try ExportTreeScene.scene))
    return cases
  }

  /// `confetti-cannon` → `makeConfettiCannonLayers`.
  static func functionName(_ name: String) -> String {
    "make" + name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      + "Layers"
  }

  @Test("every preset and the coverage scene compile against the stub and build the same scene")
  func roundTrip() throws {
    let cases = try Self.cases()
    let folder = try ExportToolchain.temporaryFolder("swift")
    defer { try? FileManager.default.removeItem(at: folder) }
    var sources = ["UIKitStub.swift", "main.swift", "Exports.swift"]
    try FileManager.default.copyItem(
      at: ExportToolchain.fixtures.appendingPathComponent("UIKitStub.swift.txt"),
      to: folder.appendingPathComponent("UIKitStub.swift"))
    try FileManager.default.copyItem(
      at: ExportToolchain.fixtures.appendingPathComponent("Recorder.swift.txt"),
      to: folder.appendingPathComponent("main.swift"))
    var registry =
      "@MainActor let exports: [(String, @MainActor (UIView) -> [CAEmitterLayer])] = [\n"
    for item in cases {
      let function = Self.functionName(item.name)
      let code = IOSCode(
        scene: item.scene, language: .swift, source: item.name + ".json", functionName: function)
      let module = try #require(
        ExportToolchain.withoutUIKitImport(code.text), "\(item.name): no single import UIKit line")
      try module.write(
        to: folder.appendingPathComponent(item.name + ".swift"), atomically: true, encoding: .utf8)
      sources.append(item.name + ".swift")
      registry += "  (\"\(item.name)\", \(function)),\n"
    }
    try (registry + "]\n").write(
      to: folder.appendingPathComponent("Exports.swift"), atomically: true, encoding: .utf8)

    let build = try ExportToolchain.run(
      "swiftc", ["-swift-version", "6", "-o", "recorder"] + sources, in: folder)
    try #require(
      build.status == 0, "the generated Swift does not compile against the stub:\n\(build.output)")
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let run = try ExportToolchain.run(
      folder.appendingPathComponent("recorder").path, [out.path], in: folder)
    try #require(run.status == 0, "running the generated Swift failed:\n\(run.output)")

    for item in cases {
      let data = try Data(contentsOf: out.appendingPathComponent(item.name + ".json"))
      let built = try Scene(jsonData: data, file: item.name + " (as built on iOS)")
      let expected = IOSSceneExpectation.expected(from: item.scene)
      let builtText = String(decoding: built.jsonData(), as: UTF8.self)
      let expectedText = String(decoding: expected.jsonData(), as: UTF8.self)
      #expect(builtText == expectedText, "\(item.name): what iOS holds differs from the scene")
      if builtText == expectedText { #expect(built == expected, "\(item.name)") }
    }
  }
}
