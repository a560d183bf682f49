import ArgumentParser
import EmitterExport
import EmitterKit
import Foundation
import Testing

@testable import EmitterCLI

/// `emitter export`: the command writes what the export makes, and refuses bad flags clearly.
@Suite("emitter export")
struct ExportCommandTests {
  @Test("--objc --out writes the Objective-C for a preset, the same text the library makes")
  func writesFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmitterCLITests-export-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("Fire.m")
    let command = try Export.parse(["fire", "--objc", "--out", out.path, "--function", "makeFire"])
    try command.run()
    let scene = try SceneLoading.load("fire")
    let expected = IOSCode(
      scene: scene, language: .objc, source: "fire.json", functionName: "makeFire")
    #expect(try String(contentsOf: out, encoding: .utf8) == expected.text)
    #expect(expected.text.contains("NSArray<CAEmitterLayer *> *EKMakeFire(UIView *view) {"))
  }

  @Test("a function name that is not an identifier, and both languages at once, are refused")
  func badFlags() {
    for (arguments, fragment) in [
      (["fire", "--function", "9lives"], "--function 9lives: expected an identifier"),
      (["fire", "--function", "make-layers"], "--function make-layers: expected an identifier"),
      (["fire", "--swift", "--objc"], "choose one of --swift and --objc"),
    ] {
      do {
        _ = try Export.parse(arguments)
        Issue.record("\(arguments) was accepted")
      } catch {
        #expect(Export.message(for: error).contains(fragment), "\(Export.message(for: error))")
      }
    }
  }
}

extension ExportCommandTests {
  @Test("--out into a folder that does not exist fails naming the file")
  func unwritableOut() throws {
    let path = "/nonexistent-\(UUID().uuidString)/Fire.swift"
    let command = try Export.parse(["fire", "--out", path])
    #expect {
      try command.run()
    } throws: { error in
      Export.message(for: error).contains("--out \(path): cannot write the file")
    }
  }
}

extension ExportCommandTests {
  @Test("--out writes each bitmap the code loads by name as NAME.png beside it, its pixels exact")
  func bitmapsBesideTheCode() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmitterCLITests-export-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Premultiplied: every colour at most its alpha, some pixels half transparent.
    let pixels: [UInt8] = [200, 100, 0, 255, 60, 0, 120, 128, 0, 0, 0, 0, 1, 2, 3, 3]
    let bitmap = try ContentsBitmap(width: 2, height: 2, premultipliedPixels: pixels)
    var cell = EmitterCell(name: "glow")
    cell.birthRate = 5
    cell.contents = .bitmap(bitmap)
    var layer = EmitterLayer(name: "sparks")
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    let sceneFile = folder.appendingPathComponent("glow.json")
    try scene.jsonData().write(to: sceneFile)
    let out = folder.appendingPathComponent("Glow.swift")
    try Export.parse([sceneFile.path, "--out", out.path]).run()
    #expect(try String(contentsOf: out, encoding: .utf8).contains(#"UIImage(named: "glowBitmap")"#))
    let written = try PNGFile.read(folder.appendingPathComponent("glowBitmap.png").path)
    #expect(written.width == 2 && written.pixels == pixels)
  }
}
