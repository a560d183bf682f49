import EmitterDemo
import EmitterModel
import Testing

/// The demo's controls through its input seam: synthetic keys, clicks, scrolls and resizes fed
/// to `DemoState.handle(_:)`, checked without a window.
@Suite("demo input")
struct DemoStateTests {
  let surface = DemoSurface(width: 390, height: 844)

  func state(preset: Int? = 2) -> DemoState {
    DemoState(presetIndex: preset, presetCount: 9, surface: surface)
  }

  @Test("+ and - step the birth rate by 1.25, and back to exactly 1")
  func birthRateKeys() {
    var demo = state()
    #expect(demo.handle(.key(.moreParticles)) == [.setBirthRateMultiplier(1.25)])
    #expect(demo.handle(.key(.moreParticles)) == [.setBirthRateMultiplier(1.5625)])
    #expect(demo.handle(.key(.fewerParticles)) == [.setBirthRateMultiplier(1.25)])
    #expect(demo.handle(.key(.fewerParticles)) == [.setBirthRateMultiplier(1)])
    #expect(demo.handle(.key(.fewerParticles)) == [.setBirthRateMultiplier(0.8)])
    #expect(demo.birthRateMultiplier == 0.8)
  }

  @Test("the scroll wheel changes the birth rate a step per notch direction, within bounds")
  func scrolling() {
    var demo = state()
    #expect(demo.handle(.scroll(1)) == [.setBirthRateMultiplier(1.25)])
    #expect(demo.handle(.scroll(-3)) == [.setBirthRateMultiplier(1)])
    #expect(demo.handle(.scroll(0)) == [])
    for _ in 0..<40 { _ = demo.handle(.scroll(-1)) }
    #expect(demo.birthRateStep == DemoState.birthRateSteps.lowerBound)
    #expect(demo.handle(.scroll(-1)) == [])
  }

  @Test("a click moves the emitter to the canvas point under the cursor, kept on the canvas")
  func clicks() {
    var demo = state()
    #expect(demo.handle(.click(x: 100, y: 200)) == [.moveEmitter(to: Point(x: 100, y: 200))])
    #expect(demo.handle(.click(x: -5, y: 900)) == [.moveEmitter(to: Point(x: 0, y: 844))])
  }

  @Test(
    "HiDPI: X11-style (pixels as coordinates, content scale 2) and macOS-style clicks land on the same point"
  )
  func hiDPIClicks() {
    let x11 = DemoSurface(
      windowWidth: 780, windowHeight: 1688, framebufferWidth: 780, framebufferHeight: 1688,
      contentScale: 2)
    let mac = DemoSurface(width: 390, height: 844, scale: 2)
    #expect(x11.canvasSize == Size(width: 390, height: 844) && x11.pixelScale == 2)
    #expect(mac.canvasSize == Size(width: 390, height: 844) && mac.pixelScale == 2)
    var onX11 = DemoState(presetIndex: 0, presetCount: 9, surface: x11)
    var onMac = DemoState(presetIndex: 0, presetCount: 9, surface: mac)
    #expect(onX11.handle(.click(x: 200, y: 400)) == [.moveEmitter(to: Point(x: 100, y: 200))])
    #expect(onMac.handle(.click(x: 100, y: 200)) == [.moveEmitter(to: Point(x: 100, y: 200))])
  }

  @Test("number keys and arrows switch presets, wrapping, and reset pause and rate")
  func presets() {
    var demo = state(preset: 8)
    _ = demo.handle(.key(.moreParticles))
    _ = demo.handle(.key(.pause))
    #expect(demo.handle(.key(.nextPreset)) == [.showPreset(0)])
    #expect(!demo.isPaused && demo.birthRateMultiplier == 1)
    #expect(demo.handle(.key(.previousPreset)) == [.showPreset(8)])
    #expect(demo.handle(.key(.preset(3))) == [.showPreset(3)])
    #expect(demo.handle(.key(.preset(9))) == [])
    var custom = state(preset: nil)
    #expect(custom.handle(.key(.nextPreset)) == [.showPreset(0)])
  }

  @Test(
    "space pauses, . steps one frame paused, R restarts, B bursts, S screenshots, F1 toggles the HUD"
  )
  func otherKeys() {
    var demo = state()
    #expect(demo.handle(.key(.pause)) == [] && demo.isPaused)
    #expect(demo.handle(.key(.pause)) == [] && !demo.isPaused)
    #expect(demo.handle(.key(.step)) == [.stepFrame] && demo.isPaused)
    #expect(demo.handle(.key(.restart)) == [.restart])
    #expect(demo.handle(.key(.burst)) == [.burst])
    #expect(demo.handle(.key(.screenshot)) == [.screenshot])
    #expect(demo.handle(.key(.toggleHUD)) == [] && !demo.showsHUD)
    #expect(demo.handle(.key(.quit)) == [.quit] && !demo.isRunning)
  }

  @Test("a resize is reported once; a minimised window (no area) is ignored")
  func resizes() {
    var demo = state()
    let bigger = DemoSurface(width: 800, height: 600)
    #expect(demo.handle(.resize(bigger)) == [.resize(bigger)])
    #expect(demo.handle(.resize(bigger)) == [])
    #expect(demo.handle(.resize(DemoSurface(width: 0, height: 0))) == [])
    #expect(demo.surface == bigger)
  }

  @Test("Ctrl+S saves, F5 / Ctrl+R records, and a panel or script edit becomes a live set")
  func editingKeys() {
    var demo = state()
    #expect(demo.handle(.key(.save)) == [.save])
    #expect(demo.handle(.key(.toggleRecording)) == [.toggleRecording])
    let edit = DemoInput.setValue(
      layer: 1, keyPath: "emitterCells.smoke.birthRate", value: .text("200"))
    #expect(
      demo.handle(edit)
        == [.setValue(layer: 1, keyPath: "emitterCells.smoke.birthRate", value: .text("200"))])
    #expect(demo.handle(.saveAs(path: "a.json")) == [.saveAs(path: "a.json")])
    #expect(demo.handle(.saveAs(path: "")) == [])
    #expect(demo.isRunning && !demo.isPaused)
  }
}
