/// The version of EmitterKit and its `emitter` tool: the one place it is written
/// (`emitter --version` prints it).
public enum EmitterKitVersion {
  /// The version, as `emitter --version` prints it.
  public static let current = "0.1.0"
}
