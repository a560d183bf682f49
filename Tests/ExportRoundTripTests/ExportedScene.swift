import EmitterImage
import EmitterModel
import Foundation
import QuartzCore

/// The scene an app holds after running an export, in the two forms the round trip compares: to
/// render (`expected(from:held:)`) and value by value (`comparable`).
enum ExportedScene {
  /// Pixels per point the export draws shapes and emoji at (`IOSCode.drawnContentsScale`).
  static let drawnScale = 3.0

  /// `IOSSceneExpectation` for `scene` on a canvas of its size and background (the view the
  /// round trip makes), with contents as they render: an image file as the scene names it
  /// (`UIImage(named:)` loads that file), shapes and emoji as the bitmaps UIKit drew for them in
  /// `held` (what the export promises is a drawing, not its pixels), a path as nothing (its
  /// image, which the export tells the developer to draw, is not added here), a bitmap as the
  /// scene holds it (written beside the code as PNG and loaded by name).
  static func expected(from scene: Scene, held: Scene) -> Scene {
    var result = IOSSceneExpectation.expected(from: scene)
    result.size = scene.size
    result.backgroundColor = scene.backgroundColor
    for index in result.layers.indices {
      patch(&result.layers[index], original: scene.layers[index], held: held.layers[safe: index])
    }
    let canvas = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    for index in result.layers.indices { fill(&result.layers[index], superlayerBounds: canvas) }
    return result
  }

  /// A layer without a position or bounds is exported as `frame = superlayer.bounds` before its
  /// own keys (`IOSLayerPlan.fillsSuperlayer`): it holds the superlayer's bounds and centre where
  /// the scene gave none.
  private static func fill(_ layer: inout EmitterLayer, superlayerBounds: Rect) {
    if layer.position == nil || layer.bounds == nil {
      let bounds = layer.bounds ?? Rect(
        x: 0, y: 0, width: superlayerBounds.size.width, height: superlayerBounds.size.height)
      layer.position = layer.position ?? Point(
        x: superlayerBounds.size.width / 2, y: superlayerBounds.size.height / 2)
      layer.bounds = bounds
    }
    let own = layer.bounds ?? superlayerBounds
    // A mask without a position or bounds is exported as `frame = layer.bounds` first
    // (`IOSMaskPlan.fillsLayer`).
    if var mask = layer.mask, mask.position == nil || mask.bounds == nil {
      mask.position = mask.position ?? Point(
        x: own.origin.x + own.size.width / 2, y: own.origin.y + own.size.height / 2)
      mask.bounds = mask.bounds ?? Rect(x: 0, y: 0, width: own.size.width, height: own.size.height)
      layer.mask = mask
    }
    for index in layer.sublayers.indices { fill(&layer.sublayers[index], superlayerBounds: own) }
  }

  /// `held` is nil where the classes hold fewer layers or cells than the scene: the comparison
  /// then reports the difference, and image files still resolve as the scene names them.
  /// `superlayer` is the superlayer's expected clock on the scene's time.
  private static func patch(
    _ layer: inout EmitterLayer, original: EmitterLayer, held: EmitterLayer?,
    superlayer: SceneClock? = nil
  ) {
    // The export rewrites a sublayer's timing into its superlayer's time, as iOS reads it
    // (`IOSSceneExpectation`, speed a Float); the classes' scene moves it back onto the scene's
    // clock by the documented rule (docs/SEMANTICS.md, "Timing, as in Core Animation").
    if let superlayer {
      (layer.beginTime, layer.speed, layer.timeOffset) = superlayer.child(
        beginTime: layer.beginTime, speed: layer.speed, timeOffset: layer.timeOffset)
    }
    let clock = SceneClock(
      beginTime: layer.beginTime, speed: layer.speed, timeOffset: layer.timeOffset)
    // Core Animation starts an animation whose beginTime is 0 when it is added: at the layer's
    // time when the view is first shown, not at its time 0 (the export notes where they differ).
    // (A grouped animation's beginTime on the layer's clock is its group's.)
    for index in layer.animations.indices where original.animations[index].layerBeginTime == 0 {
      layer.animations[index].layerBeginTime = clock.localTime(atSceneTime: 0)
    }
    // Two properties of one layer changed together: through locals (a layer's properties are
    // accessors over its storage, `EmitterLayer+Storage`).
    var (contents, contentsScale) = (layer.contents, layer.contentsScale)
    patch(&contents, &contentsScale, original: original.contents, held: held?.contents)
    (layer.contents, layer.contentsScale) = (contents, contentsScale)
    if var mask = layer.mask {
      patch(&mask.contents, &mask.contentsScale, original: original.mask?.contents,
        held: held?.mask?.contents)
      if var emitter = mask.emitter, let originalEmitter = original.mask?.emitter {
        for index in emitter.emitterCells.indices {
          patch(&emitter.emitterCells[index], original: originalEmitter.emitterCells[index],
            held: held?.mask?.emitter?.emitterCells[safe: index])
        }
        mask.emitter = emitter
      }
      layer.mask = mask
    }
    for index in layer.emitterCells.indices {
      patch(&layer.emitterCells[index], original: original.emitterCells[index],
        held: held?.emitterCells[safe: index])
    }
    for index in layer.sublayers.indices {
      patch(&layer.sublayers[index], original: original.sublayers[index],
        held: held?.sublayers[safe: index], superlayer: clock)
    }
  }

