import AppKit
import EmitterImage
import EmitterTestSupport
import EmitterVerification
import EmitterViewHost
import Foundation
import Testing

/// An emitter view as macOS code makes one: its backing layer an emitter.
@MainActor final class SparkView: NSView {
  var downs: [NSPoint] = []
  var localDowns: [NSPoint] = []
  var layouts: [NSSize] = []

  override func makeBackingLayer() -> CALayer {
    let emitter = CAEmitterLayer()
    let cell = CAEmitterCell()
    cell.contents = CGImage(pixels: RGBAImage(width: 6, height: 6, fill: SIMD4(255, 255, 255, 255)))
    cell.birthRate = 100
    cell.lifetime = 2
    cell.velocity = 80
    cell.emissionRange = .pi * 2
    cell.color = NSColor.systemGreen.cgColor
    emitter.emitterCells = [cell]
    emitter.emitterPosition = CGPoint(x: 100, y: 60)
    return emitter
  }

  override func layout() {
    super.layout()
    layouts.append(bounds.size)
  }

  override func mouseDown(with event: NSEvent) {
    downs.append(event.locationInWindow)
    localDowns.append(convert(event.locationInWindow, from: nil))
  }
}

@MainActor final class SparkController: NSViewController {
  override func loadView() {
    let spark = SparkView(frame: .zero)
    spark.wantsLayer = true
    view = spark
  }
}

/// AppKit's classes, the window host and headless frames: one serialized suite on the main
/// actor, holding Core Animation's process-wide state.
@MainActor @Suite(.serialized) struct AppKitTests {
  func withAppKit<Result>(_ body: () throws -> Result) throws -> Result {
    try Self.withAppKit(body)
  }

  static func withAppKit<Result>(_ body: () throws -> Result) throws -> Result {
    try withCoreAnimationLock {
      CARenderer.setMediaTime(0)
      CATransaction.flush()
      AnimationScheduler.shared.reset()
      MainRunLoop.shared.removeAll()
      QuartzCoreDiagnostics.isStrict = true
      defer {
        QuartzCoreDiagnostics.isStrict = false
        _ = QuartzCoreDiagnostics.takeErrors()
        CATransaction.flush()
        AnimationScheduler.shared.reset()
        MainRunLoop.shared.removeAll()
        CARenderer.setMediaTime(nil)
      }
      return try body()
    }
  }

  @Test func viewsAreLayerBackedOnRequest() {
    let view = NSView(frame: NSRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.wantsLayer == false && view.layer == nil && view.isFlipped == false)
    view.wantsLayer = true
    let layer = view.layer
    #expect(layer != nil && type(of: layer!) == CALayer.self && layer?.delegate === view)
    let spark = SparkView(frame: .zero)
    spark.wantsLayer = true
    #expect(spark.layer is CAEmitterLayer)
    // A layer-hosting view: the assigned layer takes the view's place.
    let host = NSView(frame: NSRect(x: 0, y: 0, width: 40, height: 40))
    host.addSubview(view)
    let hosted = CAEmitterLayer()
    view.layer = hosted
    #expect(view.layer === hosted && hosted.superlayer === host.node.layer)
  }

