extension LayerMask {
  /// CALayer's keys a mask draws with: its geometry in the masked layer, its opacity, background
  /// and contents. Reached from a layer as `mask` in scene files and as `mask.KEY` in key paths.
  package static let schema = Schema<LayerMask>(
    "LayerMask", prototype: LayerMask(), childrenKey: nil,
    properties: [
      Property(
        "position", \.position, .point(.finite), unit: "points",
        doc:
          "Where the mask's anchor point sits in the masked layer's space; default: the centre of the masked layer's bounds."
      ),
      Property(
        "bounds", \.bounds, .bounds, unit: "points",
        doc: "The mask's own coordinate space; default: origin 0,0 and the masked layer's size."),
      Property(
        "anchorPoint", \.anchorPoint, .point(.finite), unit: "unit point",
        doc: "The point of the bounds, in unit coordinates, placed at position."),
      Property(
        "transform", \.transform, .transform,
        doc: "A 3D transform applied to the mask about its anchor point."),
      Property(
        "opacity", \.opacity, .number(.unitInterval),
        doc: "Multiplies the mask's alpha."),
      Property(
        "backgroundColor", \.backgroundColor, .color,
        doc: "Fills the mask's bounds (rounded by cornerRadius); its alpha masks."),
      Property(
        "cornerRadius", \.cornerRadius, .number(.nonNegative), unit: "points",
        doc: "Rounds the corners of the mask's background."),
      Property(
        "contents", \.contents, .contents, animatable: false,
        doc:
          "An image drawn over the mask's background, in any form a layer's contents take; its alpha masks.",
        note: "A CAShapeLayer mask is written as the image its path draws. Set live, not animated."),
      Property(
        "contentsGravity", \.contentsGravity, .choice(of: ContentsGravity.self), animatable: false,
        doc: "Where the contents sit in the mask's bounds and how they are scaled."),
      Property(
        "contentsScale", \.contentsScale, .number(.closed(0.01...100)), animatable: false,
        unit: "pixels per point", doc: "How many image pixels make one point of the contents."),
    ])
}

extension LayerMask {
  /// The keys of a `CAEmitterLayer` a mask's particles take (`emitter`), written in the `mask`
  /// object beside its own keys: what is emitted and from where. The mask's other layer keys
  /// (sublayers, border, shadow, animations, timing) are not drawn into a mask.
  package static let emitterKeys: Set<String> = [
    "birthRate", "lifetime", "velocity", "scale", "spin", "seed", "renderMode",
    "preservesDepth", "emitterCells", "emitterBehaviors", "emitterPosition", "emitterZPosition",
    "emitterSize", "emitterDepth", "emitterShape", "emitterMode", "emitterRects",
    "emitterMaskImage", "emitterMaskText", "emitterMaskFont", "emitterMaskBold", "emitterMaskPath",
    "emitterMaskLayer", "emitterMaskScale", "emitterMaskColors", "emitterMaskSweepAngle", "emitterMaskSweepNoise",
  ]

  /// The emitter keys of a mask object's `members`, decoded as a layer (nil without any).
  static func decodeEmitter(
    _ members: [String: JSONValue], at keyPath: String, context: inout SceneDecodingContext
  ) -> EmitterLayer? {
    let emitterMembers = members.filter { emitterKeys.contains($0.key) }
    guard !emitterMembers.isEmpty else { return nil }
    return EmitterLayer(decoding: .object(emitterMembers), at: keyPath, context: &context)
  }

  /// The mask's members in a scene file: its own keys, then its emitter's (`emitterKeys`).
  var encodedMembers: [String: JSONValue] {
    var members = Self.schema.encodedMembers(of: self)
    if case .object(let emitterMembers)? = emitter?.jsonValue {
      for (key, value) in emitterMembers where Self.emitterKeys.contains(key) {
        members[key] = value
      }
    }
    return members
  }
}
