/// The Swift type QuartzCore declares for a key: what a property setter takes, how a number set
/// through key-value coding is stored (a `Float` key keeps the decimal a `Float` prints as), and
/// the type `value(forKey:)` returns.
enum DeclaredType: Sendable {
  /// `Float` (`birthRate`, `opacity`, the colour ranges and speeds, `mass`, …).
  case float
  /// `CGFloat` (geometry, velocities, accelerations, angles, …).
  case cgFloat
  /// `Double` / `CFTimeInterval` (timing, the private orientation and rotation keys).
  case double
  /// `Int` (counts: the sprite-sheet frame keys).
  case int
  /// `UInt32` (`seed`).
  case uint32
  /// Any other key: the form its value kind gives (`Bool`, `String`, `CGPoint`, `CGColor`, …).
  case natural
}
