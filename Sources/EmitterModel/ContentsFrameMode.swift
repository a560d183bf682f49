/// How a sprite-sheet cell picks a particle's frame (the private `contentsFrameMode` key). Core
/// Animation takes a string here; Apple's frameworks set it, but the strings it accepts are not
/// public, so these names are EmitterKit's (docs/SEMANTICS.md, "Sprite sheets").
public enum ContentsFrameMode: String, CaseIterable, Sendable, Codable {
  /// `contentsFramesPerSecond` frames a second from the particle's birth, starting over after the
  /// last. The default.
  case loop
  /// The same, holding the last frame once it is reached.
  case once
  /// The whole sheet spread over the particle's life: frame `floor(age / lifetime × count)`;
  /// `contentsFramesPerSecond` is not used.
  case lifetime
}

extension ContentsFrameMode: PropertyValueConvertible {}
