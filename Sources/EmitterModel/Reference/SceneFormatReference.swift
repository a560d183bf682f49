/// The scene-file format as data: every type a scene file holds and every key of each, read from
/// the same `Schema` tables the decoder uses, so docs/SCENE-FORMAT.md and docs/scene.schema.json
/// (both generated from this) cannot drift from what loading accepts.
package enum SceneFormatReference {
  /// Whether, and how, a running layer may change a property (docs/SEMANTICS.md, "Live changes").
  package enum LiveChange: String, Sendable {
    /// Set by a live change or driven by an animation (`EmitterLayer` numbers, colours, …).
    case setOrAnimate = "set, animate"
    /// Set by a live change, and by a discrete keyframe animation (`liveDiscreteProperties`).
    case setDiscrete = "set, discrete animation"
    /// Set by a live change only (`liveSetOnlyProperties`).
    case setOnly = "set"
    /// Fixed once the layer runs (timing, seeds, names, types).
    case fixed = "no"
  }

  /// One key of one type, with everything the reference says about it.
  package struct Row: Sendable {
    package var name: String
    /// The accepted values; nil for keys whose value has a schema of its own (children).
    package var kind: ValueKind?
    /// The default as JSON, or nil when there is none (required keys, children).
    package var defaultValue: JSONValue?
    package var unit: String?
    package var doc: String
    package var note: String?
    package var isAnimatable: Bool
    /// Nil where live changes do not apply (the scene, animations, events).
    package var live: LiveChange?
    /// The value's JSON Schema when `kind` does not say it (children, nested objects).
    var valueSchema: JSONValue?
  }

  /// A scene-file object type: a section of the reference and a definition of the schema.
  package struct Section: Sendable {
    /// The definition name (`EmitterCell`, `EmitterBehavior.wave`).
    package var id: String
    package var title: String
    var intro: String
    package var rows: [Row]
    /// Keys that must be present.
    package var required: [String] = []
  }

  /// Every section, in the order of the reference: scene, layer, cell, behaviours, animation,
  /// emission events, live-change events.
  package static var sections: [Section] {
    [sceneSection, layerSection, maskSection, cellSection] + behaviorSections + [
      animationSection, animationGroupSection,
    ]
      + emissionEventSections + LayerChange.referenceSections
  }

  /// The rows of a schema table; `live` says whether animations and live changes apply (a
  /// layer's, cell's or behaviour's keys; not the scene's, an animation's or an event's).
  static func rows<Root>(of schema: Schema<Root>, live: Bool) -> [Row] {
    schema.properties.map { property in
      Row(
        name: property.name, kind: property.kind,
        defaultValue: property.defaultValue == .unset ? nil : property.defaultValue.jsonValue,
        unit: property.unit, doc: property.doc ?? "", note: property.note,
        isAnimatable: live && property.isAnimatable,
        live: live
          ? liveChange(
            of: property.name, animatable: property.isAnimatable,
            ofLayer: Root.self == EmitterLayer.self)
          : nil)
    }
  }

  /// The rule `EmitterLayer.liveProperty(atKeyPath:)` applies, by the property's name (and,
  /// for a layer's own timing keys, whose cell namesakes are fixed, its owner).
  static func liveChange(of name: String, animatable: Bool, ofLayer: Bool = false) -> LiveChange {
    if animatable { return .setOrAnimate }
    if ofLayer, EmitterLayer.timelineFoldKeys.contains(name) { return .setOnly }
    if EmitterLayer.liveDiscreteProperties.contains(name) { return .setDiscrete }
    if EmitterLayer.liveSetOnlyProperties.contains(name) { return .setOnly }
    return .fixed
  }

  /// A key whose value has its own schema: a list of another type, or a free-form value.
  static func nestedRow(_ name: String, doc: String, schema: JSONValue) -> Row {
    Row(
      name: name, kind: nil, defaultValue: nil, unit: nil, doc: doc, note: nil,
      isAnimatable: false, live: nil, valueSchema: schema)
  }

  static func listOf(_ definition: String) -> JSONValue {
    .object(["type": .string("array"), "items": reference(definition)])
  }

  static func reference(_ definition: String) -> JSONValue {
    .object(["$ref": .string("#/definitions/" + definition)])
  }

  static var sceneSection: Section {
    Section(
      id: "Scene", title: "Scene",
      intro: "The top level of a scene file: the canvas, its layers drawn in order, and the"
        + " canvas's live changes.",
      rows: [
        nestedRow(
          Scene.schemaReferenceKey,
          doc: "Path or URL of this JSON Schema, so editors complete and check the file. Loading"
            + " ignores it and saving does not write it.",
          schema: .object(["type": .string("string")]))
      ] + rows(of: Scene.schema, live: false)
        + [
          nestedRow(
            "layers", doc: "The emitter layers, back to front.", schema: listOf("EmitterLayer")),
          nestedRow(
            "events",
            doc: "Live changes of the canvas at given scene times: top-level layers inserted and"
              + " removed (`insertSublayer`, `removeSublayer`) and layers' clocks set"
              + " (`setTiming`): a recording of a running system.",
            schema: listOf("CanvasChange")),
        ])
  }

  static var layerSection: Section {
    Section(
      id: "EmitterLayer", title: "EmitterLayer",
      intro: "CAEmitterLayer: where particles start and the multipliers applied to every cell,"
        + " plus CALayer's opacity, geometry (position, bounds, anchorPoint, transform, …),"
        + " sublayers and timing. A layer without cells is a plain layer.",
      rows: rows(of: EmitterLayer.schema, live: true) + [
        Row(
          name: "frame", kind: .bounds, defaultValue: nil, unit: "points",
          doc: "The layer's rectangle in its superlayer: sets bounds.size and position through"
            + " anchorPoint (position = origin + anchorPoint × size), as CALayer's frame does;"
            + " written back as those two.",
          note: "Not with position or bounds in the same layer, nor with a transform (CA's frame"
            + " is undefined then); set live as frame, frame.origin(.x|.y) or"
            + " frame.size(.width|.height); not animatable (animate position and bounds).",
          isAnimatable: false, live: .setOnly),
        nestedRow("emitterCells", doc: "The cells the layer emits.", schema: listOf("EmitterCell")),
        nestedRow(
          "emitterBehaviors",
          doc:
            "Behaviours applied to every particle of the layer, in order; a running layer changes"
            + " them through `insertBehavior`, `removeBehavior` and `setBehaviors` events.",
          schema: listOf("EmitterBehavior")),
        nestedRow(
          "animations",
          doc: "Animations of the layer's, its cells' and its behaviours' key paths; a running"
            + " layer adds and removes them through `addAnimation` and `removeAnimation` events.",
          schema: listOf("PropertyAnimation")),
        nestedRow(
          "emissionEvents", doc: "Scripted bursts and stops on the layer's clock.",
          schema: listOf("EmissionEvent")),
        nestedRow(
          "events",
          doc: "Live changes (set, add or remove animations and behaviours) at given"
            + " times: a recording of a running layer.", schema: listOf("LayerChange")),
        nestedRow(
          "sublayers",
          doc: "Layers inside this one, in its space (after its sublayerTransform): drawn over"
            + " its own particles by zPosition, then in array order.",
          schema: listOf("EmitterLayer")),
        nestedRow(
          "mask",
          doc: "A layer whose alpha masks everything this layer draws, its sublayers included"
            + " (CALayer's mask); its keys, their geometry sub-paths as a layer's"
            + " (mask.position.x, mask.transform.rotation.z), and a mask's emitter keys"
            + " (mask.birthRate, mask.emitterCells.NAME.KEY), are reached as mask.KEY in key"
            + " paths, and a running"
            + " layer loses it, with its particles, when the key path mask is set to null (a set"
            + " event).",
          schema: reference("LayerMask")),
      ])
  }

  static var maskSection: Section {
    Section(
      id: "LayerMask", title: "LayerMask",
      intro: "CALayer's mask: a layer outside the tree, placed by its own geometry in the masked"
        + " layer's space, whose background (rounded by cornerRadius) and contents, at its"
        + " opacity, give the alpha that multiplies the masked layer and its subtree. An empty"
        + " object is a mask that draws nothing: it masks everything out. A CAEmitterLayer mask"
        + " also takes the emitter keys below (emitterCells and all): its particles are"
        + " simulated as any layer's and drawn into the mask, over its background and contents,"
        + " every frame, and its emitter keys and its cells' keys are set and animated live as"
        + " mask.KEY (mask.emitterCells.NAME.KEY) on the masked layer, as a layer's own are.",
      rows: rows(of: LayerMask.schema, live: true)
        + rows(of: EmitterLayer.schema, live: true).filter {
          LayerMask.emitterKeys.contains($0.name)
        } + [
          nestedRow(
            "emitterCells",
            doc: "The cells the mask emits: their particles' alpha is part of the mask's.",
            schema: listOf("EmitterCell")),
          nestedRow(
            "emitterBehaviors", doc: "Behaviours applied to every particle of the mask.",
            schema: listOf("EmitterBehavior")),
        ])
  }

  static var cellSection: Section {
    Section(
      id: "EmitterCell", title: "EmitterCell",
      intro: "CAEmitterCell: what each particle looks like and how it moves, plus CAMediaTiming's"
        + " keys, written flat on the cell as Apple's API has them.",
      rows: rows(of: EmitterCell.schema, live: true) + [
        nestedRow(
          "emitterCells",
          doc: "Sub-cells: each particle of this cell emits them from its own position.",
          schema: listOf("EmitterCell")),
        nestedRow(
          "emitterBehaviors",
          doc:
            "Behaviours of this cell's particles only, applied after the layer's (a private"
            + " Core Animation key); sub-cells do not inherit them.",
          schema: listOf("EmitterBehavior")),
      ])
  }

  static var behaviorSections: [Section] {
    BehaviorType.allCases.map { type in
      Section(
        id: "EmitterBehavior." + type.rawValue, title: "EmitterBehavior `\(type.rawValue)`",
        intro: BehaviorType.emitterKitOwn.contains(type)
          ? "EmitterKit's own behaviour type `\(type.rawValue)` (an extension: Core Animation has no"
            + " such type; the iOS export writes a note in its place): the keys this type reads."
          : "CAEmitterBehavior of type `\(type.rawValue)`: the keys this type reads.",
        rows: rows(of: EmitterBehavior.schema(for: type), live: true), required: ["type"])
    }
  }

  static var animationSection: Section {
    let valueSchema: JSONValue = .object([:])
    return Section(
      id: "PropertyAnimation", title: "PropertyAnimation",
      intro: "CABasicAnimation (fromValue/toValue/byValue) or CAKeyframeAnimation (values): the"
        + " value keys take the form of the property `keyPath` names.",
      rows: rows(of: PropertyAnimation.schema, live: false) + [
        nestedRow(
          "fromValue", doc: "Start value, in the animated property's form.", schema: valueSchema),
        nestedRow(
          "toValue", doc: "End value, in the animated property's form.", schema: valueSchema),
        nestedRow(
          "byValue", doc: "Change relative to the start, in the animated property's form.",
          schema: valueSchema),
        nestedRow(
          "values", doc: "Keyframe values, each in the animated property's form.",
          schema: .object(["type": .string("array")])),
        nestedRow(
          "group",
          doc: "The repeating or reversing CAAnimationGroup the animation plays in; its own"
            + " timing keys are then in the group's time, which starts again at each of the"
            + " group's repetitions.",
          schema: reference("AnimationGroup")),
      ], required: ["keyPath"])
  }

  static var animationGroupSection: Section {
    Section(
      id: "AnimationGroup", title: "AnimationGroup",
      intro: "CAAnimationGroup's timing around one animation: the group's clock runs on the"
        + " layer's, and the animation's runs on the group's time within its current"
        + " repetition (counting back in an autoreversing group's second half).",
      rows: rows(of: PropertyAnimation.Group.schema, live: false))
  }

  static var emissionEventSections: [Section] {
    EmissionEventType.allCases.map { type in
      Section(
        id: "EmissionEvent." + type.rawValue, title: "EmissionEvent `\(type.rawValue)`",
        intro: "An element of a layer's `emissionEvents` of type `\(type.rawValue)`.",
        rows: rows(of: EmissionEvent.schema(for: type), live: false), required: ["type"])
    }
  }
}
