import Foundation

extension SpriteKitMapping {
  /// The default particle of a node without a texture: a square, as SpriteKit draws one.
  static let untexturedSide = 8.0

  /// `particleTexture` (an SKTexture's image name, or a name string) as a PNG beside the file;
  /// `particleSize` sets the drawn size instead of the texture's.
  mutating func buildContents() {
    let size = point("particleSize").flatMap { $0.x > 0 && $0.y > 0 ? Size(width: $0.x, height: $0.y) : nil }
    var name: String?
    if let object = reader.dictionary["particleTexture"], !(object is NSNull) {
      reader.markRead("particleTexture")
      if let text = object as? String {
        name = text
      } else if let fields = object as? [String: Any] {
        for key in ["imageName", "_imageName", "textureName", "_textureName", "name", "_name"] {
          if let text = archive.resolve(fields[key]) as? String { name = text; break }
        }
      }
    }
    if let textName = reader.string("particleTextureName") { name = name ?? textName }
    if let name, let image = image(named: name) {
      cell.contents = .image(path: image.path)
      cell.contentsScale = image.scale
      if let size {
        // SpriteKit draws the texture at particleSize; the image keeps its aspect here.
        cell.scale *= size.width / (image.width / image.scale)
        cell.scaleRange *= size.width / (image.width / image.scale)
        cell.scaleSpeed *= size.width / (image.width / image.scale)
      }
      return
    }
    if let name { unmapped.append("particleTexture = \(quoted(name)) (no PNG of that name beside the file; drawn as a square)") }
    cell.contents = .shape(.square, size: size ?? Size(width: Self.untexturedSide, height: Self.untexturedSide))
  }

  /// A PNG beside the file named `name` (with or without `.png`, also `@2x`), its width in
  /// pixels and its scale.
  func image(named name: String) -> (path: String, width: Double, scale: Double)? {
    let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
      let path = folder.appendingPathComponent(stem + suffix + ".png").standardizedFileURL.path
      guard FileKind(of: path).isRegular,
        let header = FileHandle(forReadingAtPath: path).map({ handle in
          defer { try? handle.close() }
          return handle.readData(ofLength: 24)
        }), let width = PNGHeader.width(header)
      else { continue }
      return (path, Double(width), stem.hasSuffix("@2x") ? 2 : stem.hasSuffix("@3x") ? 3 : scale)
    }
    return nil
  }

  /// `particleBlendMode` and `particleRenderOrder`.
  mutating func buildDrawing() {
    // SKBlendMode: 0 alpha, 1 add; SKParticleRenderOrder: 0 oldestLast, 1 oldestFirst, 2 dontCare.
    let order = number("particleRenderOrder", in: 0...2) ?? 0
    layer.renderMode = order == 1 ? .oldestFirst : order == 2 ? .unordered : .oldestLast
    if let blend = number("particleBlendMode") {
      if blend == 1 {
        layer.renderMode = .additive
      } else if blend != 0 {
        note("particleBlendMode", blend, "only alpha (0) and add (1) have equivalents; drawn as alpha")
      }
    }
  }
}
