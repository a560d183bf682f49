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
      "layers[0].emitterCells[2].contents: a 2x2 bitmap held in memory",
      // Added at a layer time of 1.85, not 0 (the layer's beginTime, speed and timeOffset).
      "layers[0].animations[1].beginTime: 0 is the layer's time 0 in EmitterKit but the moment of adding on iOS, so there it starts at the layer's time 1.85",
      "layers[0].animations[2].beginTime:", "layers[0].animations[3].beginTime:",
      "layers[0].animations[4].beginTime:",
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
        "sky (from sky.png)", "spark (from spark.png)",
        "outlineShapePath (draw the path M0 0 L10 0\nL5 8 Z)",
        "glowBitmap (a 2x2 bitmap: glowBitmap.png)",
      ])
    #expect(swift.bitmaps.map(\.name) == ["glowBitmap"])
    #expect(swift.text.contains(#"glowCell.contents = UIImage(named: "glowBitmap")?.cgImage"#))
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

extension IOSCodeTests {
  /// Whether `lines` appear in `text` in this order (each a whole line, any lines between).
  static func containsInOrder(_ text: String, _ lines: [String]) -> Bool {
    let all = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var from = 0
    for line in lines {
      guard let found = all[from...].firstIndex(of: line) else { return false }
      from = found + 1
    }
    return true
  }

