import Foundation
import Testing

@testable import EmitterModel
import EmitterTestSupport

/// The generated JSON Schema checked by an independent validator (Python's `jsonschema`,
/// installed by tools/setup): every shipped scene passes, and files the decoder refuses fail.
@Suite("Scene JSON Schema against a validator", .tags(.tool))
struct SceneSchemaValidationToolTests {
  /// Validates each file against the schema; one line per file: "ok" or the first error.
  static let script = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        print("MISSING"); sys.exit(0)
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    for path in sys.argv[2:]:
        errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
        print("ok" if not errors else "error " + "/".join(map(str, errors[0].path)) + ": " + errors[0].message[:200])
    """

  /// One result line per file, in order.
  static func validate(_ files: [URL]) throws -> [String] {
    let schema = SceneFormatReferenceTests.docs.appendingPathComponent("scene.schema.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, schema.path] + files.map(\.path)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "python3 failed: \(text)")
    try #require(
      !text.hasPrefix("MISSING"),
      "Python's jsonschema is not installed: run tools/setup (python3 -m pip install jsonschema)")
    return text.split(separator: "\n").map(String.init)
  }

  static func temporaryFiles(_ texts: [String]) throws -> [URL] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scene-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try texts.enumerated().map { index, text in
      let file = folder.appendingPathComponent("\(index).json")
      try Data(text.utf8).write(to: file)
      return file
    }
  }

  @Test("every shipped scene validates against docs/scene.schema.json")
  func shippedScenesValidate() throws {
    let scenes = SceneFormatReferenceTests.shippedScenes
    let results = try Self.validate(scenes)
    #expect(results.count == scenes.count)
    for (scene, result) in zip(scenes, results) {
      #expect(result == "ok", "\(scene.lastPathComponent): \(result)")
    }
  }

  @Test("scenes the decoder refuses are refused by the schema too")
  func badScenesFail() throws {
    let bad = [
      ##"{"layers": [{"emitterCells": [{"birthRat": 5}]}]}"##,
      ##"{"layers": [{"emitterCells": [{"birthRate": -1}]}]}"##,
      ##"{"layers": [{"emitterCells": [{"color": "#12"}]}]}"##,
      ##"{"layers": [{"emitterCells": [{"contents": {"image": "a.png", "size": 3}}]}]}"##,
      ##"{"layers": [{"emitterBehaviors": [{"type": "wave", "drag": 1}]}]}"##,
      ##"{"layers": [{"emitterBehaviors": [{"name": "no type"}]}]}"##,
      ##"{"layers": [{"animations": [{"duration": 1}]}]}"##,
      ##"{"layers": [{"events": [{"type": "set", "time": 1, "keyPath": "birthRate"}]}]}"##,
      ##"{"layers": [{"emissionEvents": [{"type": "burst", "time": 0, "count": 0}]}]}"##,
      ##"{"size": [0, 10]}"##,
      ##"{"layers": [{"$schema": "x"}]}"##,
    ]
    for text in bad {
      #expect(throws: SceneFileError.self, "the decoder should refuse \(text)") {
        try Scene(jsonData: Data(text.utf8), file: "bad.json", strict: true)
      }
    }
    let results = try Self.validate(try Self.temporaryFiles(bad))
    #expect(results.count == bad.count)
    for (text, result) in zip(bad, results) {
      #expect(result.hasPrefix("error"), "the schema accepted \(text)")
    }
  }

  @Test("scenes the decoder accepts in every value form validate")
  func goodFormsPass() throws {
    let good = [
      ##"{"$schema": "s.json", "size": {"width": 10, "height": 20}, "backgroundColor": "#00000000"}"##,
      ##"{"layers": [{"emitterPosition": {"x": 1, "y": 2}, "emitterShape": "line", "emitterCells": [{"contents": "circle", "color": [1, 0, 0], "duration": "infinity", "emitterCells": [{"contents": {"shape": "rectangle", "size": [4, 2]}}]}]}]}"##,
      ##"{"layers": [{"emitterBehaviors": [{"type": "attractor", "name": "a", "falloffDistance": "infinity"}], "animations": [{"keyPath": "emitterBehaviors.a.stiffness", "fromValue": 1, "toValue": 2, "timingFunction": [0.1, 0, 0.2, 1]}]}]}"##,
      ##"{"layers": [{"emissionEvents": [{"type": "emit", "time": 0, "duration": 2, "taper": "easeIn"}], "events": [{"type": "set", "time": 1, "keyPath": "birthRate", "value": 2}, {"type": "removeAllAnimations", "time": 2}]}]}"##,
    ]
    for text in good {
      _ = try Scene(jsonData: Data(text.utf8), file: "good.json", strict: true)
    }
    let results = try Self.validate(try Self.temporaryFiles(good))
    #expect(results == Array(repeating: "ok", count: good.count))
  }
}
