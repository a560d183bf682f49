import EmitterModel

/// One value in generated code, by the iOS type it is written as. The printers turn each into
/// Swift or Objective-C; numbers keep every bit of the scene's Double (`IOSNumberLiteral`).
indirect enum IOSValue: Hashable, Sendable {
  /// A `Float` property (CAEmitterCell's `birthRate`, CALayer's `opacity`).
  case float(Double)
  /// A `CGFloat` property.
  case cgFloat(Double)
  /// A `Double` / `CFTimeInterval` property.
  case double(Double)
  case uint32(UInt32)
  case bool(Bool)
  case string(String)
  /// A Core Animation string constant: its Swift expression and its Objective-C name.
  case constant(swift: String, objc: String)
  case point(Point)
  case size(Size)
  case rect(Rect)
  /// A `CGColor`.
  case color(Color)
  /// An object for `Any` (`setValue(_:forKey:)`, an animation's values): an `NSNumber`.
  case number(Double)
  /// A behaviour's `CAPoint3D` force, as the `[x, y, z]` array public code passes.
  case vector(Vector3)
  /// An array of values (numbers, colours, points, cells, behaviours).
  case list([IOSValue])
  /// `[NSNumber]` (an animation's `keyTimes`).
  case numberList([Double])
  case timingFunction(MediaTimingFunction)
  /// Contents: an image by name, or one the generated helpers draw.
  case image(IOSImage)
  /// A variable the code made earlier (a cell, a behaviour).
  case variable(String)
  /// A value where the property is an object (`Any?` / `id`): an animation's `fromValue`.
  case object(IOSValue)
  /// Layer `beginTime`: `now` (`CACurrentMediaTime()` when the function runs) plus seconds.
  case sinceNow(Double)
  /// A `CATransform3D`: one `CATransform3DMake…` call, or (`variable` set) a variable the code
  /// builds on the lines before the statement that uses it. As an object, an NSValue.
  case transform(IOSTransform, variable: String?)
  /// A struct (a CGRect) wrapped in an NSValue, written out as such: the elements of a private
  /// key's array (`emitterRects`), where no property type bridges it.
  case nsValue(IOSValue)
}

/// A cell's contents in generated code.
enum IOSImage: Hashable, Sendable {
  /// `UIImage(named:)`: an image the app ships.
  case named(String)
  /// A white shape drawn by the generated helper with UIGraphicsImageRenderer.
  case shape(ContentsShape, Size)
  /// An emoji drawn by the generated helper, `size` its font size in points.
  case emoji(String, size: Double)
}

/// Where a value goes: a declared property, or a key for `setValue(_:forKey:)` (the private
/// keys: CAEmitterCell's `particleType`, `mass`, …; every CAEmitterBehavior key).
package enum IOSTarget: Hashable, Sendable {
  case property(swift: String, objc: String)
  case key(String)
}

/// `target = value` on one object, with an optional trailing comment.
struct IOSAssignment: Hashable, Sendable {
  package var target: IOSTarget
  package var value: IOSValue
}

/// An object the code makes, and the assignments on it.
package struct IOSObject: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case layer
    case cell
    case behavior(type: String)
    case basicAnimation(keyPath: String)
    case keyframeAnimation(keyPath: String)
    /// A CAAnimationGroup: its timing in `assignments`, its animations in `groupedAnimations`.
    case animationGroup
  }
  package var variable: String
  package var kind: Kind
  /// A comment above its creation (which cell or behaviour of the scene it is).
  package var comment: String
  var assignments: [IOSAssignment] = []
  /// `// not on iOS:` lines written after its assignments.
  package var notOnIOS: [String] = []
  /// A group's animations, each made before the group lists them.
  package var groupedAnimations: [IOSObject] = []
}

/// One layer's code: cells children first (each is complete before its parent lists it),
/// behaviours, the layer, then its animations with the keys they are added under, then its
/// sublayers, each added to it in array order.
package struct IOSLayerPlan: Sendable {
  package var layer: IOSObject
  package var cells: [IOSObject] = []
  package var behaviors: [IOSObject] = []
  package var animations: [(object: IOSObject, key: String?)] = []
  /// A CAEmitterLayer, or a plain CALayer (a sublayer without cells, behaviours, emission or
  /// CAEmitterLayer keys). Top-level layers are always emitter layers: the function returns them.
  var isEmitter = true
  /// Its frame is its superlayer's bounds before its own `bounds`/`position` (one of them is
  /// not set): EmitterKit's default geometry, the layer filling its superlayer.
  var fillsSuperlayer = true
  package var sublayers: [IOSLayerPlan] = []
  /// The layer's mask, assigned to its `mask`; nil without one.
  package var mask: IOSMaskPlan?
}

/// A layer's mask: a plain CALayer, or, when it emits, a CAEmitterLayer with its cells
/// (children first) and behaviours, made before it as a layer's are.
package struct IOSMaskPlan: Sendable {
  package var layer: IOSObject
  package var cells: [IOSObject] = []
  package var behaviors: [IOSObject] = []
  /// A CAEmitterLayer (it emits), or a plain CALayer.
  var isEmitter = false
  /// Its frame is the masked layer's bounds before its own keys (EmitterKit's default geometry
  /// for a mask).
  var fillsLayer = true
}

/// A comment line that stays one comment whatever scene text it quotes (names, paths, file
/// names): line breaks and other control characters become spaces, and a trailing backslash,
/// which would splice the next line into an Objective-C comment, is followed by a full stop.
func commentSafe(_ line: String) -> String {
  guard line.drop(while: { $0 == " " }).hasPrefix("//") else { return line }
  var scalars = String.UnicodeScalarView()
  for scalar in line.unicodeScalars {
    let isBreak =
      scalar.properties.generalCategory == .control
      || scalar.properties.generalCategory == .lineSeparator
      || scalar.properties.generalCategory == .paragraphSeparator
    scalars.append(isBreak ? " " : scalar)
  }
  let safe = String(scalars)
  return safe.hasSuffix("\\") ? safe + "." : safe
}
