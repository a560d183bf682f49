import Foundation

/// Bounds the memory a scene file's embedded images (PNG data URLs) take before any is decoded.
///
/// A PNG's pixels can take a thousand times its bytes (deflate's largest ratio), so the file
/// size alone does not bound them: every data URL's header is read first (its first 32 base64
/// characters), and a file whose distinct embedded images would take more than
/// `ContentsBudget.maximumEmbeddedImageBytes` decoded is refused, naming the one that goes over.
package enum EmbeddedImageBudget {
  /// Problems with the embedded images of `json` as a whole (each image's own problems, a bad
  /// payload or a side over the limit, are reported where it is decoded).
  static func problems(in json: JSONValue, file: String) -> [SceneDiagnostic] {
    var walk = Walk()
    walk.visit(json, at: "")
    guard let (keyPath, total) = walk.overflow else { return [] }
    let budget = ContentsBudget.maximumEmbeddedImageBytes
    return [
      SceneDiagnostic(
        file: file, keyPath: keyPath, kind: .overBudget, value: "\(total >> 20) MiB decoded",
        expected: "at most \(budget >> 20) MiB",
        message: "the embedded images up to this one would take \(total >> 20) MiB of pixels"
          + " decoded; a scene file's distinct embedded images may take at most"
          + " \(budget >> 20) MiB (ContentsBudget.maximumEmbeddedImageBytes): use smaller images"
          + " or image files")
    ]
  }

  /// Width and height from a PNG data URL's IHDR chunk, or nil when the start is not a PNG's
  /// (decoding reports that, with its reason).
  package static func headerSize(of dataURL: String) -> (width: Int, height: Int)? {
    // Signature (8 bytes), IHDR's length and type (8), width and height (8): 24 bytes are
    // 32 base64 characters.
    let start = dataURL.utf8.dropFirst(ContentsBitmap.dataURLPrefix.utf8.count).prefix(32)
    guard start.count == 32, let bytes = Data(base64Encoded: Data(start)) else { return nil }
    return headerSize(ofPNG: [UInt8](bytes))
  }

  /// Width and height from a PNG's first 24 bytes (signature, then the IHDR chunk, which PNG
  /// requires first), or nil when they are not a PNG's.
  static func headerSize(ofPNG bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
  }

  private struct Walk {
    var seen: Set<String> = []
    var total = 0
    var overflow: (keyPath: String, total: Int)?

    /// Every string of the tree (contents may sit in cells, layers, events and animations);
    /// object members in sorted order, so the one named is the same on every run.
    mutating func visit(_ json: JSONValue, at keyPath: String) {
      guard overflow == nil else { return }
      switch json {
      case .string(let text):
        guard ContentsBitmap.isDataURL(text), seen.insert(text).inserted,
          let size = EmbeddedImageBudget.headerSize(of: text)
        else { return }
        // Each side is at most 2^31 - 1 in a PNG header, so this cannot overflow Int64.
        total += size.width * size.height * 4
        if total > ContentsBudget.maximumEmbeddedImageBytes { overflow = (keyPath, total) }
      case .array(let items):
        for (index, item) in items.enumerated() { visit(item, at: keyPath + "[\(index)]") }
      case .object(let members):
        for key in members.keys.sorted() {
          visit(members[key]!, at: keyPath.isEmpty ? key : keyPath + "." + key)
        }
      default: return
      }
    }
  }
}