  /// A layer's clock on the scene's time: local time `(t - beginTime) × speed + timeOffset`.
  struct SceneClock {
    let beginTime: Double
    let speed: Double
    let timeOffset: Double

    func localTime(atSceneTime t: Double) -> Double { (t - beginTime) * speed + timeOffset }

    /// A sublayer with Core Animation timing (`b`, `s`, `o`, in this layer's time) on the
    /// scene's time: begins at `beginTime + (b - timeOffset) / speed`, runs at `speed × s`.
    func child(beginTime b: Double, speed s: Double, timeOffset o: Double)
      -> (beginTime: Double, speed: Double, timeOffset: Double)
    {
      let parentSpeed = speed == 0 ? 1 : speed
      return (beginTime + (b - timeOffset) / parentSpeed, speed * s, o)
    }
  }

  private static func patch(_ cell: inout EmitterCell, original: EmitterCell, held: EmitterCell?) {
    patch(&cell.contents, &cell.contentsScale, original: original.contents, held: held?.contents)
    for index in cell.emitterCells.indices {
      patch(&cell.emitterCells[index], original: original.emitterCells[index],
        held: held?.emitterCells[safe: index])
    }
  }

  private static func patch(
    _ contents: inout Contents?, _ scale: inout Double, original: Contents?, held: Contents?
  ) {
    switch original {
    case .image?, .bitmap?:
      contents = original
    case .shape?, .emoji?:
      contents = held
      scale = drawnScale
    case .path?:
      contents = nil
    case nil:
      break
    }
  }

  /// `scene` with every contents written as what it shows, so two scenes compare by value: an
  /// image file or a bitmap as `pixels WxH #checksum` of its premultiplied pixels (an image file
  /// decoded as `UIImage(named:)` decodes it); and an animation added without a key unnamed, as
  /// the code that added it left it (the classes run it under a hidden key,
  /// `CALayer.anonymousAnimationKeyPrefix`, to remove it by).
  static func comparable(_ scene: Scene) throws -> Scene {
    var scene = scene
    for index in scene.layers.indices { try describe(&scene.layers[index]) }
    return scene
  }

  private static func describe(_ layer: inout EmitterLayer) throws {
    for index in layer.animations.indices
    where layer.animations[index].key?.hasPrefix(CALayer.anonymousAnimationKeyPrefix) == true {
      layer.animations[index].key = nil
    }
    layer.contents = try layer.contents.map(describe)
    if var mask = layer.mask {
      mask.contents = try mask.contents.map(describe)
      if var emitter = mask.emitter {
        for index in emitter.emitterCells.indices { try describe(&emitter.emitterCells[index]) }
        mask.emitter = emitter
      }
      layer.mask = mask
    }
    for index in layer.emitterCells.indices { try describe(&layer.emitterCells[index]) }
    for index in layer.sublayers.indices { try describe(&layer.sublayers[index]) }
  }

  private static func describe(_ cell: inout EmitterCell) throws {
    cell.contents = try cell.contents.map(describe)
    for index in cell.emitterCells.indices { try describe(&cell.emitterCells[index]) }
  }

  private static func describe(_ contents: Contents) throws -> Contents {
    let image: RGBAImage
    switch contents {
    case .image(let path):
      image = try PNGFile.read(path)
    case .bitmap(let bitmap):
      image = RGBAImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    default:
      return contents
    }
    // FNV-1a: enough to tell two images apart in a message, and equal for equal pixels.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in image.pixels { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return .image(path: "pixels \(image.width)x\(image.height) #\(String(hash, radix: 16))")
  }

  /// The first line where two texts differ, with a line of context, for a failure message.
  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.components(separatedBy: "\n")
    let e = expected.components(separatedBy: "\n")
    let common = min(a.count, e.count)
    guard
      let line = (0..<common).first(where: { a[$0] != e[$0] })
        ?? (a.count != e.count ? common : nil)
    else { return "(no difference)" }
    let before = line > 0 ? a[line - 1] + "\n" : ""
    return "line \(line + 1):\n\(before)- held:     \(line < a.count ? a[line] : "(end)")\n"
      + "- expected: \(line < e.count ? e[line] : "(end)")"
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
