/// One effect from the seed articles, as a scene file in `scenes/` plus what the demo and the
/// tests need to show it well: whether it replays, and its best moment (how it follows a resized
/// canvas is the scene's own `canvasLayout`).
package struct Preset: Sendable, Equatable, Identifiable {
  /// The name `emitter render`, `emitter demo` and friends accept in place of a path.
  package let name: String
  /// The scene file's name inside the scenes folder.
  package let file: String
  /// A short human title for window titles and listings.
  package let title: String
  /// Where the effect comes from (article or sample), so a reader can compare.
  package let origin: String
  /// One-shot effects (a cannon that tapers off) fire again this many seconds after they start,
  /// so a demo never goes blank; nil for effects that run forever.
  package let replayInterval: Double?
  /// Scene time, seconds, at which a single frame shows the effect best: the screenshot the
  /// catalogue shows and the frame the tests compare.
  package let showcaseTime: Double

  package var id: String { name }

  package init(
    name: String, file: String, title: String, origin: String,
    replayInterval: Double? = nil, showcaseTime: Double
  ) {
    self.name = name
    self.file = file
    self.title = title
    self.origin = origin
    self.replayInterval = replayInterval
    self.showcaseTime = showcaseTime
  }
}
