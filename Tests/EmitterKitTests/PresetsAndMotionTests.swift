import EmitterKit
import Foundation
import Testing

/// Presets by name through the façade, the one statement of the defaults, and reduced motion:
/// the policy on a scene, and the desktop's setting read from each source.
@Suite("Presets, defaults and reduced motion")
struct PresetsAndMotionTests {
  @Test("every preset loads by name; confetti is confetti-cannon; an unknown name lists them all")
  func presetsByName() throws {
    #expect(Scene.presetNames.contains("fire") && Scene.presetNames.count >= 12)
    for name in Scene.presetNames {
      #expect(try !Scene.preset(named: name, motion: .full).layers.isEmpty, "\(name)")
    }
    #expect(
      try Scene.preset(named: "confetti", motion: .full)
        == Scene.preset(named: "confetti-cannon", motion: .full))
    do {
      _ = try Scene.preset(named: "confeti")
      Issue.record("an unknown preset loaded")
    } catch {
      let message = "\(error)"
      #expect(message.hasPrefix("no preset named \"confeti\""), "\(message)")
      for name in Scene.presetNames { #expect(message.contains(name)) }
      #expect(message.contains("confetti (confetti-cannon)"))
    }
  }

  @Test("a system made with nothing said takes RenderDefaults: scale, canvas, background")
  func defaults() throws {
    let scene = try Scene.preset(named: "fire", motion: .full)
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    #expect(system.view.scale == RenderDefaults.pixelScale)
    #expect(system.view.size == SIMD2(scene.size.width, scene.size.height))
    #expect(system.backgroundColor == scene.backgroundColor)
    let image = try system.image()
    #expect(image[0, 0] == SIMD4(0, 0, 0, 255), "fire's black, opaque background")
  }

  /// A layer with a spinning cell and a sub-cell, a wave and a drag, and a burst in its file.
  static func lively() -> Scene {
    var child = EmitterCell(name: "child")
    child.birthRate = 8
    child.spin = 1
    var cell = EmitterCell(name: "spark")
    cell.birthRate = 100
    cell.lifetime = 2
    cell.spin = 3
    cell.spinRange = 1
    cell.emitterCells = [child]
    var layer = EmitterLayer(name: "sparks")
    layer.emitterCells = [cell]
    layer.emitterBehaviors = [EmitterBehavior(type: .wave), EmitterBehavior(type: .drag)]
    layer.emissionEvents = [.burst(40, cell: "spark", at: 0.5), .burst(1, cell: "spark", at: 0.6)]
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  @Test("the policy: a quarter of the births and bursts, no spin, no wave; drag stays")
  func policy() throws {
    let reduced = Self.lively().reducingMotion()
    let cell = reduced.layers[0].emitterCells[0]
    #expect(cell.birthRate == 25 && cell.spin == 0 && cell.spinRange == 0)
    #expect(cell.emitterCells[0].birthRate == 2 && cell.emitterCells[0].spin == 0)
    #expect(reduced.layers[0].emitterBehaviors.map(\.enabled) == [false, true])
    #expect(reduced.layers[0].emissionEvents.map(\.count) == [10, 1])
    let full = try ParticleSystem(scene: Self.lively(), backend: .cpu)
    let fewer = try ParticleSystem(scene: reduced, backend: .cpu)
    try full.update(to: 1)
    try fewer.update(to: 1)
    #expect(try full.bornCount(cell: "spark") == 141 && fewer.bornCount(cell: "spark") == 36)
    #expect(try Scene.preset(named: "snow", motion: .reduced) == Scene.preset(named: "snow", motion: .full).reducingMotion())
  }

  @Test("the desktop's setting: the variable first, then GTK's settings.ini, then gsettings")
  func setting() throws {
    let gtk4 = "/home/u/.config/gtk-4.0/settings.ini"
    func read(_ environment: [String: String], files: [String: String] = [:], gsettings: String? = nil)
      throws(MotionSettingError) -> MotionSetting
    {
      try MotionSetting.read(
        environment: ["HOME": "/home/u"].merging(environment) { $1 },
        file: { files[$0.path] }, gsettings: { gsettings })
    }
    #expect(try read([:]).reduced == false && read([:]).source == "none")
    #expect(try read([:], gsettings: "false\n") == MotionSetting(reduced: true, source: "gsettings"))
    #expect(try read([:], gsettings: "true\n").reduced == false)
    let ini = "[Settings]\ngtk-theme-name = Adwaita\ngtk-enable-animations = 0\n"
    #expect(try read([:], files: [gtk4: ini], gsettings: "true") == MotionSetting(reduced: true, source: "gtk-4.0/settings.ini"))
    #expect(
      try read(["XDG_CONFIG_HOME": "/cfg"], files: ["/cfg/gtk-3.0/settings.ini": "[Settings]\ngtk-enable-animations=false"])
        .reduced)
    #expect(MotionSetting.gtkEnableAnimations(in: "[Other]\ngtk-enable-animations=0") == nil)
    #expect(try read(["EMITTERKIT_REDUCED_MOTION": "yes"], files: [gtk4: "[Settings]\ngtk-enable-animations=1"]).reduced)
    #expect(try read(["EMITTERKIT_REDUCED_MOTION": "0"], gsettings: "false").reduced == false)
    do {
      _ = try read(["EMITTERKIT_REDUCED_MOTION": "sometimes"])
      Issue.record("a bad EMITTERKIT_REDUCED_MOTION was read")
    } catch {
      #expect(error.variable == "EMITTERKIT_REDUCED_MOTION" && error.value == "sometimes")
      #expect("\(error)".contains("it takes 1, true, yes or on"))
    }
    #expect(try MotionPreference.reduced.isReduced() && !MotionPreference.full.isReduced())
  }
}
