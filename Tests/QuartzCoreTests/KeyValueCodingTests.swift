import EmitterExport
import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// Key-value coding of every key the scene model's schema tables hold: set through
/// `setValue(_:forKey:)` in a form iOS code passes, read back by `value(forKey:)`, and found in
/// the scene the tree makes. Then the private keys of the seed articles, key paths into cells
/// and behaviours, your own keys, and what is ignored (with the nearest key named).
extension QuartzCoreTests {
  @Suite struct KeyValueCoding {
    @Test func everyCellKey() throws {
      var tested = 0
      defer { #expect(tested == EmitterCell.schema.properties.count, "every key has a sample") }
      for row in EmitterCell.schema.properties {
        let (result, problems) = try withCoreAnimation {
          () throws -> (PropertyValue?, PropertyValue?) in
          guard
            let sample = KeySamples.sample(for: row.kind, key: row.name, default: row.defaultValue)
          else {
            return (nil, nil)
          }
          let cell = CAEmitterCell()
          cell.setValue(sample.object, forKey: row.name)
          let readBack = try #require(
            KeySamples.read(cell.value(forKey: row.name), kind: row.kind), "\(row.name) reads back")
          let layer = CAEmitterLayer()
          layer.emitterCells = [cell]
          let scene = layer.scene(startingAt: 0)
          return (
            readBack == sample.value ? sample.value : readBack,
            row.value(in: scene.layers[0].emitterCells[0])
          )
        }
        #expect(problems.isEmpty, "\(row.name): \(problems.map(\.description))")
        guard
          let expected = KeySamples.sample(for: row.kind, key: row.name, default: row.defaultValue)?
            .value
        else {
          continue
        }
        tested += 1
        #expect(result.0 == expected, "\(row.name) read back as \(String(describing: result.0))")
        #expect(result.1 == expected, "\(row.name) in the scene: \(String(describing: result.1))")
      }
    }

    @Test func everyLayerKey() throws {
      var tested = 0
      defer { #expect(tested == EmitterLayer.schema.properties.count, "every key has a sample") }
      for row in EmitterLayer.schema.properties {
        let (result, problems) = try withCoreAnimation {
          () throws -> (PropertyValue?, PropertyValue?)? in
          guard
            let sample = KeySamples.sample(for: row.kind, key: row.name, default: row.defaultValue)
          else {
            return nil
          }
          let layer = CAEmitterLayer()
          layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
          layer.setValue(sample.object, forKey: row.name)
          let readBack = KeySamples.read(layer.value(forKey: row.name), kind: row.kind)
          let root = CALayer()
          root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
          root.addSublayer(layer)
          let scene = root.scene(startingAt: 0)
          return (readBack, row.value(in: scene.layers[0]))
        }
        #expect(problems.isEmpty, "\(row.name): \(problems.map(\.description))")
        guard let result,
          let expected = KeySamples.sample(for: row.kind, key: row.name, default: row.defaultValue)?
            .value
        else { continue }
        tested += 1
        #expect(result.0 == expected, "\(row.name) read back as \(String(describing: result.0))")
        #expect(result.1 == expected, "\(row.name) in the scene: \(String(describing: result.1))")
      }
    }

    @Test func everyBehaviorKey() throws {
      for type in BehaviorType.allCases {
        for row in EmitterBehavior.schema(for: type).properties where row.name != "type" {
          let (result, problems) = try withCoreAnimation {
            () throws -> (PropertyValue?, PropertyValue?)? in
            guard
              let sample = KeySamples.sample(
                for: row.kind, key: row.name, default: row.defaultValue)
            else { return nil }
            let behavior = CAEmitterBehavior(type: type.rawValue)
            // A curve without its keys is left out of the scene (it applies nothing): give it
            // two before the key under test.
            if type == .valueOverLife { behavior.setValue([0, 1], forKey: "values") }
            if type == .colorOverLife {
              behavior.setValue(
                [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], forKey: "colors")
            }
            behavior.setValue(sample.object, forKeyPath: row.name)
            let readBack = KeySamples.read(behavior.value(forKey: row.name), kind: row.kind)
            let layer = CAEmitterLayer()
            layer.setValue([behavior], forKey: "emitterBehaviors")
            let scene = layer.scene(startingAt: 0)
            return (readBack, row.value(in: scene.layers[0].emitterBehaviors[0]))
          }
          #expect(problems.isEmpty, "\(type).\(row.name): \(problems.map(\.description))")
          guard let result,
            let expected = KeySamples.sample(
              for: row.kind, key: row.name, default: row.defaultValue)?.value
          else { continue }
          #expect(
            result.0 == expected, "\(type).\(row.name) read back as \(String(describing: result.0))"
          )
          #expect(
            result.1 == expected,
            "\(type).\(row.name) in the scene: \(String(describing: result.1))")
        }
      }
    }

