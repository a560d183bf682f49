import EmitterKit
import EmitterTestSupport
import Foundation
import Testing

/// Every live verb of the Swift façade, made from Swift, from C and from Python on the same
/// scene at the same frame: the three runs must end with the same particles, byte for byte, and
/// differ from the run without the verb (so the verb did something). The table is
/// docs/VERBS.md, which the test checks is the one it walks.
@Suite("Every live verb from Swift, C and Python", .serialized, .tags(.tool))
struct VerbSurfaceTests {
  /// One verb, as each surface makes it.
  struct Row: Sendable {
    /// The façade's method (`LiveSimulation`), as docs/VERBS.md names it.
    var verb: String
    /// The C function that makes it.
    var cFunction: String
    /// The Python binding's method.
    var pythonMethod: String
    /// Calls made before the verb, at frame 10 (the verb's effect is measured against them).
    var setup: [Call] = []
    /// The verb, at frame 20.
    var call: Call
  }

  /// One call, in each surface's words.
  struct Call: Sendable {
    var swift: @Sendable (ParticleSystem) throws -> Void
    /// Tab-separated fields after the frame for Tests/c/emitterkit_verbs.c.
    var c: [String]
    /// A Python statement on `system`.
    var python: String
  }

  static let frames = 60

  /// A layer with two cells and a wave: every verb below changes what it leaves.
  static let sceneJSON = """
    {"size": [200, 150], "seed": 7, "layers": [{"name": "sparks", "emitterPosition": [100, 75],
      "emitterBehaviors": [{"type": "wave", "name": "wind", "force": [30, 0, 0], "frequency": 2}],
      "emitterCells": [
        {"name": "spark", "birthRate": 60, "lifetime": 2, "velocity": 50, "velocityRange": 20,
         "emissionRange": 3.14159, "color": [1, 0.6, 0.2, 1], "contents": "square"},
        {"name": "glow", "birthRate": 20, "lifetime": 1.5, "velocity": 20, "emissionRange": 6.28,
         "contents": "circle"}]}]}
    """

  static let fadeAnimation = #"{"keyPath": "emitterCells.spark.alphaSpeed", "fromValue": 0, "toValue": -2, "duration": 5}"#
  static let flareCell = #"{"name": "flare", "birthRate": 40, "lifetime": 1, "velocity": 80, "emissionRange": 6.28, "contents": "square"}"#
  static let dragBehavior = #"{"type": "drag", "name": "brake", "drag": 2}"#
  /// EmitterKit's own image collider (the glyphs of "EK" below the emitter), so its keys are
  /// shown to pass through C's JSON and Python.
  static let logoBehavior = #"{"type": "collision", "name": "logo", "collider": "image", "text": "EK", "font": "serif", "position": [100, 105], "size": [120, 40], "scale": 0.5, "threshold": 0.4, "restitution": 0.6}"#
  /// EmitterKit's own turbulence, so its keys are shown to pass through C's JSON and Python.
  static let turbulenceBehavior = #"{"type": "turbulence", "name": "swirl", "strength": 300, "frequency": 0.03, "octaves": 3, "usesDepth": true, "scrollVelocity": [0, -40, 0]}"#
  /// Births on EmitterKit's mask shape (the glyphs of "EK"), so its keys are shown to pass
  /// through C's JSON and Python.
  static let burstLayer = #"{"name": "burst", "emitterPosition": [50, 40], "emitterShape": "mask", "emitterSize": [60, 30], "emitterMaskText": "EK", "emitterMaskFont": "serif", "emitterMaskScale": 0.5, "emitterCells": [{"name": "dot", "birthRate": 50, "lifetime": 1.5, "velocity": 40, "emissionRange": 6.28, "contents": "circle"}]}"#

  /// `burstLayer` read as a scene file's layer, so Swift inserts what C and Python send.
  static func burst() throws -> EmitterLayer {
    try JSONDecoder().decode(EmitterLayer.self, from: Data(burstLayer.utf8))
  }

  static func animation() -> PropertyAnimation {
    var fade = PropertyAnimation(keyPath: "emitterCells.spark.alphaSpeed")
    fade.fromValue = .number(0)
    fade.toValue = .number(-2)
    fade.timing.duration = 5
    return fade
  }

