import EmitterExport
import EmitterModel
import Foundation
import Testing

/// The export's own rules: exact literals, the `not on iOS` list, and how it names things.
@Suite("iOS code export")
struct IOSCodeTests {
  @Test("literals are the shortest text that reads back to the same Double")
  func exactLiterals() {
    for value in [0.1, 1.0 / 3, 1e-05, 1e20, 123456.789, Double.pi, -2.5e-300, 0.30000000000000004]
    {
      let text = IOSNumberLiteral.plain(value)
      #expect(Double(text) == value, "\(text)")
      #expect(text == "\(value)", "\(text) is not the shortest round-trip form")
    }
    #expect(IOSNumberLiteral.plain(3) == "3")
    #expect(IOSNumberLiteral.plain(-0.0) == "-0.0")
    #expect(IOSNumberLiteral.swift(.infinity) == ".infinity")
    #expect(IOSNumberLiteral.swiftUntyped(-.infinity) == "-Double.infinity")
    #expect(IOSNumberLiteral.c(.infinity) == "INFINITY")
  }

  @Test("a Float property gets Float(value) even where the decimal would round the other way")
  func floatDoubleRounding() throws {
    // 1 + 3·2⁻²⁴ lies halfway between two Floats; its shortest decimal lies just below it, so
    // the literal alone would make the lower Float while Float(value) rounds to even (upper).
    let halfway = 1 + 3 * 0x1p-24
    let shortest = IOSNumberLiteral.swift(halfway)
    #expect(Float(shortest) != Float(halfway))
    let literal = IOSNumberLiteral.swiftFloat(halfway)
    #expect(literal == "Float(\(shortest) as Double)")
    #expect(IOSNumberLiteral.swiftFloat(0.1) == "0.1")
  }

  @Test("every EmitterKit-only setting is listed and written where it was, as a comment")
  func notOnIOS() throws {
    let scene = try ExportCoverageScene.scene
    let swift = IOSCode(scene: scene, language: .swift, source: "coverage.json")
    let objc = IOSCode(scene: scene, language: .objc, source: "coverage.json")
    #expect(swift.notOnIOS == objc.notOnIOS)
    let prefixes = [
      "size [320, 480]", "backgroundColor #102030:", "seed 7", "rangeMode \"plusMinusHalfRange\"",
      "layers[0].emitterCells[1].contents: an SVG path",
      "layers[0].emissionEvents[0]: a burst of 40 rocket particles at 1.5 s",
      "layers[0].emissionEvents[1]: stop at 3 s", "layers[0].events[0]: a live set at 0.5 s",
    ]
    #expect(swift.notOnIOS.count == prefixes.count, "\(swift.notOnIOS)")
    for prefix in prefixes {
      let line = try #require(
        swift.notOnIOS.first { $0.hasPrefix(prefix) }, "no note for \(prefix)")
      #expect(swift.text.contains("// not on iOS: \(line)"), "\(line)")
      #expect(objc.text.contains("// not on iOS: \(line)"), "\(line)")
    }
    #expect(
      swift.images == [
        "sky (from sky.png)", "spark (from spark.png)", "outlineShapePath (draw the path M0 0 L10 0\nL5 8 Z)",
      ])
  }

  @Test("a behaviour goes through the private class by name and KVC, as public code reaches it")
  func behaviorsThroughKVC() throws {
    let code = IOSCode(
      scene: try ExportCoverageScene.scene, language: .swift, source: "coverage.json"
    ).text
    #expect(code.contains(#"NSClassFromString("CAEmitterBehavior") as! NSObject.Type"#))
    #expect(code.contains(#"let swayBehavior = makeEmitterBehavior(type: "wave")"#))
    #expect(code.contains(#"swayBehavior.setValue([10.5, 0, -1e-05], forKey: "force")"#))
    #expect(code.contains(#"pullBehavior.setValue(CGPoint(x: 100, y: 200.5), forKey: "position")"#))
    #expect(
      code.contains(
        #"mainLayer.setValue([swayBehavior, dragBehavior, pullBehavior, simpleAttractorBehavior, alignToMotionBehavior, fadeBehavior, colorOverLifeBehavior], forKey: "emitterBehaviors")"#
      ))
    #expect(code.contains("mainLayer.beginTime = now + 0.1"))
    #expect(code.contains("tailLayer.beginTime = now - 0.5"))
  }

  @Test("a scene with nothing to export still makes a function returning no layers")
  func emptyScene() {
    let code = IOSCode(scene: Scene(), language: .swift, source: "empty.json")
    #expect(code.notOnIOS.isEmpty)
    #expect(code.text.contains("func makeEmitterLayers(in view: UIView) -> [CAEmitterLayer] {"))
    #expect(!code.text.contains("makeEmitterBehavior"))
  }
}

extension IOSCodeTests {
  @Test("a cell duration of 0 (a window that never opens) is not written as iOS's unlimited 0")
  func zeroDuration() throws {
    let json =
      #"{"layers": [{"emitterCells": [{"name": "never", "birthRate": 5, "lifetime": 1, "duration": 0}]}]}"#
    let scene = try Scene(jsonData: Data(json.utf8), file: "zero.json")
    let code = IOSCode(scene: scene, language: .swift, source: "zero.json")
    #expect(code.notOnIOS.count == 1)
    #expect(
      code.notOnIOS.first?.hasPrefix(
        "layers[0].emitterCells[0].duration 0: an emission window that never opens") == true)
    #expect(!code.text.contains("neverCell.duration"))
  }
}
