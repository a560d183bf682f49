import Foundation

extension Scene {
  /// Reads a scene file's bytes: parse, decode through the schema, validate.
  ///
  /// Throws every problem found, each with the file, the key path, the value and what was
  /// expected. Never traps and never loops on bad input. An unknown Core Animation string
  /// constant (`emitterShape "shpere"`) falls back to its default, as CA does, unless `strict`;
  /// `decode(jsonData:file:folder:strict:)` returns the warnings that says so.
  /// - Parameters:
  ///   - file: names the file in messages (the path as the user gave it).
  ///   - folder: where relative image paths point; they are stored resolved against it and
  ///     must exist. Nil keeps them as written and leaves them unchecked.
  ///   - strict: report what Core Animation tolerates as errors too.
  public init(jsonData data: Data, file: String, folder: URL? = nil, strict: Bool)
    throws(SceneFileError)
  {
    self = try Self.decode(jsonData: data, file: file, folder: folder, strict: strict).scene
  }

  /// `init(jsonData:file:folder:strict:)`, tolerant as Core Animation is.
  public init(jsonData data: Data, file: String, folder: URL? = nil) throws(SceneFileError) {
    try self.init(jsonData: data, file: file, folder: folder, strict: false)
  }

  /// The scene in a file's bytes, and what was tolerated to read it (each unknown string
  /// constant and the default used instead); with `strict` those are errors and `warnings` is
  /// empty.
  public static func decode(jsonData data: Data, file: String, folder: URL? = nil, strict: Bool = false)
    throws(SceneFileError) -> (scene: Scene, warnings: [SceneDiagnostic])
  {
    let (json, numberProblems) = try JSONValue.parse(data, file: file)
    let embedded = EmbeddedImageBudget.problems(in: json, file: file)
    guard embedded.isEmpty else { throw SceneFileError(embedded) }
    var context = SceneDecodingContext(file: file, strict: strict)
    let scene = Scene(decoding: json, context: &context)
    var validator = SceneValidator(file: file, folder: folder)
    validator.check(scene)
    let problems =
      numberProblems.listed
      + SceneDiagnostic.merged(context.diagnostics, validator.diagnostics)
    let omitted = numberProblems.omitted + context.log.omitted + validator.log.omitted
    guard problems.isEmpty else { throw SceneFileError(problems, omitted: omitted) }
    return (folder.map(scene.resolvingImagePaths) ?? scene, context.warnings)
  }

  /// Reads a scene file from disk; images resolve against the file's folder. Unknown Core
  /// Animation string constants fall back to their defaults unless `strict`
  /// (`loadWithWarnings` says which).
  public static func load(contentsOf url: URL, strict: Bool) throws(SceneFileError) -> Scene {
    try loadWithWarnings(contentsOf: url, strict: strict).scene
  }

  /// `load(contentsOf:strict:)`, tolerant as Core Animation is.
  public static func load(contentsOf url: URL) throws(SceneFileError) -> Scene {
    try load(contentsOf: url, strict: false)
  }

  /// Reads a scene file from disk, with the warnings of `decode(jsonData:file:folder:strict:)`.
  /// A `.plist` (cocos2d / Particle Designer) or `.sks` (SpriteKit) file is imported
  /// (`SceneImport`): its one warning lists the keys without an equivalent, and textures it
  /// embeds are written to `SceneImport.defaultImageFolder`.
  public static func loadWithWarnings(contentsOf url: URL, strict: Bool = false)
    throws(SceneFileError) -> (scene: Scene, warnings: [SceneDiagnostic])
  {
    if url.isFileURL, let format = SceneImport.Format(url: url) {
      return try SceneImport.load(contentsOf: url, format: format, strict: strict)
    }
    let file = url.isFileURL ? url.relativePath : url.absoluteString
    if url.isFileURL { try checkSceneFile(url.path, file: file) }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .unreadableFile,
          message: "cannot read the file (\(error.localizedDescription))")
      ])
    }
    return try decode(jsonData: data, file: file, folder: url.deletingLastPathComponent(), strict: strict)
  }
}

