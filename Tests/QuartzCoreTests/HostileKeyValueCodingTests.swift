import CoreGraphics
import EmitterKit
import Foundation
import Testing

@testable import QuartzCore

/// Issue #30's sweep of the Core Animation classes' key-value coding: every key CALayer,
/// CAEmitterLayer, CAEmitterCell, CAEmitterBehavior and CAShapeLayer know, and key paths that
/// are not keys, given every hostile value (`HostileValues`) on a tree that is shown and
/// stepped, a frame rendered after each key. Nothing may trap or hang, and nothing may be
/// silently changed: a number that is not refused with a diagnostic must read back as given
/// (rounded to the key's declared type only), and every diagnostic names its key.
extension QuartzCoreTests {
  @Suite struct HostileKeyValueCoding {
    /// What the sweep did, for docs/BENCHMARKS.md.
    struct Tally {
      var calls = 0
      var refusals = 0
      /// Changes the running system refused at the commit, with the engine's message.
      var engineRefusals = 0
      var frames = 0
      var renderRefusals: [String] = []
      /// The value read before a key's sweep, set back after it, and refused.
      var restoreProblems: [String] = []
      var silentChanges: [String] = []
      var unnamed: [String] = []
    }

    /// A canvas with an emitter (cell `dot` with sub-cell `spark`, one behaviour of every
    /// type on the layer, named by its type), a plain layer with a mask, and a shape layer.
    static func tree() -> (
      root: CALayer, emitter: CAEmitterLayer, plain: CALayer,
      shape: CAShapeLayer
    ) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let emitter = CAEmitterLayer()
      emitter.frame = root.bounds
      emitter.emitterPosition = CGPoint(x: 100, y: 100)
      let dot = CAEmitterCell()
      dot.name = "dot"
      dot.birthRate = 30
      dot.lifetime = 1
      dot.velocity = 40
      dot.contents = Contents.shape(.circle, size: Size(width: 6, height: 6))
      let spark = CAEmitterCell()
      spark.name = "spark"
      spark.birthRate = 2
      spark.lifetime = 0.5
      spark.contents = Contents.shape(.square, size: Size(width: 3, height: 3))
      dot.emitterCells = [spark]
      emitter.emitterCells = [dot]
      emitter.setValue(
        BehaviorType.allCases.map { type in
          let behavior = CAEmitterBehavior(type: type.rawValue)
          behavior.name = type.rawValue
          // A curve with keys: an empty one applies nothing and is not a scene file's.
          if type == .valueOverLife { behavior.setValue([1, 0.5], forKey: "values") }
          if type == .colorOverLife {
            behavior.setValue([CGColor(gray: 1, alpha: 1)], forKey: "colors")
          }
          return behavior
        }, forKey: "emitterBehaviors")
      let plain = CALayer()
      plain.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
      plain.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
      let mask = CALayer()
      mask.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
      mask.backgroundColor = CGColor(gray: 1, alpha: 1)
      plain.mask = mask
      let shape = CAShapeLayer()
      shape.path = CGPath(ellipseIn: CGRect(x: 120, y: 120, width: 50, height: 40), transform: nil)
      shape.strokeColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
      root.addSublayer(emitter)
      root.addSublayer(plain)
      root.addSublayer(shape)
      return (root, emitter, plain, shape)
    }

    /// One object of the tree, how to reach its keys, and which keys it knows.
    struct Target {
      let label: String
      let keys: [String]
      let set: (Any?, String) -> Void
      let get: (String) -> Any?
      /// The Swift type the key is declared with, when it is a number (for the rounding).
      let isFloat: (String) -> Bool
    }

