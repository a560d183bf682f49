import Foundation

/// Effects made for other particle systems, read as scenes: cocos2d / Particle Designer
/// `.plist` files and SpriteKit `.sks` files. `Scene.load` reads them by their extension;
/// `emitter import` writes them out as scene files.
///
/// Every key without an EmitterKit equivalent is named in one warning (`unmappedKeys`); with
/// `strict` that warning is an error. The mappings are in docs/SEMANTICS.md ("Importers").
public enum SceneImport {
  /// The formats read, by file extension.
  public enum Format: String, CaseIterable, Sendable {
    /// cocos2d / Particle Designer: an XML (or binary) property list of one emitter's keys.
    case particleDesigner = "plist"
    /// SpriteKit's particle file: an NSKeyedArchiver binary property list of an SKEmitterNode.
    case spriteKit = "sks"

    /// The format a file's extension names (case-insensitive), or nil for a scene file.
    public init?(url: URL) {
      self.init(rawValue: url.pathExtension.lowercased())
    }
  }

  /// Where `Scene.load` writes textures decoded from an imported file when no folder is given:
  /// under the system's temporary directory, in a folder named by a hash of the file's bytes.
  public static var defaultImageFolder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("emitterkit-imported-images")
  }

  /// Reads `url` as `format`, writes the images decoded from it into `imageFolder` (created when
  /// missing), and returns the scene (image paths absolute) with the warning that lists what
  /// did not carry over. With `strict` that warning is an error.
  public static func load(
    contentsOf url: URL, format: Format, imageFolder: URL? = nil, strict: Bool = false
  ) throws(SceneFileError) -> (scene: Scene, warnings: [SceneDiagnostic]) {
    let file = url.isFileURL ? url.relativePath : url.absoluteString
    let data = try PropertyListFile.read(url, file: file)
    // By default one folder per file content, so two effects' textures of the same name never
    // replace each other.
    let folder = (imageFolder ?? defaultImageFolder.appendingPathComponent(fnv1a(data)))
      .standardizedFileURL
    let imported = try decode(data, format: format, url: url, file: file, imageFolder: folder)
    let warnings = imported.unmappedWarning(file: file).map { [$0] } ?? []
    if strict, !warnings.isEmpty { throw SceneFileError(warnings) }
    // Written before validation, which checks that every image exists.
    try write(imported.images, into: folder, file: file)
    var validator = SceneValidator(file: file, folder: nil)
    validator.check(imported.scene)
    guard validator.diagnostics.isEmpty else {
      throw SceneFileError(validator.diagnostics, omitted: validator.log.omitted)
    }
    return (imported.scene, warnings)
  }

  /// `data` (the file's bytes) read as `format`: the scene, its decoded images and what did not
  /// carry over, without writing anything (images are named under `imageFolder`). Texture files
  /// are looked for beside `url`. The import fuzzer (tools/fuzz/import) calls this directly.
  static func decode(_ data: Data, format: Format, url: URL, file: String, imageFolder: URL)
    throws(SceneFileError) -> ImportedScene
  {
    let plist = try PropertyListFile.parse(data, file: file)
    switch format {
    case .particleDesigner:
      return try ParticleDesignerImport.scene(from: plist, url: url, file: file, imageFolder: imageFolder)
    case .spriteKit:
      return try SpriteKitImport.scene(from: plist, url: url, file: file)
    }
  }

  /// Writes each decoded image unless the same bytes are already there.
  static func write(_ images: [String: Data], into folder: URL, file: String) throws(SceneFileError) {
    for (name, data) in images.sorted(by: { $0.key < $1.key }) {
      let target = folder.appendingPathComponent(name)
      if FileManager.default.contents(atPath: target.path) == data { continue }
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
      } catch {
        throw SceneFileError([
          SceneDiagnostic(
            file: file, keyPath: "", kind: .unreadableFile, value: quoted(target.path),
            message: "cannot write the decoded texture \(target.path) (\(error.localizedDescription))")
        ])
      }
    }
  }
}

/// The 64-bit FNV-1a hash of `data` in hexadecimal: a folder name per imported file's content.
func fnv1a(_ data: Data) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in data {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
  return String(hash, radix: 16)
}
