import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// A preset ported number for number to the classes is the preset's scene, value for value,
/// and so draws the same frames, byte for byte, as the scene file.
extension QuartzCoreTests {
  @Suite(.tags(.gl)) struct PresetPortGLTests {
    static func likeButtonFile() throws -> Scene {
      var scene = try presetScene("like-button")
      // Bursts are EmitterKit's own; the port cannot say them.
      scene.layers[1].emissionEvents = []
      return scene
    }

    @Test func likeButtonIsThePresetScene() throws {
      let built = expectNoProblems { QuartzCoreTests.PresetPortGLTests.port(PortedPresets.likeButton) }
      let file = try Self.likeButtonFile()
      expectEqualScenes(built, file)
    }

    @Test func nightSkyIsThePresetScene() throws {
      let built = expectNoProblems { QuartzCoreTests.PresetPortGLTests.port(PortedPresets.nightSky) }
      expectEqualScenes(built, try presetScene("night-sky"))
    }

    @Test(arguments: ["like-button", "night-sky"])
    func framesEqualTheFileFrames(preset: String) throws {
      let file = preset == "like-button" ? try Self.likeButtonFile() : try presetScene(preset)
      // Half a pixel per point keeps the debug build's CPU renderer quick; the rule is the same.
      let times = [0.0, 0.45, 1.5]
      let fromFile = try FileFrames.render(file, at: times, pixelScale: 0.5)
      let fromClasses = try expectNoProblems {
        let root = preset == "like-button" ? PortedPresets.likeButton() : PortedPresets.nightSky()
        let renderer = try CARenderer(layer: root, pixelScale: 0.5)
        defer { try? renderer.close() }
        return try times.map { try renderer.pixels(atTime: $0) }
      }
      let background = RGBAImage(
        width: fromFile[0].width, height: fromFile[0].height,
        fill: ReferenceRasterizer.backgroundPixel(file))
      for (index, time) in times.enumerated() {
        let drawsSomething = fromFile[index] != background
        let same = fromClasses[index] == fromFile[index]
        #expect(time == 0 || drawsSomething, "the file's frame at \(time) s draws nothing")
        #expect(same, "frame at \(time) s differs")
      }
    }

    @Test func nightSkyFramesOnGL() throws {
      let file = try presetScene("night-sky")
      let times = [0.0, 0.45, 1.5]
      try withGL {
        let fromFile = try FileFrames.renderGL(file, at: times, pixelScale: 0.5)
        let fromClasses = try expectNoProblems {
          let renderer = try CARenderer(
            layer: PortedPresets.nightSky(), backend: .openGL, pixelScale: 0.5)
          defer { try? renderer.close() }
          return try times.map { try renderer.pixels(atTime: $0) }
        }
        for (index, time) in times.enumerated() {
          let same = fromClasses[index] == fromFile[index]
          #expect(same, "GL frame at \(time) s differs")
        }
      }
    }

    /// Builds the tree at media time 0 and takes its scene.
    static func port(_ make: () -> CALayer) -> Scene {
      make().scene(startingAt: 0)
    }
  }
}

/// Every layer of `a` equals `b`'s, key by key, so a failure names what differs.
func expectEqualScenes(
  _ a: Scene, _ b: Scene, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  if a == b { return }
  let flatA = a.layers.flatMap(flattenLayers)
  let flatB = b.layers.flatMap(flattenLayers)
  #expect(flatA.count == flatB.count, "layer counts", sourceLocation: sourceLocation)
  for (x, y) in zip(flatA, flatB) where x != y {
    var lx = x
    var ly = y
    (lx.sublayers, ly.sublayers) = ([], [])
    #expect(
      lx.emitterCells == ly.emitterCells, "cells of \(x.name ?? "?")",
      sourceLocation: sourceLocation)
    #expect(
      lx.animations == ly.animations, "animations of \(x.name ?? "?")",
      sourceLocation: sourceLocation)
    #expect(
      lx.emitterBehaviors == ly.emitterBehaviors, "behaviours of \(x.name ?? "?")",
      sourceLocation: sourceLocation)
    (lx.emitterCells, ly.emitterCells, lx.animations, ly.animations) = ([], [], [], [])
    (lx.emitterBehaviors, ly.emitterBehaviors) = ([], [])
    #expect(lx == ly, "layer \(x.name ?? "?"): \(lx) vs \(ly)", sourceLocation: sourceLocation)
  }
  var sa = a
  var sb = b
  (sa.layers, sb.layers) = ([], [])
  #expect(sa == sb, "scene settings", sourceLocation: sourceLocation)
}

private func flattenLayers(_ layer: EmitterLayer) -> [EmitterLayer] {
  [layer] + layer.sublayers.flatMap(flattenLayers)
}

/// A scene file's frames as the façade draws them on the CPU: over the background, at each time.
enum FileFrames {
  static func render(_ scene: Scene, at times: [Double], pixelScale: Double = 1) throws
    -> [RGBAImage]
  {
    let system = try ParticleSystem(scene: scene, pixelScale: pixelScale, backend: .cpu)
    return try times.map { time in
      try system.update(to: time)
      var image = RGBAImage(
        width: system.view.pixelWidth, height: system.view.pixelHeight,
        fill: ReferenceRasterizer.backgroundPixel(scene))
      let (width, height) = (image.width, image.height)
      try image.pixels.withUnsafeMutableBufferPointer { pixels in
        try system.draw(
          into: .rgba(
            RGBABuffer(
              base: pixels.baseAddress!, width: width, height: height, bytesPerRow: width * 4)))
      }
      return image
    }
  }

  /// The same through the GL renderer: into an offscreen target cleared to the background.
  static func renderGL(_ scene: Scene, at times: [Double], pixelScale: Double) throws -> [RGBAImage]
  {
    let system = try ParticleSystem(scene: scene, pixelScale: pixelScale)
    let (width, height) = (system.view.pixelWidth, system.view.pixelHeight)
    let target = try RenderTarget(width: width, height: height, label: "file frames")
    defer {
      target.destroy()
      try? system.destroy()
    }
    return try times.map { time in
      try system.update(to: time)
      target.clear(to: ParticleRenderer.premultiplied(scene.backgroundColor))
      try system.draw(
        into: .framebuffer(
          target.framebufferName, viewport: PixelRect(width: width, height: height)))
      return RGBAImage(bottomUpPixels: target.readPixelsBottomUp(), width: width, height: height)
    }
  }
}
