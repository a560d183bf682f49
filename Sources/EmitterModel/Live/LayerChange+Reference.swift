/// The live-change events (a layer's `events`) for the generated reference. Their keys are the
/// decoder's own (`LayerChange.keys(ofType:)`); this adds what each key holds and means, and a
/// test checks every decoded key has an entry here.
extension LayerChange {
  /// What each key of an event holds: its JSON Schema and a sentence.
  static let keyReference: [String: (schema: JSONValue, doc: String)] = [
    "keyPath": (
      .object(["type": .string("string")]),
      "The property to set: a layer key (`emitterPosition`), `emitterCells.NAME.KEY` or"
        + " `emitterBehaviors.NAME.KEY`."
    ),
    "value": (
      .object([:]),
      "The new value, in the form of the property `keyPath` names; an image's path (`contents`,"
        + " `trailContents`, `image`, `emitterMaskImage`) relative to the scene file, as the"
        + " layer's own are."
    ),
    "key": (.object(["type": .string("string")]), "The animation's key (name)."),
    "animation": (SceneFormatReference.reference("PropertyAnimation"), "The animation to add."),
    "behavior": (SceneFormatReference.reference("EmitterBehavior"), "The behaviour to insert."),
    "index": (
      .object(["type": .string("integer"), "minimum": .number(0), "maximum": .number(10_000)]),
      "Where in `emitterBehaviors` (among the live cells of `emitterCells`, or among the layer's"
        + " current `sublayers`; in the scene's `events`, among the current top-level layers) to"
        + " insert it, the end when absent; for `removeSublayer`, which of the current"
        + " `sublayers` (top-level layers) to remove."
    ),
    "layer": (
      SceneFormatReference.reference("EmitterLayer"),
      "The layer to insert, with its sublayers, cells, behaviours, animations and events; its"
        + " `beginTime`, `speed` and `timeOffset` are in this layer's time, as in Core Animation"
        + " (in scene time for a top-level layer the scene's `events` insert)."
    ),
    "layerIndex": (
      .object([
        "type": .string("integer"), "minimum": .number(0),
        "maximum": .number(Double(maximumLayerIndex)),
      ]),
      "A flat index (top-level layers, then sublayers depth-first, then inserted layers in the"
        + " order they were inserted). For `insertSublayer`, the one the inserted layer takes:"
        + " recordings write it; when absent, the next free one in the order the file's events"
        + " are read. For `setMask` of a mask that emits, the one its emitter's layer takes, in the"
        + " same way. For `setTiming`, the layer whose clock it sets."
    ),
    "beginTime": (
      .object(["type": .string("number")]),
      "The layer's new `beginTime`, in scene time (0 when absent)."
    ),
    "speed": (
      .object(["type": .string("number")]),
      "The layer's new `speed` against scene time (1 when absent); 0 pauses it."
    ),
    "timeOffset": (
      .object(["type": .string("number")]),
      "The layer's new `timeOffset`: its local time when the clock starts (0 when absent)."
    ),
    "name": (
      .object(["type": .string("string")]),
      "The name of the behaviour to remove, or the dotted name path of the cell to remove or"
        + " rename (`rocket.spark`)."
    ),
    "newName": (
      .object(["type": .string("string"), "minLength": .number(1), "pattern": .string("^[^.]+$")]),
      "The cell's new name (no dots; no live sibling may have it). From the event on, key paths"
        + " reach the cell by it; the layer's animations naming the old path are re-pointed."
    ),
    "cell": (SceneFormatReference.reference("EmitterCell"), "The cell to insert, with its sub-cells."),
    "cells": (
      SceneFormatReference.listOf("EmitterCell"),
      "The new `emitterCells`: every cell there now is removed and these start emitting."
    ),
    "parent": (
      .object(["type": .string("string")]),
      "The dotted name path of the cell whose `emitterCells` change (`rocket`); the layer's when"
        + " absent."
    ),
    "behaviors": (
      SceneFormatReference.listOf("EmitterBehavior"), "The new `emitterBehaviors`, replacing all."
    ),
    "mask": (
      SceneFormatReference.reference("LayerMask"),
      "The new mask, whole, in the form of a layer's `mask` (its emitter keys and cells too)."
    ),
  ]

  /// Keys that mean something else in one type than `keyReference` says: `setBehaviors`'s
  /// `cell` is a name path, where `insertCell`'s is a cell.
  static let typeKeyReference: [String: [String: (schema: JSONValue, doc: String)]] = Dictionary(
    uniqueKeysWithValues: maskListTypes.map { ($0, ["mask": ofMaskReference]) }
  ).merging(ownKeyReference) { $1 }

  /// The types whose `"mask": true` makes them changes of the mask's emitter.
  static let maskListTypes = [
    "insertBehavior", "removeBehavior", "setBehaviors", "insertCell", "removeCell", "setCells",
    "renameCell",
  ]

