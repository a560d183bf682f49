import ArgumentParser
import EmitterKit

@main
struct Emitter: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "emitter",
    abstract: "Core Animation's particle system for Linux, on OpenGL 4.5.",
    version: EmitterKitVersion.current,
    subcommands: [
      Validate.self, Simulate.self, Compare.self, Bench.self, Render.self, Presets.self, Demo.self,
      SchemaCommand.self, New.self, Import.self, Export.self, Run.self,
    ])
}
