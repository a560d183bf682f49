/// The trail keys' rows of the cell schema: EmitterKit's own (Unreal's ribbons, Godot's and
/// Unity's trails), so the reference marks each as an extension.
extension EmitterCell {
  /// Most path samples a cell may keep per particle: the GPU keeps this many per slot.
  public static let maximumTrailPoints = 16

  static let trailProperties: [Property<EmitterCell>] = [
    Property(
      "trailLength", \.trailLength, .number(.closed(0...3600)), unit: "seconds",
      doc: "Seconds of each particle's path kept behind it and drawn as a ribbon; 0 keeps none.",
      note: trailNote),
    Property(
      "trailPoints", \.trailPoints, .integer(2...maximumTrailPoints), animatable: false,
      unit: "samples",
      doc:
        "Samples of the path kept, taken every trailLength / trailPoints seconds of the particle's"
        + " age (not per frame).",
      note: trailNote),
    Property(
      "trailWidth", \.trailWidth, .number(.nonNegative), unit: "points",
      doc: "Width of the ribbon at the particle.", note: trailNote),
    Property(
      "trailEndWidth", \.trailEndWidth, .number(.nonNegative), unit: "points",
      doc: "Width of the ribbon at its oldest sample; linear in between.", note: trailNote),
    Property(
      "trailColor", \.trailColor, .color,
      doc: "Colour of the ribbon at the particle, multiplied by the particle's drawn colour.",
      note: trailNote),
    Property(
      "trailEndColor", \.trailEndColor, .color,
      doc: "Colour of the ribbon at its oldest sample; linear in between (alpha 0 fades it out).",
      note: trailNote),
    Property(
      "trailContents", \.trailContents, .contents,
      doc:
        "Image the ribbon shows, in any form contents takes: u along the trail by age (0 at the"
        + " particle, 1 at trailLength seconds), v across it (0 on the left of the motion); its"
        + " texels multiply the ribbon's colour. Absent: flat colour.",
      note: trailNote),
  ]
}

/// The reference's note on every `trail…` key.
private let trailNote =
  "EmitterKit's own (Unreal's ribbons, Godot's and Unity's trails): iOS has no equivalent; see docs/SEMANTICS.md, Trails."