  static func flare() -> EmitterCell {
    var cell = EmitterCell()
    cell.name = "flare"
    cell.birthRate = 40
    cell.lifetime = 1
    cell.velocity = 80
    cell.emissionRange = 6.28
    cell.contents = .shape(.square, size: Contents.defaultSize(for: .square))
    return cell
  }

  static func swirl() -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .turbulence, name: "swirl")
    behavior.strength = 300
    behavior.frequency = 0.03
    behavior.octaves = 3
    behavior.usesDepth = true
    behavior.scrollVelocity = Vector3(x: 0, y: -40, z: 0)
    return behavior
  }

  static func logo() -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .collision, name: "logo")
    behavior.collider = .image
    behavior.text = "EK"
    behavior.font = "serif"
    behavior.position = Point(x: 100, y: 105)
    behavior.size = Size(width: 120, height: 40)
    behavior.scale = 0.5
    behavior.threshold = 0.4
    behavior.restitution = 0.6
    return behavior
  }

  static func brake() -> EmitterBehavior {
    var behavior = EmitterBehavior(type: .drag)
    behavior.name = "brake"
    behavior.drag = 2
    return behavior
  }

  static func apply(_ json: String) -> [String] { ["apply", "0", json] }

  static let rows: [Row] = [
    Row(
      verb: "setValue(_:forKeyPath:layer:) (a number)", cFunction: "ek_system_set_double",
      pythonMethod: "set",
      call: Call(
        swift: { try $0.setValue(3.0, forKeyPath: "birthRate") },
        c: ["set_double", "0", "birthRate", "3"], python: "system.set('birthRate', 3)")),
    Row(
      verb: "setValue(_:forKeyPath:layer:) (a point)", cFunction: "ek_system_set_vec2",
      pythonMethod: "set",
      call: Call(
        swift: { try $0.setValue(Point(x: 40, y: 30), forKeyPath: "emitterPosition") },
        c: ["set_vec2", "0", "emitterPosition", "40", "30"],
        python: "system.set('emitterPosition', (40, 30))")),
    Row(
      verb: "setValue(_:forKeyPath:layer:) (a vector)", cFunction: "ek_system_set_vec3",
      pythonMethod: "set",
      call: Call(
        swift: {
          try $0.setValue(Vector3(x: 0, y: -60, z: 0), forKeyPath: "emitterBehaviors.wind.force")
        },
        c: ["set_vec3", "0", "emitterBehaviors.wind.force", "0", "-60", "0"],
        python: "system.set('emitterBehaviors.wind.force', (0, -60, 0))")),
    Row(
      verb: "setValue(_:forKeyPath:layer:) (a colour)", cFunction: "ek_system_set_vec4",
      pythonMethod: "set",
      call: Call(
        swift: {
          try $0.setValue(Color(red: 0, green: 0.5, blue: 1, alpha: 1), forKeyPath: "emitterCells.spark.color")
        },
        c: ["set_vec4", "0", "emitterCells.spark.color", "0", "0.5", "1", "1"],
        python: "system.set('emitterCells.spark.color', (0, 0.5, 1, 1))")),
    Row(
      verb: "setValue(_:forKeyPath:layer:) (a choice)", cFunction: "ek_system_set_string",
      pythonMethod: "set",
      call: Call(
        swift: { try $0.setValue(EmitterShape.circle, forKeyPath: "emitterShape") },
        c: ["set_string", "0", "emitterShape", "circle"],
        python: "system.set('emitterShape', 'circle')")),
    Row(
      verb: "setValue(_:forKeyPath:animatedOver:timingFunction:layer:)",
      cFunction: "ek_system_apply", pythonMethod: "apply",
      call: Call(
        swift: {
          try $0.setValue(Point(x: 20, y: 20), forKeyPath: "emitterPosition", animatedOver: 0.4)
        },
        c: apply(#"{"type": "set", "keyPath": "emitterPosition", "value": [20, 20], "duration": 0.4}"#),
        python: #"system.apply({"type": "set", "keyPath": "emitterPosition", "value": [20, 20], "duration": 0.4})"#)),
    Row(
      verb: "add(_:forKey:layer:)", cFunction: "ek_system_apply", pythonMethod: "add_animation",
      call: Call(
        swift: { try $0.add(animation(), forKey: "fade") },
        c: apply(#"{"type": "addAnimation", "key": "fade", "animation": \#(fadeAnimation)}"#),
        python: "system.add_animation(\(fadeAnimation), key='fade')")),
    Row(
      verb: "removeAnimation(forKey:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "remove_animation",
      setup: [
        Call(
          swift: { try $0.add(animation(), forKey: "fade") },
          c: apply(#"{"type": "addAnimation", "key": "fade", "animation": \#(fadeAnimation)}"#),
          python: "system.add_animation(\(fadeAnimation), key='fade')")
      ],
      call: Call(
        swift: { try $0.removeAnimation(forKey: "fade") },
        c: apply(#"{"type": "removeAnimation", "key": "fade"}"#),
        python: "system.remove_animation('fade')")),
    Row(
      verb: "removeAllAnimations(layer:)", cFunction: "ek_system_apply",
      pythonMethod: "remove_all_animations",
      setup: [
        Call(
          swift: { try $0.add(animation(), forKey: "fade") },
          c: apply(#"{"type": "addAnimation", "key": "fade", "animation": \#(fadeAnimation)}"#),
          python: "system.add_animation(\(fadeAnimation), key='fade')")
      ],
      call: Call(
        swift: { try $0.removeAllAnimations() },
        c: apply(#"{"type": "removeAllAnimations"}"#),
        python: "system.remove_all_animations()")),
    Row(
      verb: "insertCell(_:at:parent:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "insert_cell",
      call: Call(
        swift: { try $0.insertCell(flare()) },
        c: apply(#"{"type": "insertCell", "cell": \#(flareCell)}"#),
        python: "system.insert_cell(\(flareCell))")),
    Row(
      verb: "removeCell(named:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "remove_cell",
      call: Call(
        swift: { try $0.removeCell(named: "glow") },
        c: apply(#"{"type": "removeCell", "name": "glow"}"#),
        python: "system.remove_cell('glow')")),
    Row(
      verb: "setCells(_:parent:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "set_cells",
      call: Call(
        swift: { try $0.setCells([flare()]) },
        c: apply(#"{"type": "setCells", "cells": [\#(flareCell)]}"#),
        python: "system.set_cells([\(flareCell)])")),
    Row(
      verb: "insertBehavior(_:at:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "insert_behavior",
      call: Call(
        swift: { try $0.insertBehavior(swirl()) },
        c: apply(#"{"type": "insertBehavior", "behavior": \#(turbulenceBehavior)}"#),
        // A Python dict literal: JSON's `true` is Python's `True`.
        python: "system.insert_behavior(\(turbulenceBehavior.replacingOccurrences(of: "true", with: "True")))")),
    Row(
      verb: "removeBehavior(named:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "remove_behavior",
      call: Call(
        swift: { try $0.removeBehavior(named: "wind") },
        c: apply(#"{"type": "removeBehavior", "name": "wind"}"#),
        python: "system.remove_behavior('wind')")),
    Row(
      verb: "setBehaviors(_:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "set_behaviors",
      call: Call(
        swift: { try $0.setBehaviors([brake(), logo()]) },
        c: apply(#"{"type": "setBehaviors", "behaviors": [\#(dragBehavior), \#(logoBehavior)]}"#),
        python: "system.set_behaviors([\(dragBehavior), \(logoBehavior)])")),
    Row(
      verb: "setBehaviors(_:ofCell:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "set_behaviors",
      call: Call(
        swift: { try $0.setBehaviors([brake()], ofCell: "spark") },
        c: apply(#"{"type": "setBehaviors", "cell": "spark", "behaviors": [\#(dragBehavior)]}"#),
        python: "system.set_behaviors([\(dragBehavior)], cell='spark')")),
    Row(
      // Particles are the same cell's: the old name's born count stops where the rename was.
      verb: "renameCell(named:to:ofMask:layer:)", cFunction: "ek_system_apply",
      pythonMethod: "rename_cell",
      call: Call(
        swift: { try $0.renameCell(named: "spark", to: "ember") },
        c: apply(#"{"type": "renameCell", "name": "spark", "newName": "ember"}"#),
        python: "system.rename_cell('spark', 'ember')")),
    Row(
      verb: "schedule(_:layer:)", cFunction: "ek_system_apply", pythonMethod: "apply",
      call: Call(
        swift: {
          try $0.schedule(
            LayerChange(.set(keyPath: "birthRate", value: .number(0)), at: 0.5), layer: 0)
        },
        c: apply(#"{"type": "set", "keyPath": "birthRate", "value": 0, "time": 0.5}"#),
        python: #"system.apply({"type": "set", "keyPath": "birthRate", "value": 0, "time": 0.5})"#)),
    Row(
      verb: "insertLayer(_:at:)", cFunction: "ek_system_apply", pythonMethod: "insert_layer",
      call: Call(
        swift: { try $0.insertLayer(burst()) },
        c: ["apply", "-1", #"{"type": "insertSublayer", "layer": \#(burstLayer)}"#],
        python: "system.insert_layer(\(burstLayer))")),
    Row(
      verb: "removeLayer(at:)", cFunction: "ek_system_apply", pythonMethod: "remove_layer",
      setup: [
        Call(
          swift: { try $0.insertLayer(burst()) },
          c: ["apply", "-1", #"{"type": "insertSublayer", "layer": \#(burstLayer)}"#],
          python: "system.insert_layer(\(burstLayer))")
      ],
      call: Call(
        swift: { try $0.removeLayer(at: 1) },
        c: ["apply", "-1", #"{"type": "removeSublayer", "index": 1}"#],
        python: "system.remove_layer(1)")),
    Row(
      verb: "setTiming(layer:beginTime:speed:timeOffset:)", cFunction: "ek_system_apply",
      pythonMethod: "set_timing",
      call: Call(
        swift: { try $0.setTiming(layer: 0, beginTime: 0, speed: 2, timeOffset: 0) },
        c: ["apply", "-1", #"{"type": "setTiming", "layerIndex": 0, "speed": 2}"#],
        python: "system.set_timing(0, speed=2)")),
    Row(
      verb: "change(_:layer:) (insertSublayer)", cFunction: "ek_system_apply",
      pythonMethod: "insert_sublayer",
      call: Call(
        swift: { try $0.change(.insertSublayer(burst(), at: nil), layer: 0) },
        c: apply(#"{"type": "insertSublayer", "layer": \#(burstLayer)}"#),
        python: "system.insert_sublayer(\(burstLayer))")),
    Row(
      verb: "change(_:layer:) (removeSublayer)", cFunction: "ek_system_apply",
      pythonMethod: "remove_sublayer",
      setup: [
        Call(
          swift: { try $0.change(.insertSublayer(burst(), at: nil), layer: 0) },
          c: apply(#"{"type": "insertSublayer", "layer": \#(burstLayer)}"#),
          python: "system.insert_sublayer(\(burstLayer))")
      ],
      call: Call(
        swift: { try $0.change(.removeSublayer(at: 0), layer: 0) },
        c: apply(#"{"type": "removeSublayer", "index": 0}"#),
        python: "system.remove_sublayer(0)")),
    Row(
      verb: "burst(_:cell:layer:)", cFunction: "ek_system_burst", pythonMethod: "burst",
      call: Call(
        swift: { try $0.burst(50, cell: "spark") },
        c: ["burst", "0", "spark", "50"], python: "system.burst('spark', 50)")),
    Row(
      verb: "emit(for:taper:layer:)", cFunction: "ek_system_emit", pythonMethod: "emit",
      setup: [
        Call(swift: { try $0.stop() }, c: ["stop", "-1"], python: "system.stop()")
      ],
      call: Call(
        swift: { try $0.emit(for: 0.2) }, c: ["emit", "-1", "0.2"], python: "system.emit(0.2)")),
    Row(
      verb: "stop(layer:)", cFunction: "ek_system_stop", pythonMethod: "stop",
      call: Call(swift: { try $0.stop() }, c: ["stop", "-1"], python: "system.stop()")),
    Row(
      verb: "start(layer:)", cFunction: "ek_system_start", pythonMethod: "start",
      setup: [
        Call(swift: { try $0.stop() }, c: ["stop", "-1"], python: "system.stop()")
      ],
      call: Call(swift: { try $0.start() }, c: ["start", "-1"], python: "system.start()")),
    Row(
      verb: "restart(layer:)", cFunction: "ek_system_restart", pythonMethod: "restart",
      setup: [
        Call(
          swift: { try $0.add(animation(), forKey: "fade") },
          c: apply(#"{"type": "addAnimation", "key": "fade", "animation": \#(fadeAnimation)}"#),
          python: "system.add_animation(\(fadeAnimation), key='fade')")
      ],
      call: Call(swift: { try $0.restart() }, c: ["restart", "-1"], python: "system.restart()")),
    Row(
      verb: "fire(_:cell:layer:)", cFunction: "ek_system_fire", pythonMethod: "fire",
      call: Call(
        swift: { _ = try $0.fire(30, cell: "glow") }, c: ["fire", "0", "glow", "30"],
        python: "system.fire('glow', 30)")),
    Row(
      verb: "apply(eventJSON:layer:)", cFunction: "ek_system_apply", pythonMethod: "apply",
      call: Call(
        swift: { try $0.apply(eventJSON: #"{"type": "burst", "cell": "glow", "count": 30}"#, layer: 0) },
        c: apply(#"{"type": "burst", "cell": "glow", "count": 30}"#),
        python: #"system.apply({"type": "burst", "cell": "glow", "count": 30})"#)),
  ]

  /// The calls of one run: a row's setup, and the verb unless `withVerb` is false.
  static func calls(_ row: Row, withVerb: Bool) -> [(frame: Int, call: Call)] {
    row.setup.map { (10, $0) } + (withVerb ? [(20, row.call)] : [])
  }

  /// A run through the Swift façade: counts and particles as the C driver prints them.
  static func swiftRun(_ scene: Scene, _ calls: [(frame: Int, call: Call)]) throws -> String {
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    for frame in 1...frames {
      try system.update(to: Double(frame) / 60)
      for call in calls where call.frame == frame { try call.call.swift(system) }
    }
    let born = try ["spark", "glow"].map { "\(try system.bornCount(cell: $0, layer: 0))" }
    var lines = [
      "live \(try system.liveCount()) finished \(try system.isFinished(layer: 0) ? 1 : 0) born "
        + born.joined(separator: " ")
    ]
    for p in try system.snapshot().particles {
      let values = [
        p.position.x, p.position.y, p.position.z, p.color.x, p.color.y, p.color.z, p.color.w,
        p.age, p.scale,
      ].map { String(format: "%.9g", Double($0)) }
      lines.append("\(p.cell) " + values.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Python program that makes each run's calls and prints what the C driver prints.
  static func pythonProgram(scene: String, runs: [[(frame: Int, call: Call)]]) -> String {
    var text = """
      import sys
      import emitterkit as ek
      runs = []

      """
    for calls in runs {
      text += "def run(system, frame):\n    pass\n"
      for (frame, call) in calls { text += "    if frame == \(frame): \(call.python)\n" }
      text += "runs.append(run)\n"
    }
    text += """
      for run in runs:
          with ek.Scene.load(\(String(reflecting: scene))) as scene:
              system = ek.ParticleSystem(scene, 1.0, cpu=True)
          for frame in range(1, \(frames) + 1):
              system.update(frame / 60)
              run(system, frame)
          born = " ".join(str(system.born_count(c, 0)) for c in ("spark", "glow"))
          print(f"live {system.live_count()} finished {int(system.is_finished(0))} born {born}")
          for p in system.snapshot():
              values = [p.x, p.y, p.z, p.r, p.g, p.b, p.a, p.age, p.scale]
              print(str(p.cell) + "".join(" %.9g" % v for v in values))
          print("=== end")
          system.close()

      """
    return text
  }

  @Test("every verb makes the same particles from Swift, C and Python, and changes them")
  func everyVerbOnEverySurface() throws {
    let installed = try InstalledLibrary("verbs", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let work = installed.work
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let scenePath = work.appendingPathComponent("scene.json").path
    try Self.sceneJSON.write(toFile: scenePath, atomically: true, encoding: .utf8)
    let scene = try Scene.load(contentsOf: URL(fileURLWithPath: scenePath))
    // Each row twice: with its verb, and without (its setup alone).
    let runs = Self.rows.flatMap { [Self.calls($0, withVerb: true), Self.calls($0, withVerb: false)] }
    var scripts: [String] = []
    for (index, calls) in runs.enumerated() {
      let path = work.appendingPathComponent("script-\(index).txt").path
      let text = calls.map { (["\($0.frame)"] + $0.call.c).joined(separator: "\t") + "\n" }.joined()
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      scripts.append(path)
    }
    let pythonPath = work.appendingPathComponent("verbs.py").path
    try Self.pythonProgram(scene: scenePath, runs: runs)
      .write(toFile: pythonPath, atomically: true, encoding: .utf8)
    let venv = work.appendingPathComponent("venv").path
    let driver = work.appendingPathComponent("emitterkit_verbs").path
    let root = installed.root
    let cRuns = scripts.map { "'\(driver)' '\(scenePath)' '\($0)' \(Self.frames); echo '=== end'" }
    let script = """
      set -euo pipefail
      \(installed.installScript)
      \(installed.compileScript("emitterkit_verbs.c", to: driver))
      { \(cRuns.joined(separator: "; ")); } > '\(work.path)/c.txt'
      export PYTHONDONTWRITEBYTECODE=1
      unset EMITTERKIT_LIBRARY EMITTERKIT_SCENES
      python3 -m venv '\(venv)' || { echo "python3 -m venv failed: run tools/setup (python3-venv)"; exit 1; }
      # From a copy: a plain (non-editable) install builds in the project's folder.
      cp -R '\(root)/examples/python' '\(work.path)/python-package'
      EMITTERKIT_BUNDLE=none '\(venv)/bin/pip' install --quiet --disable-pip-version-check '\(work.path)/python-package'
      cd '\(work.path)'
      '\(venv)/bin/python' '\(pythonPath)' > '\(work.path)/python.txt'
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "the C driver or the Python program failed (exit \(status)):\n\(output)")
    let c = try String(contentsOfFile: work.appendingPathComponent("c.txt").path, encoding: .utf8)
      .components(separatedBy: "=== end\n").dropLast()
    let python = try String(
      contentsOfFile: work.appendingPathComponent("python.txt").path, encoding: .utf8
    ).components(separatedBy: "=== end\n").dropLast()
    try #require(c.count == runs.count && python.count == runs.count)
    for (index, row) in Self.rows.enumerated() {
      let with = try Self.swiftRun(scene, runs[2 * index])
      let without = try Self.swiftRun(scene, runs[2 * index + 1])
      #expect(with != without, "\(row.verb): the verb changed nothing")
      #expect(c[c.startIndex + 2 * index] == with, "\(row.verb): C (\(row.cFunction)) differs from Swift")
      #expect(
        python[python.startIndex + 2 * index] == with,
        "\(row.verb): Python (\(row.pythonMethod)) differs from Swift")
      #expect(with.split(separator: "\n").count > 10, "\(row.verb): too few particles to compare")
    }
  }

  @Test("docs/VERBS.md is the table this test walks, and names every verb LiveSimulation offers")
  func tableIsCurrent() throws {
    let path = Repository.root.appendingPathComponent("docs/VERBS.md")
    let text = try String(contentsOf: path, encoding: .utf8)
    #expect(
      text.contains(Self.table),
      "docs/VERBS.md's table is stale; the test walks this one:\n\(Self.table)")
    // Every public method of LiveSimulation's extension is a row.
    let source = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Sources/EmitterSimulation/Stepping/LiveSimulation.swift"), encoding: .utf8)
    let names = source.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "public func ") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "(" && $0 != "<" })
    }
    for name in Set(names) {
      #expect(
        Self.rows.contains { $0.verb.hasPrefix(name + "(") }, "\(name) has no row in the walk")
    }
  }

  /// The verb × surface table of docs/VERBS.md.
  static var table: String {
    var lines = [
      "| verb (Swift: `ParticleSystem`, `LiveSimulation`) | C | Python | walked |",
      "|---|---|---|---|",
    ]
    for row in rows {
      lines.append("| `\(row.verb)` | `\(row.cFunction)` | `\(row.pythonMethod)` | yes |")
    }
    lines.append("| `liveCount(layer:)` | `ek_system_live_count` | `live_count` | yes |")
    lines.append("| `isFinished(layer:)` | `ek_system_is_finished` | `is_finished` | yes |")
    lines.append("| `bornCount(cell:layer:)` | `ek_system_born_count` | `born_count` | yes |")
    return lines.joined(separator: "\n")
  }
}
