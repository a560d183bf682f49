import ArgumentParser
import EmitterKit

/// `emitter schema`: the scene files' JSON Schema (docs/scene.schema.json), or with `--markdown`
/// the reference docs/SCENE-FORMAT.md; both generated from the tables the decoder reads.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the scene files' JSON Schema (or, with --markdown, the format reference).",
    discussion: """
      Regenerate the committed copies with:
        emitter schema > docs/scene.schema.json
        emitter schema --markdown > docs/SCENE-FORMAT.md
      A scene file names the schema with "$schema": "PATH/TO/scene.schema.json" for editors.
      """)

  @Flag(help: "Print docs/SCENE-FORMAT.md instead: every key of every type, as a reference.")
  var markdown = false

  func run() {
    print(
      markdown ? SceneFormatReference.markdown : SceneFormatReference.jsonSchemaText, terminator: ""
    )
  }
}
