import ArgumentParser
import EmitterModel

/// `--background` on `render` and `demo`: the colour the canvas is cleared to, replacing the
/// scene's `backgroundColor`.
enum BackgroundOption {
  static let help: ArgumentHelp = """
    Background: #rrggbb, #rrggbbaa or transparent (default: the scene's backgroundColor).
    """

  /// "transparent" → clear; "#rrggbb" / "#rrggbbaa" → that colour (the scene files' form).
  static func parse(_ text: String) throws -> Color {
    if text.lowercased() == "transparent" { return .clear }
    guard let color = Color(hex: text) else {
      throw ValidationError(
        "--background must be #rrggbb, #rrggbbaa (hex) or transparent (got \(text))")
    }
    return color
  }
}
