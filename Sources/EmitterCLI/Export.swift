import ArgumentParser
import EmitterExport
import EmitterKit
import Foundation

/// `emitter export SCENE --swift|--objc`: the scene as CAEmitterLayer code for an iOS app
/// (docs/EXPORT.md). Settings with no iOS equivalent are comments in the code and notes on
/// stderr.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a scene as CAEmitterLayer code for iOS (Swift or Objective-C).",
    discussion: """
      The code is one function, makeEmitterLayers(in:) (EKMakeEmitterLayers in Objective-C), that
      builds the layers, cells, behaviours and animations, adds them to a view and returns them.
      Numbers are written exactly; images are loaded by name (bitmaps held in memory too: --out
      writes them as PNGs beside the code); shapes and emoji are drawn. Every
      setting iOS has no equivalent for is a `// not on iOS:` comment and a note on stderr.
      See docs/EXPORT.md.
      """)

  @Argument(help: "A scene file, or a preset name (emitter presets lists them).")
  var scene: String

  @Flag(help: "Write Swift (the default).")
  var swift = false

  @Flag(help: "Write Objective-C.")
  var objc = false

  @Option(help: "Write to FILE instead of stdout.")
  var out: String?

  @Option(help: "The function's name (Swift spelling; Objective-C prefixes EK).")
  var function: String = IOSCode.defaultFunctionName

  func validate() throws {
    if swift && objc { throw ValidationError("choose one of --swift and --objc") }
    guard let first = function.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      function.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
      })
    else {
      throw ValidationError(
        "--function \(function): expected an identifier (ASCII letters, digits, _)")
    }
  }

  func run() throws {
    let reference = try SceneLoading.reference(scene)
    let loaded = try SceneLoading.load(reference)
    let code = IOSCode(
      scene: loaded, language: objc ? .objc : .swift, source: reference.url.lastPathComponent,
      functionName: function)
    for line in code.notOnIOS {
      FileHandle.standardError.write(Data("note: not on iOS: \(line)\n".utf8))
    }
    guard let out else {
      print(code.text, terminator: "")
      if !code.bitmaps.isEmpty {
        FileHandle.standardError.write(
          Data(
            "note: the scene holds bitmaps in memory; --out FILE writes them as PNGs beside it\n"
              .utf8))
      }
      return
    }
    do {
      try Data(code.text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    } catch {
      throw ValidationError("--out \(out): cannot write the file: \(error.localizedDescription)")
    }
    try writeBitmaps(code.bitmaps, beside: URL(fileURLWithPath: out))
  }

  /// Each in-memory bitmap the code loads by name, as `NAME.png` in the code file's folder.
  private func writeBitmaps(_ bitmaps: [(name: String, bitmap: ContentsBitmap)], beside file: URL)
    throws
  {
    let folder = file.deletingLastPathComponent()
    for (name, bitmap) in bitmaps {
      let path = folder.appendingPathComponent(name + ".png").path
      do {
        try PNGFile.write(bitmap.image, to: path)
      } catch {
        throw ValidationError("--out \(file.path): \(error.description)")
      }
    }
  }
}