    @Test func imessagePrivateKeys() throws {
      let scene = expectNoProblems {
        let cell = CAEmitterCell()
        cell.name = "confetti"
        cell.setValue("plane", forKey: "particleType")
        cell.setValue(Double.pi, forKey: "orientationRange")
        cell.setValue(Double.pi / 2, forKey: "orientationLongitude")
        cell.setValue(Double.pi / 2, forKey: "orientationLatitude")
        cell.setValue(NSNumber(value: 3), forKey: "mass")
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        let attractor = CAEmitterBehavior(type: kCAEmitterBehaviorAttractor)
        attractor.setValue("attractor", forKeyPath: "name")
        attractor.setValue(-290, forKeyPath: "falloff")
        attractor.setValue(300, forKeyPath: "radius")
        attractor.setValue(10, forKeyPath: "stiffness")
        attractor.setValue(CGPoint(x: 10, y: 20), forKeyPath: "position")
        attractor.setValue(-70, forKeyPath: "zPosition")
        let wave = CAEmitterBehavior(type: kCAEmitterBehaviorWave)
        wave.setValue([100, 0, 0], forKeyPath: "force")
        wave.setValue(0.5, forKeyPath: "frequency")
        layer.setValue([wave, attractor], forKey: "emitterBehaviors")
        layer.setValue(12, forKeyPath: "emitterBehaviors.attractor.stiffness")
        layer.setValue(150, forKeyPath: "emitterCells.confetti.yAcceleration")
        #expect(layer.value(forKeyPath: "emitterCells.confetti.yAcceleration") as? CGFloat == 150)
        #expect(layer.value(forKeyPath: "emitterBehaviors.attractor.stiffness") as? Double == 12)
        return layer.scene(startingAt: 0)
      }
      let cell = scene.layers[0].emitterCells[0]
      #expect(cell.particleType == .plane)
      #expect(cell.orientationRange == .pi && cell.orientationLongitude == .pi / 2)
      #expect(cell.orientationLatitude == .pi / 2)
      #expect(cell.mass == 3)
      #expect(cell.yAcceleration == 150)
      let behaviors = scene.layers[0].emitterBehaviors
      #expect(behaviors[0].force == Vector3(x: 100, y: 0, z: 0) && behaviors[0].frequency == 0.5)
      #expect(behaviors[1].name == "attractor" && behaviors[1].stiffness == 12)
      #expect(behaviors[1].falloff == -290 && behaviors[1].radius == 300)
      #expect(behaviors[1].position == Point(x: 10, y: 20) && behaviors[1].zPosition == -70)
    }

    @Test func geometryKeyPaths() {
      expectNoProblems {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 40, height: 20), forKey: "bounds")
        layer.setValue(12, forKeyPath: "position.x")
        layer.setValue(2, forKeyPath: "transform.scale")
        layer.setValue(
          NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3)), forKey: "sublayerTransform"
        )
        #expect(layer.position.x == 12)
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 2))
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        #expect(layer.sublayerTransform == CATransform3DMakeTranslation(1, 2, 3))
        #expect(
          layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 40, height: 20))
      }
    }

    @Test func ownKeysAreStored() {
      expectNoProblems {
        let layer = CALayer()
        let transition = CATransition()
        transition.setValue(layer, forKey: "com.nshipster.animationLayer")
        let copy = transition.copy() as! CATransition
        #expect(copy.value(forKey: "com.nshipster.animationLayer") as? CALayer === layer)
        layer.setValue("hello", forKey: "myKey")
        #expect(layer.value(forKey: "myKey") as? String == "hello")
        layer.setValue(layer, forKey: "me")
        layer.setValue(3, forKeyPath: "me.zPosition")
        #expect(layer.zPosition == 3)
      }
    }

    @Test func mistakesAreIgnoredAndNamed() {
      let (_, problems) = withCoreAnimation {
        let cell = CAEmitterCell()
        cell.name = "fire"
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        layer.setValue(5, forKeyPath: "emitterCells.fir.birthRate")  // no such cell
        layer.setValue(5, forKeyPath: "emitterCells.fire.birthRte")  // a typo: stored, named
        layer.setValue("fast", forKey: "birthRate")  // the wrong type: ignored
        layer.setValue(-3, forKey: "lifetime")  // out of range: ignored
        cell.setValue("cube", forKey: "particleType")  // no such particle type
        #expect(layer.birthRate == 1 && layer.lifetime == 1)
        #expect(cell.birthRate == 0)
        #expect(cell.value(forKey: "particleType") as? String == "sprite")
      }
      let text = problems.map(\.description)
      #expect(problems.count == 5, "\(text)")
      #expect(
        problems.contains { $0.key == "emitterCells.fir.birthRate" && $0.suggestion == "fire" })
      #expect(problems.contains { $0.key == "birthRte" && $0.suggestion == "birthRate" })
      #expect(problems.contains { $0.key == "birthRate" && $0.message.contains("a number") })
      #expect(
        problems.contains {
          $0.key == "lifetime" && $0.message.contains("-3") && $0.message.contains(">= 0")
        })
      #expect(problems.contains { $0.key == "particleType" && $0.value?.contains("cube") == true })
    }

    @Test func warningsWithoutStrictMode() {
      // Under the lock other suites take for Core Animation's process-wide state: a suite
      // running beside this one in strict mode would record the warning as its own error.
      let lines = Locked<[String]>([])
      withCoreAnimationLock {
        QuartzCoreDiagnostics.warningHandler = { line in lines.withValue { $0.append(line) } }
        defer { QuartzCoreDiagnostics.warningHandler = nil }
        CAEmitterLayer().setValue(1, forKey: "birthrate")
      }
      #expect(lines.value.count == 1)
      #expect(lines.value.first?.contains("did you mean \"birthRate\"") == true)
    }

    @Test func floatKeysMatchTheExport() {
      // QuartzCore's declared types are the SDK's: the export's table says which keys are Float.
      let layerFloats = IOSKey.floatKeys(of: IOSKey.layer)
      let cellFloats = IOSKey.floatKeys(of: IOSKey.cell)
      let layer = CAEmitterLayer()
      for key in layerFloats { #expect(layer.value(forKey: key) is Float, "layer \(key)") }
      let cell = CAEmitterCell()
      for key in cellFloats { #expect(cell.value(forKey: key) is Float, "cell \(key)") }
    }
  }
}
