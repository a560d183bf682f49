import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import Testing

/// `hidden` set on a running layer (the demo panel's checkbox, a recorded change): from then on
/// the layer draws nothing on either renderer, its particles simulating on; a discrete keyframe
/// animation of it hides and shows it the same way.
@Suite("hidden: live and discrete animation", .serialized, .tags(.gl))
struct LiveHiddenTests {
  /// Whether every pixel is the first one's: the scene's background and nothing over it.
  static func isBackgroundOnly(_ image: RGBAImage) -> Bool {
    let first = Array(image.pixels[0..<4])
    return stride(from: 0, to: image.pixels.count, by: 4).allSatisfy {
      Array(image.pixels[$0..<($0 + 4)]) == first
    }
  }

  @Test("a live hidden = true leaves the canvas empty, GL and reference alike")
  func liveHidden() throws {
    let shown = LayerGeometryRenderTests.sprayScene()
    var hidden = shown
    hidden.layers[0].events = [LayerChange(.set(keyPath: "hidden", value: .bool(true)), at: 0.5)]
    let visible = try LayerGeometryAnimationTests.liveReferenceImage(shown)
    let blank = try LayerGeometryAnimationTests.liveReferenceImage(hidden)
    // Bools first: a failing #expect would print every pixel of an image.
    let (shownDraws, hiddenBlank) = (!Self.isBackgroundOnly(visible), Self.isBackgroundOnly(blank))
    #expect(shownDraws, "the spray draws when shown")
    #expect(hiddenBlank, "nothing drawn once hidden")
    let glBlank = Self.isBackgroundOnly(try RenderFixtures.images(hidden).gpu)
    #expect(glBlank, "the GL renderer draws nothing either")
  }

  @Test("discrete keyframes of hidden hide the layer inside their window only")
  func discreteAnimation() throws {
    var blink = PropertyAnimation(keyPath: "hidden")
    blink.values = [.bool(false), .bool(true)]
    blink.keyTimes = [0, 0.5]
    blink.calculationMode = .discrete
    blink.timing.duration = 2
    let scene = LayerGeometryRenderTests.sprayScene { $0.animations = [blink] }
    // At 1 s (60 frames) the animation is past 0.5 of its 2 s: hidden.
    let (gpu, cpu) = try RenderFixtures.images(scene)
    let (cpuBlank, glBlank) = (Self.isBackgroundOnly(cpu), Self.isBackgroundOnly(gpu))
    #expect(cpuBlank, "hidden by the animation: the reference draws nothing")
    #expect(glBlank, "hidden by the animation: GL draws nothing")
    let earlyDraws = !Self.isBackgroundOnly(try RenderFixtures.images(scene, frames: 20).cpu)
    #expect(earlyDraws, "before the key time it draws")
  }
}
