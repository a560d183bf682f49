import CoreGraphics
internal import EmitterModel

/// What a layer's or a cell's `contents` may hold: a `CGImage` (what iOS code assigns), or, for
/// a program that imports EmitterKit too, one of EmitterKit's `Contents` (a shape, an emoji, a
/// path or an image file drawn crisply at any scale), the explicit bridge to the scene model.
enum ContentsConversion {
  static func contents(_ value: Any?) -> Result<Contents, ConversionFailure> {
    switch value {
    case let image as CGImage: contents(of: image)
    case let contents as Contents: .success(contents)
    default:
      .failure(.wrongType(expected: "a CGImage (or EmitterKit's Contents)"))
    }
  }

  /// The model's contents for a `CGImage`: its pixels, held in memory (`Contents.bitmap`).
  /// The one place images cross into the model.
  static func contents(of image: CGImage) -> Result<Contents, ConversionFailure> {
    do {
      return .success(try image.contents())
    } catch {
      return .failure(.unsupportedContents("the image cannot be drawn: \(error.description)"))
    }
  }

  /// The object `contents` reads back as when only the model's value is known (a presentation
  /// copy): EmitterKit's `Contents` itself.
  static func object(_ contents: Contents) -> Any { contents }
}