  @Test("a layer tree: classes, frames, geometry, transforms and addSublayer calls in order")
  func layerTreeSwift() throws {
    let code = IOSCode(scene: try ExportTreeScene.scene, language: .swift, source: "tree.json")
    // Every layer and sublayer is exported; what is noted is when the stars' animations start
    // (its clock is at -4.5 when shown, so iOS starts them 4.5 s of its time early).
    #expect(
      code.notOnIOS == [0, 1].map {
        "layers[0].sublayers[1].animations[\($0)].beginTime: 0 is the layer's time 0 in EmitterKit"
          + " but the moment of adding on iOS, so there it starts at the layer's time -4.5"
      })
    let text = code.text
    #expect(
      Self.containsInOrder(
        text,
        [
          "let cardLayer = CAEmitterLayer()",
          "cardLayer.position = CGPoint(x: 195, y: 422)",
          "cardLayer.bounds = CGRect(x: 0, y: 0, width: 330, height: 640)",
          "cardLayer.anchorPoint = CGPoint(x: 0.5, y: 0.25)",
          "cardLayer.zPosition = 2",
          "var cardTransform = CATransform3DIdentity",
          "cardTransform.m34 = -0.002",
          "cardTransform = CATransform3DRotate(cardTransform, 0.3, 0, 1, 0)",
          "cardLayer.transform = cardTransform",
          "var cardSublayerTransform = CATransform3DIdentity",
          "cardSublayerTransform.m34 = -0.001",
          "cardLayer.sublayerTransform = cardSublayerTransform",
          "cardLayer.beginTime = now + 0.5",
          "view.layer.addSublayer(cardLayer)",
          "layers.append(cardLayer)",
          // A plain layer: no cells, no CAEmitterLayer keys. Its frame fills the card.
          "let skyLayer = CALayer()",
          "skyLayer.frame = cardLayer.bounds",
          "skyLayer.transform = CATransform3DMakeScale(1.5, 1.5, 1.5)",
          "skyLayer.isHidden = true",
          // The card's clock: begins 0.5 s in, runs at 2, 2 s ahead: (0 - 0.5) · 2 + 2.
          "skyLayer.beginTime = 1",
          "skyLayer.speed = 0.5",
          "cardLayer.addSublayer(skyLayer)",
          "let opacityAnimation = CABasicAnimation(keyPath: \"opacity\")",
          "skyLayer.add(opacityAnimation, forKey: nil)",
          "let starCell = CAEmitterCell()",
          "let starsLayer = CAEmitterLayer()",
          "starsLayer.frame = cardLayer.bounds",
          "starsLayer.emitterShape = CAEmitterLayerEmitterShape(rawValue: \"rectangles\")",
          "starsLayer.setValue([NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 20)), NSValue(cgRect: CGRect(x: 5.5, y: 6, width: 7, height: 8.25))], forKey: \"emitterRects\")",
          "starsLayer.bounds = CGRect(x: 10, y: 20, width: 300, height: 600)",
          // S · R · T as iOS code builds it: translate, then rotate, then scale.
          "var starsTransform = CATransform3DMakeTranslation(10, -20, 0)",
          "starsTransform = CATransform3DRotate(starsTransform, 0.7, 0, 0, 1)",
          "starsTransform = CATransform3DScale(starsTransform, 1.2, 0.8, 1)",
          "starsLayer.transform = starsTransform",
          "starsLayer.beginTime = 4",
          "starsLayer.speed = 1.5",
          "cardLayer.addSublayer(starsLayer)",
          "let flipAnimation = CABasicAnimation(keyPath: \"transform\")",
          "flipAnimation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)",
          "var flipAnimationValue = CATransform3DIdentity",
          "flipAnimationValue.m34 = -0.005",
          "flipAnimationValue = CATransform3DRotate(flipAnimationValue, 1, 1, 0, 0)",
          "flipAnimation.toValue = NSValue(caTransform3D: flipAnimationValue)",
          "starsLayer.add(flipAnimation, forKey: \"flip\")",
          "let xAnimation = CAKeyframeAnimation(keyPath: \"position.x\")",
          // A sheared matrix no call sequence rebuilds: the identity plus what differs.
          "let glintLayer = CALayer()",
          "glintLayer.frame = starsLayer.bounds",
          "glintLayer.position = CGPoint(x: 5, y: 6)",
          "glintLayer.zPosition = -1",
          "var glintTransform = CATransform3DIdentity",
          "glintTransform.m12 = 0.25",
          "glintTransform.m21 = 0.5",
          "glintTransform.m41 = 3",
          "glintTransform.m42 = 4",
          "glintLayer.transform = glintTransform",
          "starsLayer.addSublayer(glintLayer)",
          // A top-level layer is a CAEmitterLayer even without cells: the function returns it.
          "let badgeLayer = CAEmitterLayer()",
          "badgeLayer.frame = view.bounds",
          "badgeLayer.transform = CATransform3DMakeTranslation(3, 4, 0)",
          "view.layer.addSublayer(badgeLayer)",
          "let scaleAnimation = CABasicAnimation(keyPath: \"transform.scale\")",
          // A group is kept in each of its animations; it comes back as one CAAnimationGroup
          // made after them, added under the group's key.
          "let opacityAnimation2 = CABasicAnimation(keyPath: \"opacity\")",
          "let yAnimation = CAKeyframeAnimation(keyPath: \"position.y\")",
          "let pulseGroup = CAAnimationGroup()",
          "pulseGroup.duration = 0.75",
          "pulseGroup.repeatCount = 3",
          "pulseGroup.autoreverses = true",
          "pulseGroup.fillMode = .forwards",
          "pulseGroup.isRemovedOnCompletion = false",
          "pulseGroup.animations = [opacityAnimation2, yAnimation]",
          "badgeLayer.add(pulseGroup, forKey: \"pulse\")",
          "layers.append(badgeLayer)",
        ]), "\(text)")
    // Layers with both bounds and position set need no frame; sublayers are not returned.
    #expect(!text.contains("cardLayer.frame"))
    #expect(!text.contains("layers.append(skyLayer)"))
    #expect(!text.contains("layers.append(starsLayer)"))
  }

  @Test("the same tree in Objective-C")
  func layerTreeObjC() throws {
    let text = IOSCode(scene: try ExportTreeScene.scene, language: .objc, source: "tree.json").text
    #expect(
      Self.containsInOrder(
        text,
        [
          "CAEmitterLayer *cardLayer = [CAEmitterLayer layer];",
          "CATransform3D cardTransform = CATransform3DIdentity;",
          "cardTransform.m34 = -0.002;",
          "cardTransform = CATransform3DRotate(cardTransform, 0.3, 0, 1, 0);",
          "cardLayer.transform = cardTransform;",
          "[view.layer addSublayer:cardLayer];",
          "[layers addObject:cardLayer];",
          "CALayer *skyLayer = [CALayer layer];",
          "skyLayer.frame = cardLayer.bounds;",
          "skyLayer.transform = CATransform3DMakeScale(1.5, 1.5, 1.5);",
          "skyLayer.hidden = YES;",
          "[cardLayer addSublayer:skyLayer];",
          "CAEmitterLayer *starsLayer = [CAEmitterLayer layer];",
          "[starsLayer setValue:@[[NSValue valueWithCGRect:CGRectMake(0, 0, 10, 20)], [NSValue valueWithCGRect:CGRectMake(5.5, 6, 7, 8.25)]] forKey:@\"emitterRects\"];",
          "CATransform3D starsTransform = CATransform3DMakeTranslation(10, -20, 0);",
          "starsTransform = CATransform3DRotate(starsTransform, 0.7, 0, 0, 1);",
          "starsTransform = CATransform3DScale(starsTransform, 1.2, 0.8, 1);",
          "[cardLayer addSublayer:starsLayer];",
          "flipAnimation.fromValue = [NSValue valueWithCATransform3D:CATransform3DIdentity];",
          "flipAnimation.toValue = [NSValue valueWithCATransform3D:flipAnimationValue];",
          "CALayer *glintLayer = [CALayer layer];",
          "glintTransform.m12 = 0.25;",
          "[starsLayer addSublayer:glintLayer];",
          "[view.layer addSublayer:badgeLayer];",
          "CAAnimationGroup *pulseGroup = [CAAnimationGroup animation];",
          "pulseGroup.repeatCount = 3;",
          "pulseGroup.autoreverses = YES;",
          "pulseGroup.animations = @[opacityAnimation2, yAnimation];",
          "[badgeLayer addAnimation:pulseGroup forKey:@\"pulse\"];",
        ]), "\(text)")
  }

  @Test("a transform is the calls that rebuild it exactly, or the identity plus what differs")
  func transformForms() throws {
    // Scale, then a turn about z, then a move, as scene files compose their readable form.
    let composed = Transform3D.scale(2, 2, 1).concatenating(.rotation(0.5, 0, 0, 1))
      .concatenating(.translation(4, 5, 0))
    guard case .steps(let steps) = IOSTransform(composed) else {
      Issue.record("not written as calls")
      return
    }
    #expect(
      steps == [.translate(4, 5, 0), .rotate(angle: 0.5, x: 0, y: 0, z: 1), .scale(2, 2, 1)])
    #expect(IOSTransform.evaluate(steps) == composed)
    #expect(IOSTransform(.scale(-1, 1, 1)) == .steps([.scale(-1, 1, 1)]))
    #expect(IOSTransform(.scale(-1, 1, 1)).isSingleCall)
    // A shear: entries, with -0.0 kept (it is not the identity's 0 bit for bit).
    var sheared = Transform3D.identity
    sheared.m21 = 0.5
    sheared.m43 = -0.0
    #expect(
      IOSTransform(sheared)
        == .entries([.init(name: "m21", value: 0.5), .init(name: "m43", value: -0.0)]))
  }
}

extension IOSCodeTests {
  @Test("a superlayer's own timing is written on the superlayer only: on iOS it folds its sublayers")
  func superlayerTiming() throws {
    // EmitterKit folds a sublayer's timeline by its superlayer's (docs/SEMANTICS.md, "Layer
    // timing"), as iOS does: the keys stay where they are, none is copied down or reported.
    let json = #"""
      {"layers": [{"name": "host", "duration": 1, "repeatCount": 3, "sublayers": [
        {"name": "sweep", "emitterCells": [{"name": "dot", "birthRate": 10, "duration": 0.5}]}]}]}
      """#
    let scene = try Scene(jsonData: Data(json.utf8), file: "host.json")
    let code = IOSCode(scene: scene, language: .swift, source: "host.json")
    #expect(code.notOnIOS.isEmpty, "\(code.notOnIOS)")
    #expect(code.text.contains("hostLayer.duration = 1"), "\(code.text)")
    #expect(code.text.contains("hostLayer.repeatCount = 3"))
    #expect(!code.text.contains("sweepLayer.duration"))
    #expect(!code.text.contains("sweepLayer.repeatCount"))
    #expect(code.text.contains("hostLayer.addSublayer(sweepLayer)"))
  }
}
