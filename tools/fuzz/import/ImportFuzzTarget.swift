// libFuzzer entry point over the importers (`SceneImport.decode`): every input is read as a
// cocos2d / Particle Designer .plist and as a SpriteKit .sks (the property list parser, the
// keyed-archive walk, the gzip'd base64 textures through zlib), then the scene each gives is
// validated. Built by `tools/fuzz/run --target import` into one module with EmitterModel's
// sources, so the importers' lines are instrumented (Foundation's property list parser is not).
//
// A thrown `SceneFileError` is the expected answer to bad input; a finding is a crash, a hang
// (libFuzzer's -timeout), running out of memory (-rss_limit_mb), or a broken promise below.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  ImportFuzzCheck.run(Data(bytes: data, count: size))
  return 0
}

/// What every answer of the importers must satisfy, whatever the bytes.
enum ImportFuzzCheck {
  /// Texture files named by an input are looked for here: the importer fixtures' folder, so
  /// `glow.png` and `star.png` resolve as they do for the seeds.
  static let folder = URL(fileURLWithPath: "Tests/Fixtures/import", isDirectory: true)
  static let imageFolder = URL(fileURLWithPath: "/nonexistent/emitterkit-fuzz-images")
  static let longestLine = 2 * SceneDiagnostic.maximumMessage + 200

  static func run(_ data: Data) {
    for format in SceneImport.Format.allCases {
      let file = "fuzz." + format.rawValue
      do {
        let imported = try SceneImport.decode(
          data, format: format, url: folder.appendingPathComponent(file), file: file,
          imageFolder: imageFolder)
        for (name, image) in imported.images {
          check(
            image.count <= ParticleDesignerTexture.maximumInflatedSize,
            "a decoded texture \(name) of \(image.count) bytes")
        }
        if let warning = imported.unmappedWarning(file: file) { checkLine(warning) }
        // What `SceneImport.load` does next (its images are not written here, so a decoded
        // texture is reported missing: that path is exercised too).
        var validator = SceneValidator(file: file, folder: nil)
        validator.check(imported.scene)
        checkBounded(validator.diagnostics)
      } catch {
        check(!error.diagnostics.isEmpty, "an error without a diagnostic")
        checkBounded(error.diagnostics)
      }
    }
  }

  static func checkBounded(_ diagnostics: [SceneDiagnostic]) {
    check(
      diagnostics.count <= SceneFileError.maximumListed,
      "\(diagnostics.count) diagnostics listed, more than \(SceneFileError.maximumListed)")
    for diagnostic in diagnostics { checkLine(diagnostic) }
  }

  static func checkLine(_ diagnostic: SceneDiagnostic) {
    check(
      diagnostic.description.count <= longestLine,
      "a diagnostic line of \(diagnostic.description.count) characters")
  }

  /// A broken promise is a crash, so libFuzzer keeps the input.
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      FileHandle.standardError.write(Data("import fuzz: \(message())\n".utf8))
      abort()
    }
  }
}
