import EmitterExport
import EmitterModel

/// What an app holds after running the exported code for `scene`, as a scene: the scene with
/// every value QuartzCore declares `Float` rounded to the nearest Float and read back as the
/// decimal it prints as (what EmitterKit's QuartzCore keeps: the literal is exact, the property
/// is single precision, `Double(decimal:)`), and what iOS cannot hold
/// taken away (EmitterKit-only scene settings and keys, behaviour types iOS lacks, a cell
/// duration of 0, emission events, recorded live changes).
///
/// Contents come back as the app sees them: an image by the name `UIImage(named:)` loads, a
/// square as the filled box it is drawn as (a rectangle), drawn contents without the
/// `contentsScale` EmitterKit ignores for them, a path or a bitmap as the image the app is told
/// to add (a bitmap by the name the export gave it).
enum IOSSceneExpectation {
  static func expected(from scene: Scene) -> Scene {
    let names = Dictionary(
      IOSExportPlan(scene: scene).bitmaps.map { ($0.bitmap, $0.name) },
      uniquingKeysWith: { a, _ in a })
    var result = Scene()
    result.layers = scene.layers.map { layer($0, superlayer: nil, bitmapNames: names) }
    return result
  }

  /// Keys the export has no iOS row for come back at their defaults (the export lists them as
  /// `not on iOS`), so a key added to the model later keeps this expectation true.
  private static func unmapped<Root>(
    _ root: inout Root, _ schema: Schema<Root>, table: [String: IOSKey], handled: Set<String>
  ) {
    for property in schema.properties
    where table[property.name] == nil && !handled.contains(property.name) {
      property.setValue(property.defaultValue, in: &root)
    }
  }

  private static func rounded<Root>(
    _ root: inout Root, _ schema: Schema<Root>, floatKeys: Set<String>
  ) {
    for property in schema.properties where floatKeys.contains(property.name) {
      if case .number(let value) = property.value(in: root) {
        property.setValue(.number(floatDecimal(value)), in: &root)
      }
    }
  }

  /// A sublayer's clock runs in its superlayer's time on iOS: the export rewrites its timing
  /// (`IOSExportPlan.sublayerTiming`), and that is what the app holds.
  private static func layer(
    _ original: EmitterLayer, superlayer: EmitterLayer?, bitmapNames: [ContentsBitmap: String]
  ) -> EmitterLayer {
    var layer = original
    if let superlayer {
      (layer.beginTime, layer.speed, layer.timeOffset) = IOSExportPlan.sublayerTiming(
        of: layer, in: superlayer)
    }
    unmapped(&layer, EmitterLayer.schema, table: IOSKey.layer, handled: ["beginTime"])
    rounded(&layer, EmitterLayer.schema, floatKeys: IOSKey.floatKeys(of: IOSKey.layer))
    // A layer's contents come back as a cell's do.
    switch layer.contents {
    case .image(let path)?:
      layer.contents = .image(path: IOSExportPlan.imageName(path))
    case .shape(let shape, let size)?:
      layer.contents = .shape(shape == .square ? .rectangle : shape, size: size)
    case .path?:
      layer.contents = .image(path: IOSExportPlan.pathImageName(cellName: layer.name))
    case .bitmap(let bitmap)?:
      layer.contents = .image(path: bitmapNames[bitmap] ?? "")
    case .emoji?, nil:
      break
    }
    layer.emitterBehaviors.removeAll { !IOSKey.behaviorTypes.contains($0.type.rawValue) }
    // The mask shape is EmitterKit's own: the export notes it and leaves iOS's default point.
    if layer.emitterShape == .mask { layer.emitterShape = .point }
    layer.sublayers = original.sublayers.map {
      Self.layer($0, superlayer: original, bitmapNames: bitmapNames)
    }
    // A mask's emitter is exported as a CAEmitterLayer planned as a sublayer is; the classes
    // keep only its emitter keys and cells.
    if let emitter = original.mask?.emitter {
      layer.mask?.emitter = LayerMask.emitterPart(
        of: Self.layer(emitter, superlayer: original, bitmapNames: bitmapNames))
    }
    layer.emitterCells = layer.emitterCells.map { cell($0, bitmapNames: bitmapNames) }
    layer.animations = layer.animations.map(animation)
    layer.emissionEvents = []
    layer.events = []
    return layer
  }

  private static func cell(_ cell: EmitterCell, bitmapNames: [ContentsBitmap: String])
    -> EmitterCell
  {
    var cell = cell
    unmapped(&cell, EmitterCell.schema, table: IOSKey.cell, handled: [])
    rounded(&cell, EmitterCell.schema, floatKeys: IOSKey.floatKeys(of: IOSKey.cell))
    if cell.timing.duration == 0 { cell.timing.duration = .infinity }  // not written: a note
    switch cell.contents {
    case .image(let path)?:
      cell.contents = .image(path: IOSExportPlan.imageName(path))
    case .shape(let shape, let size)?:
      cell.contents = .shape(shape == .square ? .rectangle : shape, size: size)
      cell.contentsScale = 1
    case .emoji?:
      cell.contentsScale = 1
    case .path?:
      cell.contents = .image(path: IOSExportPlan.pathImageName(cellName: cell.name))
    case .bitmap(let bitmap)?:
      cell.contents = .image(path: bitmapNames[bitmap] ?? "")
    case nil:
      break
    }
    cell.emitterCells = cell.emitterCells.map { Self.cell($0, bitmapNames: bitmapNames) }
    return cell
  }

  private static func animation(_ animation: PropertyAnimation) -> PropertyAnimation {
    var animation = animation
    unmapped(
      &animation, PropertyAnimation.schema, table: IOSKey.animation, handled: ["keyPath", "key"])
    rounded(&animation, PropertyAnimation.schema, floatKeys: IOSKey.floatKeys(of: IOSKey.animation))
    // The group is written as a CAAnimationGroup with the same CAMediaTiming keys.
    if var group = animation.group {
      rounded(&group, PropertyAnimation.Group.schema, floatKeys: IOSKey.floatKeys(of: IOSKey.animation))
      animation.group = group
    }
    // CAMediaTimingFunction's control points are Floats, named functions included.
    func single(_ function: MediaTimingFunction) -> MediaTimingFunction {
      let points = function.controlPointComponents.map(floatDecimal)
      return MediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
    }
    // Core Animation's nil timing function is linear; the export leaves it unset.
    if animation.timingFunction != .linear {
      animation.timingFunction = single(animation.timingFunction)
    }
    animation.timingFunctions = animation.timingFunctions.map(single)
    return animation
  }
}

/// `value` as a `Float` property holds it: the nearest Float, as the decimal it prints as.
func floatDecimal(_ value: Double) -> Double {
  let single = Float(value)
  return single.isFinite ? Double(single.description) ?? Double(single) : Double(single)
}