  /// AppKit's frames are y-up in a non-flipped superview: the layer tree (y-down) places a
  /// view `superview height − maxY` from the top, and keeps its distance from the bottom when
  /// the superview is resized; a flipped superview's frames are the layers'.
  @Test func framesMapToTheYDownLayerTree() throws {
    try withAppKit {
      let parent = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 100))
      let child = NSView(frame: NSRect(x: 10, y: 20, width: 50, height: 30))
      parent.addSubview(child)
      #expect(child.node.layer.frame == CGRect(x: 10, y: 50, width: 50, height: 30))
      parent.frame = NSRect(x: 0, y: 0, width: 200, height: 150)
      CATransaction.flush()
      #expect(child.node.layer.frame == CGRect(x: 10, y: 100, width: 50, height: 30))
      final class Flipped: NSView { override var isFlipped: Bool { true } }
      let flipped = Flipped(frame: NSRect(x: 0, y: 0, width: 200, height: 100))
      let inner = NSView(frame: NSRect(x: 10, y: 20, width: 50, height: 30))
      flipped.addSubview(inner)
      #expect(inner.node.layer.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
      // Conversions keep each view's own convention.
      #expect(child.convert(NSPoint(x: 0, y: 0), to: parent) == NSPoint(x: 10, y: 20))
      #expect(inner.convert(NSPoint(x: 0, y: 0), to: flipped) == NSPoint(x: 10, y: 50))
    }
  }

  @Test func colorsAndImages() throws {
    let color = NSColor(hue: 1.0 / 3, saturation: 1, brightness: 0.5, alpha: 1)
    #expect(abs(color.greenComponent - 0.5) < 1e-12 && color.redComponent < 1e-12)
    #expect(abs(color.hueComponent - 1.0 / 3) < 1e-12 && color.brightnessComponent == 0.5)
    #expect(NSColor(cgColor: color.cgColor) == color)
    #expect(NSColor.systemBlue.cgColor.components == [0, 122.0 / 255, 1, 1])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("dot@2x.png").path
    try PNGFile.write(RGBAImage(width: 8, height: 4, fill: SIMD4(255, 0, 0, 255)), to: path)
    let image = try #require(NSImage(contentsOfFile: path))
    #expect(image.size == NSSize(width: 4, height: 2))
    #expect(image.cgImage(forProposedRect: nil, context: nil, hints: nil)?.width == 8)
    #expect(
      NSImage(
        cgImage: try #require(image.cgImage(forProposedRect: nil, context: nil, hints: nil)),
        size: .zero
      ).size == NSSize(width: 8, height: 4))
  }

  /// A click reaches the view under it with AppKit's window coordinates (y up); the emitter
  /// shows; a resized window lays the view out.
  @Test func headlessWindowDeliversMouseEventsAndLaysOut() throws {
    try withAppKit {
      let controller = SparkController()
      var appeared = false
      let renderer = try NSWindowRenderer(
        contentViewController: controller, size: NSSize(width: 200, height: 120))
      defer { try? renderer.close() }
      appeared = renderer.window.contentView === controller.view
      #expect(appeared)
      let spark = try #require(controller.view as? SparkView)
      try renderer.headless.advance(
        to: 0.3,
        events: [3: [.pointer(.down, CGPoint(x: 30, y: 40)), .pointer(.up, CGPoint(x: 30, y: 40))]])
      #expect(spark.downs == [NSPoint(x: 30, y: 80)])
      #expect(spark.localDowns == [NSPoint(x: 30, y: 80)])
      let frame = try renderer.image(atTime: 0.5).pixels
      try PNGFile.write(
        frame, to: Repository.root.appendingPathComponent(".build/appkit-sparks.png").path)
      let green = frame.count { $0.y > 150 && $0.x < 120 }
      #expect(green > 50, "green pixels \(green)")
      try renderer.headless.advance(
        to: 0.6, events: [33: [.resize(CGSize(width: 160, height: 100))]])
      #expect(spark.layouts.last == NSSize(width: 160, height: 100))
    }
  }
}

extension AppKitTests {
  /// The window under Xvfb (the window tier).
  @MainActor @Suite(.tags(.window)) struct AppKitWindowTests {
    /// The window host shows an NSView under Xvfb as headless rendering does.
    @Test func windowFrameEqualsTheHeadlessFrame() throws {
      let shot = FileManager.default.temporaryDirectory.appendingPathComponent(
        "appkit-window-\(UUID().uuidString).png")
      defer { try? FileManager.default.removeItem(at: shot) }
      let size = NSSize(width: 200, height: 120)
      try AppKitTests.withAppKit {
        try withVirtualDisplay {
          try NSApplication.run(
            contentViewController: SparkController(), size: size,
            recording: NSRecordedRun(frames: 30, screenshot: shot))
        }
      }
      let window = try PNGFile.read(shot.path)
      let headless = try AppKitTests.withAppKit { () throws -> RGBAImage in
        let renderer = try NSWindowRenderer(contentViewController: SparkController(), size: size)
        defer { try? renderer.close() }
        return try renderer.image(atTime: 0.5).pixels
      }
      // The window is black behind the views, the headless frame clear: compare colours over
      // black (the window's opaque screenshot).
      var opaque = headless
      for index in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[index] = 255 }
      let comparison = ImageComparison(
        actual: window, expected: opaque,
        tolerance: .init(
          channelThreshold: 3, maximumDifferingFraction: 0.0005, maximumMeanDifference: 0.1))
      #expect(comparison.passed, "\(comparison)")
    }
  }
}

extension RGBAImage {
  func count(_ test: (SIMD4<UInt8>) -> Bool) -> Int {
    var count = 0
    for y in 0..<height {
      for x in 0..<width where test(self[x, y]) { count += 1 }
    }
    return count
  }
}
