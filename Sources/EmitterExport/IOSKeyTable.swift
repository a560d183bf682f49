import EmitterModel

/// How each scene-file key is written on iOS: the property's type there, its Swift and
/// Objective-C names, and whether it is a private key set with `setValue(_:forKey:)`.
///
/// A schema row missing from these tables has no iOS equivalent: the export writes it as a
/// `// not on iOS:` comment, so a key added to the model later is reported, never dropped.
/// Types are those of QuartzCore's headers (CAEmitterLayer.h, CAEmitterCell.h, CAMediaTiming.h,
/// CAAnimation.h); the private cell keys are those of CAEmitterCell's private interface
/// (`particleType`, `orientation…`, `rotation…`, `mass…`, the sprite-sheet `contentsFrame…`
/// keys), which iOS apps reach through KVC.
package struct IOSKey: Sendable {
  package enum Kind: Sendable {
    case float, cgFloat, double, uint32, bool, string, point, size, rect, color, contents
    /// A `CATransform3D` (`transform`, `sublayerTransform`).
    case transform
    /// `[NSValue]` of CGRects (CAEmitterLayer's private `emitterRects`).
    case rects
    /// A Core Animation string constant of the Swift type named (`CAEmitterLayerEmitterShape`),
    /// its Objective-C names prefixed by `objcPrefix` (`kCAEmitterLayer` + `Point`).
    case constant(swiftType: String, objcPrefix: String)
    /// A `CALayerContentsFilter` stored as a `String` (CAEmitterCell's filters).
    case filter
    case timingFunction, timingFunctions, calculationMode
    /// `[NSNumber]` (`keyTimes`, and the cubic modes' `tensionValues`, `continuityValues`,
    /// `biasValues`).
    case numbers
  }

  package var kind: Kind
  package var target: IOSTarget

  init(_ kind: Kind, swift: String? = nil, objc: String? = nil, name: String) {
    self.kind = kind
    target = .property(swift: swift ?? name, objc: objc ?? name)
  }

  init(privateKey name: String, _ kind: Kind) {
    self.kind = kind
    target = .key(name)
  }
}

extension IOSKey {
  private static func table(_ rows: [(String, IOSKey.Kind)], renamed: [String: String] = [:])
    -> [String: IOSKey]
  {
    Dictionary(
      uniqueKeysWithValues: rows.map { name, kind in
        (name, IOSKey(kind, swift: renamed[name], name: name))
      })
  }

  private static let fillMode = Kind.constant(
    swiftType: "CAMediaTimingFillMode", objcPrefix: "kCAFillMode")

  /// CAEmitterLayer and the CALayer properties a scene sets. `beginTime` is written by the
  /// plan itself (relative to `CACurrentMediaTime()`).
  package static let layer: [String: IOSKey] = table(
    [
      ("name", .string), ("birthRate", .float), ("lifetime", .float), ("velocity", .float),
      ("scale", .float), ("spin", .float), ("emitterPosition", .point),
      ("emitterZPosition", .cgFloat), ("emitterSize", .size), ("emitterDepth", .cgFloat),
      (
        "emitterShape",
        .constant(swiftType: "CAEmitterLayerEmitterShape", objcPrefix: "kCAEmitterLayer")
      ),
      (
        "emitterMode",
        .constant(swiftType: "CAEmitterLayerEmitterMode", objcPrefix: "kCAEmitterLayer")
      ),
      (
        "renderMode",
        .constant(swiftType: "CAEmitterLayerRenderMode", objcPrefix: "kCAEmitterLayer")
      ),
      ("preservesDepth", .bool), ("opacity", .float), ("seed", .uint32), ("speed", .float),
      ("timeOffset", .double), ("duration", .double), ("repeatCount", .float),
      ("repeatDuration", .double), ("autoreverses", .bool), ("fillMode", fillMode),
      ("backgroundColor", .color), ("cornerRadius", .cgFloat),
      ("borderWidth", .cgFloat), ("borderColor", .color), ("masksToBounds", .bool),
      ("shadowColor", .color), ("shadowOpacity", .float), ("shadowRadius", .cgFloat),
      ("shadowOffset", .size), ("contents", .contents),
      ("contentsGravity", .constant(swiftType: "CALayerContentsGravity", objcPrefix: "kCAGravity")),
      ("contentsScale", .cgFloat), ("contentsRect", .rect), ("contentsCenter", .rect),
      // CALayer geometry; a layer without `bounds` or `position` gets its superlayer's bounds as
      // its frame first (the plan writes that line).
      ("position", .point), ("bounds", .rect), ("anchorPoint", .point), ("zPosition", .cgFloat),
      ("transform", .transform), ("sublayerTransform", .transform), ("hidden", .bool),
      ("doubleSided", .bool),
    ], renamed: ["hidden": "isHidden", "doubleSided": "isDoubleSided"]
  ).merging([("emitterRects", IOSKey(privateKey: "emitterRects", .rects))]) { a, _ in a }

