import EmitterImage
import Foundation

/// A bitmap's scene-file form: a `data:image/png;base64,…` URL (RFC 2397) of a PNG of its
/// pixels. PNG holds straight alpha, and un-premultiplying then premultiplying a valid
/// premultiplied byte gives it back, so a bitmap written and read again is equal byte for byte.
extension ContentsBitmap {
  /// What a data URL starts with (compared ignoring case, as RFC 2397's media types are).
  public static let dataURLPrefix = "data:image/png;base64,"
  /// What a key naming an image (a mask's or an image collider's) takes, as errors say it.
  static let imageSourceForms = "a PNG file's path or \(dataURLPrefix)<base64 PNG>"

  /// The bitmap as a PNG data URL.
  public var dataURL: String {
    do {
      let png = try PNGData.encode(image, name: "contents bitmap")
      return Self.dataURLPrefix + Data(png).base64EncodedString()
    } catch {
      // A bitmap has at least one pixel, so only an allocation failure can stop libpng.
      preconditionFailure("cannot encode a \(width)x\(height) bitmap as PNG: \(error)")
    }
  }

  /// The bitmap a PNG data URL holds; a side over `ContentsBudget.maximumImageSide` is refused
  /// from the PNG's header, before its pixels are decoded.
  /// - Throws: `ContentsBitmapError.unreadable` for a string that is not a base64 PNG data URL
  ///   or a PNG that does not decode; `.badSize` for a side out of range.
  public init(dataURL: String) throws(ContentsBitmapError) {
    guard Self.isDataURL(dataURL) else {
      throw .unreadable(reason: "a contents bitmap is written \(Self.dataURLPrefix)<base64 PNG>")
    }
    let payload = dataURL.utf8.dropFirst(Self.dataURLPrefix.utf8.count)
    guard let data = Data(base64Encoded: Data(payload)) else {
      throw .unreadable(reason: "the data URL's payload is not valid base64")
    }
    let bytes = [UInt8](data)
    let limit = ContentsBudget.maximumImageSide
    if let size = EmbeddedImageBudget.headerSize(ofPNG: bytes),
      !(1...limit).contains(size.width) || !(1...limit).contains(size.height)
    {
      throw .badSize(width: size.width, height: size.height, limit: limit)
    }
    let image: RGBAImage
    do {
      image = try PNGData.decode(bytes, name: "the data URL's PNG", maximumSide: limit)
    } catch {
      throw .unreadable(reason: "\(error)")
    }
    try self.init(image: image)
  }

  /// Whether `text` starts like a PNG data URL (what decides that a contents string is one).
  public static func isDataURL(_ text: String) -> Bool {
    text.utf8.count >= dataURLPrefix.utf8.count
      && text.utf8.prefix(dataURLPrefix.utf8.count).elementsEqual(dataURLPrefix.utf8) {
        // The prefix is lower case: fold only the text's ASCII capitals.
        ((0x41...0x5A).contains($0) ? $0 | 0x20 : $0) == $1
      }
  }
}

extension ContentsBitmap: Codable {
  /// Reads the data URL form.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(dataURL: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: error.description,
          underlyingError: error))
    }
  }

  /// Writes the data URL form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(dataURL)
  }
}