extension Scene {
  /// The largest scene file read, bytes: far above any real scene (the presets are a few KB),
  /// low enough that parsing it stays quick and its tree small.
  public static let maximumFileSize = 32 << 20

  /// Refuses, before opening it, a scene file that is not a regular file or is over
  /// `maximumFileSize` bytes.
  private static func checkSceneFile(_ path: String, file: String) throws(SceneFileError) {
    let kind = FileKind(of: path)
    switch kind {
    case .regular(let size) where size > maximumFileSize:
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .overBudget, value: "\(size) bytes",
          expected: "at most \(maximumFileSize) bytes",
          message: "the file is \(size) bytes; scene files may be at most \(maximumFileSize)"
            + " bytes (Scene.maximumFileSize, far above any real scene): is it the right file?")
      ])
    case .regular, .missing, .unreachable:
      return  // reading reports a missing or unreachable file with the system's reason
    default:
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .notRegularFile(path: path), value: quoted(path),
          expected: "a regular file",
          message: "\(kind.description), not a regular file; scene files are read only from"
            + " regular files")
      ])
    }
  }
}

// MARK: - Codable through the schema
//
// These replace the synthesized conformances, so `JSONDecoder` and `JSONEncoder` read and write
// the same Apple-flat layout as scene files (a cell's `beginTime` on the cell, not in `timing`),
// with the same checks. Problems surface as `DecodingError.dataCorrupted` whose underlying error
// is the `SceneFileError`. Relative image paths are left as written (a decoder knows no folder).

extension Scene {
  /// Decodes a scene as a scene file does (same keys, defaults and checks).
  public init(from decoder: any Decoder) throws {
    self = try decodeThroughSchema(decoder) { json, context in
      Scene(decoding: json, context: &context)
    } check: { scene, validator in
      validator.check(scene)
    }
  }

  /// Encodes the scene as a scene file writes it.
  public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

extension EmitterLayer {
  /// Decodes a layer as a scene file's layer object.
  public init(from decoder: any Decoder) throws {
    self = try decodeThroughSchema(decoder) { json, context in
      EmitterLayer(decoding: json, at: "", context: &context) ?? EmitterLayer()
    } check: { layer, validator in
      validator.check(layer, at: "")
    }
  }

  /// Encodes the layer as a scene file writes it.
  public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

extension EmitterCell {
  /// Decodes a cell as a scene file's cell object.
  public init(from decoder: any Decoder) throws {
    self = try decodeThroughSchema(decoder) { json, context in
      EmitterCell(decoding: json, at: "", context: &context) ?? EmitterCell()
    } check: { cell, validator in
      validator.check(cell, at: "", depth: 1)
    }
  }

  /// Encodes the cell as a scene file writes it.
  public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

/// Reads a JSON value from `decoder`, decodes it with `decode` and validates it with `check`,
/// turning diagnostics into one `DecodingError` located at the decoder's coding path.
private func decodeThroughSchema<Model>(
  _ decoder: any Decoder,
  decode: (JSONValue, inout SceneDecodingContext) -> Model,
  check: (Model, inout SceneValidator) -> Void
) throws -> Model {
  let json = try JSONValue(from: decoder)
  let file = decoder.codingPath.map(\.stringValue).joined(separator: ".")
  let embedded = EmbeddedImageBudget.problems(in: json, file: file)
  guard embedded.isEmpty else {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: SceneFileError(embedded).description,
        underlyingError: SceneFileError(embedded)))
  }
  var context = SceneDecodingContext(file: file)
  let model = decode(json, &context)
  var validator = SceneValidator(file: file, folder: nil)
  check(model, &validator)
  let problems = SceneDiagnostic.merged(context.diagnostics, validator.diagnostics)
  guard problems.isEmpty else {
    let error = SceneFileError(problems, omitted: context.log.omitted + validator.log.omitted)
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
    )
  }
  return model
}