  /// The layer keys only a CAEmitterLayer has: a sublayer that sets none of them (and has no
  /// cells, behaviours or emission) is written as a plain CALayer.
  static let emitterLayerOnly: Set<String> = [
    "birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterZPosition",
    "emitterSize", "emitterDepth", "emitterShape", "emitterMode", "emitterRects", "renderMode",
    "preservesDepth", "seed", "emitterCells", "emitterBehaviors",
  ]

  /// CAEmitterCell, its CAMediaTiming properties and its private keys.
  package static let cell: [String: IOSKey] = table(
    [
      ("name", .string), ("enabled", .bool), ("birthRate", .float), ("lifetime", .float),
      ("lifetimeRange", .float), ("emissionLatitude", .cgFloat), ("emissionLongitude", .cgFloat),
      ("emissionRange", .cgFloat), ("velocity", .cgFloat), ("velocityRange", .cgFloat),
      ("xAcceleration", .cgFloat), ("yAcceleration", .cgFloat), ("zAcceleration", .cgFloat),
      ("scale", .cgFloat), ("scaleRange", .cgFloat), ("scaleSpeed", .cgFloat), ("spin", .cgFloat),
      ("spinRange", .cgFloat), ("color", .color), ("redRange", .float), ("greenRange", .float),
      ("blueRange", .float), ("alphaRange", .float), ("redSpeed", .float), ("greenSpeed", .float),
      ("blueSpeed", .float), ("alphaSpeed", .float), ("contents", .contents),
      ("contentsRect", .rect), ("contentsScale", .cgFloat), ("minificationFilter", .filter),
      ("magnificationFilter", .filter), ("minificationFilterBias", .float),
      ("beginTime", .double), ("duration", .double), ("speed", .float), ("timeOffset", .double),
      ("repeatCount", .float), ("repeatDuration", .double), ("autoreverses", .bool),
      ("fillMode", fillMode),
    ], renamed: ["enabled": "isEnabled"]
  ).merging(
    ([
      ("particleType", .string), ("orientationLongitude", .double),
      ("orientationLatitude", .double), ("orientationRange", .double), ("rotation", .double),
      ("rotationRange", .double), ("mass", .float), ("massRange", .float),
      // Sprite sheets (CAEmitterCell's private interface declares them; docs/SEMANTICS.md,
      // Flipbooks). `contentsFrameMode` is not here: Apple's mode strings are not public.
      ("contentsFrameCount", .uint32), ("contentsFramesPerRow", .uint32),
      ("contentsFramesPerSecond", .double),
    ] as [(String, IOSKey.Kind)]).map { ($0.0, IOSKey(privateKey: $0.0, $0.1)) }
  ) { a, _ in a }

  /// CAAnimation, CAPropertyAnimation, CABasicAnimation and CAKeyframeAnimation. `keyPath`,
  /// `key` and the values are written by the plan.
  package static let animation: [String: IOSKey] = table(
    [
      ("keyTimes", .numbers), ("tensionValues", .numbers), ("continuityValues", .numbers),
      ("biasValues", .numbers), ("timingFunction", .timingFunction),
      ("timingFunctions", .timingFunctions), ("calculationMode", .calculationMode),
      ("beginTime", .double), ("duration", .double), ("speed", .float), ("timeOffset", .double),
      ("repeatCount", .float), ("repeatDuration", .double), ("autoreverses", .bool),
      ("fillMode", fillMode), ("removedOnCompletion", .bool), ("additive", .bool),
      ("cumulative", .bool),
    ],
    renamed: [
      "removedOnCompletion": "isRemovedOnCompletion", "additive": "isAdditive",
      "cumulative": "isCumulative",
    ])

  /// `+[CAEmitterBehavior behaviorTypes]` on iOS (CAEmitterBehavior.h lists all but
  /// `simpleAttractor`, which the runtime's list adds). A scene behaviour of another type (one
  /// EmitterKit adds) becomes a `not on iOS` note rather than a call iOS would refuse.
  package static let behaviorTypes: Set<String> = [
    "wave", "drag", "alignToMotion", "valueOverLife", "colorOverLife", "light", "attractor",
    "simpleAttractor",
  ]

  /// The scene-file keys whose iOS property is a `Float` (the values iOS rounds to single
  /// precision), by owner: what the round-trip tests expect to come back rounded.
  package static func floatKeys(of table: [String: IOSKey]) -> Set<String> {
    Set(table.compactMap { name, key in if case .float = key.kind { name } else { nil } })
  }
}
