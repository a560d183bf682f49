import EmitterModel
import EmitterPresets
import Foundation
import Testing

/// The catalogue: every preset's scene file exists, validates, and is found by name; the
/// resolver prefers an existing path and lists the presets when a name is unknown.
@Suite("presets")
struct PresetCatalogTests {
  @Test("every preset loads and validates from the scenes folder", arguments: PresetCatalog.all)
  func validates(_ preset: Preset) throws {
    let url = try #require(PresetLocation.file(of: preset))
    let scene = try Scene.load(contentsOf: url)
    #expect(!scene.layers.isEmpty)
    #expect(scene.backgroundColor.alpha == 1, "the demo window shows opaque images")
    #expect(preset.showcaseTime > 0)
  }

  @Test("names are unique, and every scene file in scenes/ named like a preset is in the catalogue")
  func names() throws {
    #expect(Set(PresetCatalog.names).count == PresetCatalog.all.count)
    let folder = try #require(PresetLocation.scenesFolder)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    for preset in PresetCatalog.all { #expect(files.contains(preset.file)) }
  }

  @Test(
    "a preset name resolves to its file; an existing path wins; a path to a preset's file is that preset"
  )
  func resolving() throws {
    let fire = try SceneReference("fire")
    #expect(fire.preset?.name == "fire" && fire.url.lastPathComponent == "fire.json")
    let folder = try #require(PresetLocation.scenesFolder)
    let byPath = try SceneReference(folder.appendingPathComponent("snow.json").path)
    #expect(byPath.preset?.name == "snow")
    let other = try SceneReference(folder.appendingPathComponent("confetti-rain.json").path)
    #expect(other.preset == nil && other.displayName.hasSuffix("confetti-rain.json"))
  }

  @Test("an unknown name is an error that lists every preset")
  func unknown() {
    #expect(throws: SceneReferenceError.notFound("firee", presets: PresetCatalog.namesAndAliases)) {
      try SceneReference("firee")
    }
    let message = SceneReferenceError.notFound("x", presets: PresetCatalog.names).description
    for name in PresetCatalog.names { #expect(message.contains(name)) }
  }

  @Test("confetti, what people type first, answers on every resolver; aliases name presets")
  func aliases() throws {
    let confetti = try SceneReference("confetti")
    #expect(confetti.preset?.name == "confetti-cannon")
    #expect(confetti.url.lastPathComponent == "confetti-cannon.json")
    for (alias, name) in PresetCatalog.aliases {
      #expect(PresetCatalog.named(name) != nil, "\(alias) names no preset")
      #expect(!PresetCatalog.names.contains(alias), "\(alias) hides a preset's own name")
    }
    let message = SceneReferenceError.notFound("x", presets: PresetCatalog.namesAndAliases)
      .description
    #expect(message.contains("confetti (confetti-cannon)"))
  }

  @Test("an installed library finds PREFIX/share/emitterkit/scenes; a built one, its checkout's")
  func libraryCandidates() {
    let installed = PresetLocation.folders(besideLibrary: URL(fileURLWithPath: "/opt/ek/lib/libemitterkit.so"))
    #expect(installed.first?.path == "/opt/ek/share/emitterkit/scenes")
    let built = PresetLocation.folders(
      besideLibrary: URL(fileURLWithPath: "/src/EmitterKit/.build/x86_64-unknown-linux-gnu/debug/libemitterkit.so"))
    #expect(built.contains { $0.path == "/src/EmitterKit/scenes" })
  }

  @Test("the file a library's code is mapped from is found however far down /proc/self/maps lists it")
  func mappedFileFarDown() throws {
    // libc is mapped after this program's own code, past the first 4 KiB of the listing (a
    // single read of it stops there: an installed libemitterkit.so never found its presets).
    let strlenFunction: @convention(c) (UnsafePointer<CChar>) -> Int = strlen
    let file = try #require(PresetLocation.mappedFile(containing: unsafeBitCast(strlenFunction, to: UInt.self)))
    #expect(file.lastPathComponent.hasPrefix("libc"), "\(file.path)")
  }

  @Test("an installed program finds PREFIX/share/emitterkit/scenes, after EMITTER_SCENES and first of the rest")
  func installedLayout() {
    let bin = URL(fileURLWithPath: "/opt/example/bin", isDirectory: true)
    #expect(
      PresetLocation.installedScenes(besideProgramIn: bin).path
        == "/opt/example/share/emitterkit/scenes")
    // The candidates of this test process: the installed layout beside it comes before the
    // walk up its folders, so /usr/bin/emitter never settles for a stray /usr/scenes or /scenes.
    let candidates = PresetLocation.candidates.map(\.standardizedFileURL.path)
    let executable = PresetLocation.executable
    #expect(executable.path != "/proc/self/exe" && executable.lastPathComponent != "exe")
    let installed = PresetLocation.installedScenes(
      besideProgramIn: executable.standardizedFileURL.deletingLastPathComponent()
    ).standardizedFileURL.path
    let beside = executable.standardizedFileURL.deletingLastPathComponent()
      .appendingPathComponent("scenes").standardizedFileURL.path
    let installedIndex = candidates.firstIndex(of: installed)
    let besideIndex = candidates.firstIndex(of: beside)
    #expect(installedIndex != nil && besideIndex != nil)
    if let installedIndex, let besideIndex { #expect(installedIndex < besideIndex) }
  }
}