  /// `mask` in a cell or behaviour change.
  static let ofMaskReference: (schema: JSONValue, doc: String) = (
    .object(["type": .string("boolean")]),
    "True: the change is of the layer's mask's emitter (its `emitterCells` or `emitterBehaviors`;"
      + " names are its cells'), as `mask.KEY` is of its keys; the mask must emit."
  )

  /// Keys of one type that `keyReference` does not describe.
  static let ownKeyReference: [String: [String: (schema: JSONValue, doc: String)]] = [
    "setBehaviors": [
      "cell": (
        .object(["type": .string("string")]),
        "The dotted name path of the cell (`rocket.spark`) whose own behaviours (CAEmitterCell's"
          + " `emitterBehaviors`) are replaced; the layer's when absent."
      )
    ]
  ]

  /// What each type does, in CALayer's terms.
  static let typeReference: [String: String] = [
    "set": "`setValue(_:forKeyPath:)` on the running layer.",
    "addAnimation": "`add(_:forKey:)`: its beginTime counts from the event; an animation with the"
      + " same key is replaced.",
    "removeAnimation": "`removeAnimation(forKey:)`.",
    "removeAllAnimations": "`removeAllAnimations()`.",
    "insertBehavior": "Inserts a behaviour into `emitterBehaviors`.",
    "removeBehavior": "Removes the behaviour with that name.",
    "setBehaviors": "Replaces the whole `emitterBehaviors` array of the layer, or of the cell at"
      + " `cell`; the new behaviours act on live particles at once.",
    "insertCell": "Inserts a cell (and its sub-cells) into `emitterCells`; it starts emitting at the"
      + " event's time.",
    "removeCell": "Removes the cell at that name path: it emits no more, and its live particles"
      + " live out their lifetimes.",
    "setCells": "Replaces a whole `emitterCells` array: the cells there are removed (their"
      + " particles live out), the given ones start emitting.",
    "renameCell": "CAEmitterCell's `name` set while it shows: the cell keeps its particles, slots"
      + " and animations (re-pointed to the new name); later events reach it by the new name only.",
    "insertSublayer": "`insertSublayer(_:at:)` / `addSublayer(_:)`: the layer joins `sublayers`"
      + " (in the scene's `events`, the top-level layers) and is simulated from the event's time"
      + " on (never back-filled).",
    "removeSublayer": "`removeFromSuperlayer()` of the sublayer (in the scene's `events`, the"
      + " top-level layer) at `index`: from the event's time it and its subtree draw and emit"
      + " nothing, and their particles are gone.",
    "setTiming": "A layer's `beginTime`, `speed` and `timeOffset` set while it runs (only in the"
      + " scene's `events`, in scene time): from the event its local time is `(t - beginTime) ×"
      + " speed + timeOffset`. Speed 0 pauses it; time the clock skips ahead is simulated (at most"
      + " 3600 s), time it goes back is waited out.",
    "setMask": "CALayer's `mask` set to another layer while it shows: the layer draws through the"
      + " new mask from the event's time; a mask that emits starts emitting then (never"
      + " back-filled), and the old mask's particles are gone with it.",
  ]

  /// One section per event type: `type` and `time`, then the type's own keys.
  static var referenceSections: [SceneFormatReference.Section] {
    typeNames.map { type in
      let common = [
        SceneFormatReference.nestedRow(
          "type", doc: "`\(type)`.", schema: .object(["const": .string(type)])),
        SceneFormatReference.nestedRow(
          "time",
          doc: "When the change happens on the layer's clock"
            + (canvasTypeNames.contains(type) ? " (the scene's, in the scene's own `events`)" : "")
            + ", seconds (at least 0).",
          schema: .object(["type": .string("number"), "minimum": .number(0)])),
      ]
      let own = keys(ofType: type).map { key in
        let entry = typeKeyReference[type]?[key] ?? keyReference[key] ?? (.object([:]), "")
        return SceneFormatReference.nestedRow(key, doc: entry.doc, schema: entry.schema)
      }
      // Optional: an animation's key, an insertion index, and setBehaviors' list (empty when absent).
      let required =
        ["type", "time"]
        + keys(ofType: type).filter {
          ![
            "key", "index", "behaviors", "cells", "parent", "layerIndex", "beginTime", "speed",
            "timeOffset",
          ].contains($0)
            && !(type == "setBehaviors" && $0 == "cell")
            && !($0 == "mask" && type != "setMask")
            || (type == "removeSublayer" && $0 == "index")
            || (type == "setTiming" && $0 == "layerIndex")
        }
      return SceneFormatReference.Section(
        id: "LayerChange." + type, title: "Live change `\(type)`",
        intro: "An element of a layer's `events`"
          + (canvasTypeNames.contains(type) ? " or of the scene's `events` (the canvas's)" : "")
          + ": " + (typeReference[type] ?? ""),
        rows: common + own,
        required: type == "removeAnimation" ? ["type", "time", "key"] : required)
    }
  }
}
