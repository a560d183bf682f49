import EmitterModel
import Foundation
import Testing

/// The `mask` shape's keys in scene files and live changes: defaults, round trips, image paths
/// relative to the scene file, and refusals that name the key path, the value and the allowed
/// range.
@Suite("emitter mask keys")
struct EmitterMaskKeysTests {
  static func scene(_ members: String) -> String {
    "{\"layers\": [{\"emitterShape\": \"mask\", \"emitterSize\": [200, 100]\(members)}]}"
  }

  @Test("decodes every key and writes it back; defaults emit from the layer's own contents")
  func decodes() throws {
    let plain = try SceneFileSupport.scene(Self.scene(""))
    #expect(plain.layers[0].emitterShape == .mask)
    #expect(plain.layers[0].emitterMask == EmitterMask())
    let full = try SceneFileSupport.scene(
      Self.scene(
        ", \"emitterMaskText\": \"Hi\", \"emitterMaskFont\": \"DejaVu Serif\", \"emitterMaskBold\": true,"
          + " \"emitterMaskScale\": 2, \"emitterMaskColors\": true, \"emitterMaskSweepAngle\": 1.5,"
          + " \"emitterMaskSweepNoise\": 0.25"))
    let mask = full.layers[0].emitterMask
    #expect(mask.text == "Hi" && mask.font == "DejaVu Serif" && mask.bold && mask.scale == 2)
    #expect(mask.colors && mask.sweepAngle == 1.5 && mask.sweepNoise == 0.25)
    let again = try Scene(jsonData: full.jsonData(), file: "again.json")
    #expect(again.layers[0].emitterMask == mask)
    let path = try SceneFileSupport.scene(Self.scene(", \"emitterMaskPath\": \"M0 0 L10 0 L5 8 Z\""))
    let pathAgain = try Scene(jsonData: path.jsonData(), file: "again.json")
    #expect(pathAgain.layers[0].emitterMask.path == "M0 0 L10 0 L5 8 Z")
    // A layer of the scene, itself here, on the layer and on its emitting mask.
    let named = try SceneFileSupport.scene(
      #"{"layers": [{"name": "card", "emitterShape": "mask", "emitterMaskLayer": "card","#
        + #" "mask": {"emitterShape": "mask", "emitterMaskLayer": "card"}}]}"#)
    let namedAgain = try Scene(jsonData: named.jsonData(), file: "again.json")
    #expect(namedAgain.layers[0].emitterMask.layer == "card")
    #expect(namedAgain.layers[0].mask?.emitter?.emitterMask.layer == "card")
    #expect(namedAgain.maskLayerReferences.map(\.keyPath) == [
      "layers[0].emitterMaskLayer", "layers[0].mask.emitterMaskLayer",
    ])
  }

  @Test("an image path resolves against the scene file's folder and is written back relative")
  func imagePath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mask-keys-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
    )!
    try png.write(to: folder.appendingPathComponent("logo.png"))
    let file = folder.appendingPathComponent("scene.json")
    try Data(Self.scene(", \"emitterMaskImage\": \"logo.png\"").utf8).write(to: file)
    let scene = try Scene.load(contentsOf: file)
    #expect(
      scene.layers[0].emitterMask.image
        == folder.appendingPathComponent("logo.png").standardizedFileURL.path)
    let written = String(decoding: scene.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(written.contains("\"emitterMaskImage\": \"logo.png\""), "\(written)")
    let missing = SceneFileSupport.diagnostics(
      Self.scene(", \"emitterMaskImage\": \"nowhere.png\""), folder: folder)
    #expect(missing.map(\.keyPath) == ["layers[0].emitterMaskImage"], "\(missing)")
  }

  @Test("an image in a data URL stays in the file as it is, and a broken one is named")
  func imageDataURL() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mask-data-url-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url =
      ContentsBitmap.dataURLPrefix
      + "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
    let file = folder.appendingPathComponent("scene.json")
    try Data(Self.scene(", \"emitterMaskImage\": \"\(url)\"").utf8).write(to: file)
    let scene = try Scene.load(contentsOf: file)
    #expect(scene.layers[0].emitterMask.image == url, "not taken for a path in the folder")
    let written = String(decoding: scene.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(written.contains("\"emitterMaskImage\": \"\(url)\""))
    let broken = SceneFileSupport.diagnostics(
      Self.scene(", \"emitterMaskImage\": \"\(ContentsBitmap.dataURLPrefix)AAAA\""), folder: folder)
    #expect(broken.map(\.keyPath) == ["layers[0].emitterMaskImage"], "\(broken)")
    #expect("\(broken)".contains("a PNG file's path or data:image/png;base64,"), "\(broken)")
  }

  @Test(
    "bad values name the key path, the value and the allowed range",
    arguments: [
      (", \"emitterMaskScale\": 0", "emitterMaskScale", "0", "0.125...8"),
      (", \"emitterMaskScale\": 9", "emitterMaskScale", "9", "0.125...8"),
      (", \"emitterMaskSweepNoise\": 1.5", "emitterMaskSweepNoise", "1.5", "0...1"),
      (", \"emitterMaskColors\": 2", "emitterMaskColors", "2", "true or false"),
      (", \"emitterMaskText\": 7", "emitterMaskText", "7", "a string"),
      (", \"emitterMaskText\": \"\"", "emitterMaskText", "0 characters", "1...256 characters"),
      (", \"emitterMaskPath\": \"L 1 2\"", "emitterMaskPath", "\"L 1 2\"", "an SVG path"),
      (
        ", \"emitterMaskText\": \"a\", \"emitterMaskPath\": \"M0 0 L1 1 Z\"", "emitterMaskPath",
        "emitterMaskText, emitterMaskPath", "one of emitterMaskImage"
      ),
    ] as [(String, String, String, String)])
  func refusals(member: String, key: String, value: String, allowed: String) {
    let diagnostics = SceneFileSupport.diagnostics(Self.scene(member))
    #expect(diagnostics.map(\.keyPath) == ["layers[0].\(key)"], "\(diagnostics)")
    #expect(diagnostics.first?.value == value, "\(diagnostics)")
    #expect("\(diagnostics)".contains(allowed), "\(diagnostics)")
  }

  @Test(
    "live: the source, font, colours and sweep may be set on a running layer; bad values are refused"
  )
  func live() throws {
    var layer = EmitterLayer()
    layer.emitterShape = .mask
    let changed =
      try layer
      .applying(.set(keyPath: "emitterMaskText", value: .string("Go")), at: 1)
      .applying(.set(keyPath: "emitterMaskBold", value: .bool(true)), at: 1)
      .applying(.set(keyPath: "emitterMaskColors", value: .bool(true)), at: 1)
      .applying(.set(keyPath: "emitterMaskSweepNoise", value: .number(0.5)), at: 1)
    #expect(
      changed.emitterMask.text == "Go" && changed.emitterMask.bold && changed.emitterMask.colors)
    #expect(changed.emitterMask.sweepNoise == 0.5)
    do {
      _ = try layer.applying(.set(keyPath: "emitterMaskScale", value: .number(20)), at: 1)
      Issue.record("emitterMaskScale 20 must be refused")
    } catch {
      #expect(
        "\(error)".contains("emitterMaskScale") && "\(error)".contains("0.125...8"), "\(error)")
    }
  }
}