    static func targets(
      root: CALayer, emitter: CAEmitterLayer, plain: CALayer, shape: CAShapeLayer
    ) -> [Target] {
      func layerTarget(_ label: String, _ layer: CALayer, extra: [String] = []) -> Target {
        Target(
          label: label, keys: (layer.knownKeys + extra).sorted(),
          set: { layer.setValue($0, forKeyPath: $1) }, get: { layer.value(forKeyPath: $0) },
          isFloat: {
            LayerKeys.floatKeys.contains($0) || $0 == "repeatCount"
              || $0 == "minificationFilterBias"
          })
      }
      func cellTarget(_ label: String, _ path: String, _ cell: CAEmitterCell) -> [Target] {
        [
          Target(
            label: label, keys: CellKeys.names.sorted(), set: { cell.setValue($0, forKey: $1) },
            get: { cell.value(forKey: $0) }, isFloat: { CellKeys.floatKeys.contains($0) }),
          Target(
            // `name` through a path would rename the cell the path names (the cell target
            // sweeps it).
            label: "emitter." + path, keys: CellKeys.all.keys.sorted().filter { $0 != "name" },
            set: { emitter.setValue($0, forKeyPath: path + "." + $1) },
            get: { emitter.value(forKeyPath: path + "." + $0) },
            isFloat: { CellKeys.floatKeys.contains($0) }),
        ]
      }
      let dot = emitter.emitterCells![0]
      let spark = dot.emitterCells![0]
      var targets = [
        layerTarget("root", root), layerTarget("emitter", emitter), layerTarget("plain", plain),
        layerTarget("mask", plain.mask!), layerTarget("shape", shape, extra: ShapeKeys.names),
      ]
      targets += cellTarget("dot", "emitterCells.dot", dot)
      targets += cellTarget("spark", "emitterCells.dot.emitterCells.spark", spark)
      for behavior in emitter.value(forKey: "emitterBehaviors") as? [CAEmitterBehavior] ?? [] {
        let keys = behavior.inputKeys + ["name", "enabled", "type"]
        targets.append(
          Target(
            label: "behavior " + behavior.type, keys: keys,
            set: { behavior.setValue($0, forKey: $1) },
            get: { behavior.value(forKey: $0) }, isFloat: { _ in false }))
      }
      // Key paths that are not keys, on each object that takes key paths.
      let paths = HostileValues.keyPaths
      targets += [
        Target(
          label: "emitter paths", keys: paths, set: { emitter.setValue($0, forKeyPath: $1) },
          get: { emitter.value(forKeyPath: $0) }, isFloat: { _ in false }),
        Target(
          label: "plain paths", keys: paths, set: { plain.setValue($0, forKeyPath: $1) },
          get: { plain.value(forKeyPath: $0) }, isFloat: { _ in false }),
        Target(
          label: "dot paths", keys: paths, set: { dot.setValue($0, forKeyPath: $1) },
          get: { dot.value(forKeyPath: $0) }, isFloat: { _ in false }),
      ]
      return targets
    }

    @Test func everyKeyEveryHostileValueOnAShownTree() throws {
      let started = Date()
      var tally = Tally()
      try withCoreAnimation {
        let (root, emitter, plain, shape) = Self.tree()
        var renderer = try CARenderer(layer: root, pixelScale: 0.25)
        defer { try? renderer.close() }
        var time = 0.0
        _ = try renderer.pixels(atTime: time)
        for target in Self.targets(root: root, emitter: emitter, plain: plain, shape: shape) {
          for key in target.keys {
            // A sub-path (`transform.rotation.x`) is restored through its whole key: setting a
            // decomposed part back does not undo a singular matrix's lost parts.
            let whole =
              target.label.hasSuffix("paths") ? key : String(key.split(separator: ".").first ?? "")
            let restoredKey = whole.isEmpty ? key : whole
            let original = target.get(restoredKey)
            for value in HostileValues.all {
              target.set(value, key)
              tally.calls += 1
              let problems = QuartzCoreDiagnostics.takeErrors()
              tally.refusals += problems.isEmpty ? 0 : 1
              for problem in problems where problem.key.isEmpty || problem.message.isEmpty {
                tally.unnamed.append("\(target.label).\(key): \(problem)")
              }
              // A matrix's rotation and scale read back decomposed, as on iOS: another
              // decomposition of the same matrix, not the number stored.
              let decomposed =
                key.contains("ransform.rotation") || key.contains("ransform.scale")
                // A cell's `duration` of for ever reads back as 0, Core Animation's "for ever".
                || (key == "duration" && Self.number(value) == .infinity
                  && Self.number(target.get(key)) == 0)
              if problems.isEmpty, !decomposed, let given = Self.number(value),
                !(target.get(key) is Bool),
                Self.number(target.get(key)) != nil,
                !Self.readsBack(
                  given, target.get(key), float: target.isFloat(key),
                  angle: key.contains("rotation"))
              {
                tally.silentChanges.append(
                  "\(target.label).\(key.prefix(60)) = \(String(describing: value)) read back"
                    + " \(String(describing: target.get(key)))")
              }
            }
            target.set(original, restoredKey)
            let restoring = QuartzCoreDiagnostics.takeErrors()
            // The value read back before is set again: refused only where reading and
            // setting differ on purpose (a displayed cell's name and behaviours, a cell without
            // a name, key paths that are not keys).
            let expectedRefusal =
              target.label.hasSuffix("paths") || target.label == "spark"
              || ["name", "emitterBehaviors", "type"].contains(key)
            if !restoring.isEmpty, !expectedRefusal {
              tally.restoreProblems.append(
                "\(target.label).\(key.prefix(60)): \(restoring.map(\.description))")
            }
            // The commit: what the running system refuses is reported, naming the key path.
            CATransaction.flush()
            let refused = QuartzCoreDiagnostics.takeErrors()
            tally.engineRefusals += refused.count
            for problem in refused where problem.key.isEmpty || problem.message.isEmpty {
              tally.unnamed.append("\(target.label).\(key) at the commit: \(problem)")
            }
            // Every key read back, then a frame: the engine takes what was committed.
            for other in target.keys.prefix(200) { _ = target.get(other) }
            time += 1.0 / 30
            do {
              _ = try renderer.pixels(atTime: time)
            } catch {
              // A frame refused with the engine's reason is a refusal, not a trap. A system
              // that stopped (a pool past its cap) stays stopped: the tree is shown again.
              tally.renderRefusals.append("\(target.label).\(key.prefix(60)): \(error)")
              if "\(error)".isEmpty { tally.unnamed.append("\(target.label).\(key): a frame") }
              try? renderer.close()
              _ = QuartzCoreDiagnostics.takeErrors()
              renderer = try CARenderer(layer: root, pixelScale: 0.25)
            }
            tally.frames += 1
            _ = QuartzCoreDiagnostics.takeErrors()
          }
        }
        // The tree still draws its particles after all that.
        time += 0.5
        let last = try renderer.pixels(atTime: time)
        let state =
          "\(emitter.birthRate) \(emitter.lifetime) \(emitter.isHidden) \(emitter.opacity)"
          + " \(emitter.frame) \(emitter.emitterPosition) \(root.sublayers?.count ?? 0)"
          + " \(String(describing: emitter.emitterCells?.map { ($0.name, $0.birthRate) }))"
          + " \(try renderer.host.snapshot().particles.count)"
        #expect(last.pixels.contains { $0 != last.pixels[0] }, "the last frame shows \(state)")
      }
      let seconds = Date().timeIntervalSince(started)
      print(
        "hostile key-value coding sweep: \(tally.calls) calls, \(tally.refusals) refused with a"
          + " diagnostic, \(tally.engineRefusals) changes refused by the engine at the commit,"
          + " \(tally.frames) frames (\(tally.renderRefusals.count) refused),"
          + " \(String(format: "%.1f", seconds)) s")
      for refusal in tally.renderRefusals { print("  frame refused: \(refusal)") }
      for problem in tally.restoreProblems { print("  restore refused: \(problem)") }
      for change in tally.silentChanges { print("  silent: \(change)") }
      #expect(tally.silentChanges.isEmpty, "\(tally.silentChanges.count) silent changes")
      #expect(tally.restoreProblems.isEmpty, "\(tally.restoreProblems.count) restores refused")
      #expect(tally.unnamed.isEmpty, "\(tally.unnamed.prefix(20))")
      #expect(tally.calls > 30_000)
    }

    @Test func cyclesAreRefusedAndTheTreeStillDraws() throws {
      let (_, problems) = try withCoreAnimation { () throws -> Void in
        let (root, emitter, plain, shape) = Self.tree()
        let renderer = try CARenderer(layer: root, pixelScale: 0.25)
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0)
        let dot = emitter.emitterCells![0]
        let spark = dot.emitterCells![0]
        plain.addSublayer(plain)
        emitter.addSublayer(root)
        plain.setValue([plain, root], forKey: "sublayers")
        dot.emitterCells = [dot]
        spark.setValue([dot], forKey: "emitterCells")
        var problems = QuartzCoreDiagnostics.takeErrors()
        #expect(problems.count == 6, "\(problems.map(\.description))")
        #expect(problems.allSatisfy { !$0.key.isEmpty })
        // A layer as its own mask, its superlayer as a mask, a mask masked by its layer.
        shape.mask = shape
        emitter.mask = root
        plain.mask?.mask = plain
        // A layer stored under its own key: a long path through it stays bounded.
        plain.setValue(plain, forKey: "me")
        plain.setValue(0.5, forKeyPath: String(repeating: "me.", count: 300) + "opacity")
        plain.setValue(0.5, forKeyPath: String(repeating: "me.", count: 30_000) + "opacity")
        _ = plain.value(forKeyPath: String(repeating: "me.", count: 30_000) + "opacity")
        problems = QuartzCoreDiagnostics.takeErrors()
        #expect(plain.opacity == 0.5)
        #expect(problems.contains { $0.message.contains("at most 1024 bytes") })
        for frame in 1...10 { _ = try renderer.pixels(atTime: Double(frame) / 30) }
        #expect(dot.emitterCells?.count == 1 && dot.emitterCells?[0] === spark)
        #expect(plain.superlayer === root && root.superlayer == nil)
      }
      #expect(problems.allSatisfy { !$0.key.isEmpty }, "\(problems.map(\.description))")
    }

    /// A number as key-value coding reads it (`KeyValueConversion.number`), for the check.
    static func number(_ value: Any?) -> Double? { KeyValueConversion.number(value) }

    /// Whether `read` is `given` as a key of its declared type stores it: the same number, or
    /// within the rounding of a `Float` (and of the arithmetic of a frame's origin, kept as a
    /// position less an anchor's share), never a clamp to a bound or a change to infinity.
    static func readsBack(_ given: Double, _ read: Any?, float: Bool, angle: Bool = false)
      -> Bool
    {
      guard let read = number(read) else { return false }
      if read == given || (read.isNaN && given.isNaN) { return true }
      // A rotation reads back as the angle its matrix holds: the same direction.
      if angle, given.isFinite {
        return abs(sin(read) - sin(given)) < 1e-6 && abs(cos(read) - cos(given)) < 1e-6
      }
      let expected = float ? Double(Float(given)) : given
      guard expected.isFinite == given.isFinite, read.isFinite == given.isFinite else {
        return false
      }
      return read == expected || abs(read - given) <= max(abs(given), 1) * 1e-6
    }
  }
}
