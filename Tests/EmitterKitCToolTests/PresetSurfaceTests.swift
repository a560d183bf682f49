import EmitterKit
import EmitterTestSupport
import Foundation
import Testing

/// The same presets and defaults on every surface: each preset by name, made with no pixel scale
/// given, stepped at 60 fps on the CPU backend, from the Swift façade and from C
/// (Tests/c/emitterkit_presets.c against the installed library): the images of frames 1 and 30
/// must be the same bytes. The C program also checks the alias, the errors, `ek_system_fire`'s
/// completion and `ek_set_motion`; the environment's reduced-motion setting reaches C. Python's
/// frames are `PythonPresetSurfaceTests'`, apart so the sanitizer tier, whose instrumented library
/// Python cannot load, still runs the C half.
@Suite("Presets and defaults from Swift and C", .serialized, .tags(.tool))
struct PresetSurfaceTests {
  /// A preset's frames 1 and 30 through the façade, everything at its default.
  static func swiftFrames(_ name: String) throws -> [Int: RGBAImage] {
    let system = try ParticleSystem(scene: Scene.preset(named: name, motion: .full), backend: .cpu)
    var images: [Int: RGBAImage] = [:]
    for frame in 1...30 {
      try system.update(to: Double(frame) / RenderDefaults.framesPerSecond)
      if frame == 1 || frame == 30 { images[frame] = try system.image() }
    }
    return images
  }

  /// Requires every preset's frames 1 and 30 in `folder` (`NAME-FRAME.rgba`, written by
  /// `surface`) to be the Swift façade's bytes at the default size.
  static func expectSwiftFrames(in folder: URL, from surface: String) throws {
    #expect(Scene.presetNames.count >= 12)
    for name in Scene.presetNames {
      let swift = try swiftFrames(name)
      let scene = try Scene.preset(named: name, motion: .full)
      for (frame, image) in swift.sorted(by: { $0.key < $1.key }) {
        #expect(
          image.width == Int(scene.size.width * RenderDefaults.pixelScale)
            && image.height == Int(scene.size.height * RenderDefaults.pixelScale))
        let other = try Data(contentsOf: folder.appendingPathComponent("\(name)-\(frame).rgba"))
        #expect(other == Data(image.pixels), "\(name), frame \(frame): \(surface)'s image differs from Swift's")
      }
      // The first frame may be the background alone (fireworks' rockets are invisible, iMessage's
      // confetti has not arrived); by frame 30 every preset shows something to compare.
      #expect(Set(swift[30]!.pixels).count > 16, "\(name): frame 30 is all but blank")
    }
  }

  @Test("each preset's first frame (and its 30th) is the same bytes from Swift and C")
  func sameFramesFromC() throws {
    let installed = try InstalledLibrary("presets", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let frames = installed.work.appendingPathComponent("c")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    let program = installed.work.appendingPathComponent("emitterkit_presets").path
    let script = """
      set -euo pipefail
      \(installed.installScript)
      \(installed.compileScript("emitterkit_presets.c", to: program))
      unset EMITTERKIT_LIBRARY EMITTER_SCENES
      export EMITTERKIT_REDUCED_MOTION=0
      '\(program)' checks
      '\(program)' frames '\(frames.path)'
      echo "motion: $(EMITTERKIT_REDUCED_MOTION=on '\(program)' motion) / $(EMITTERKIT_REDUCED_MOTION=often '\(program)' motion)"
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "the C program failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_presets: all checks passed"), "\(output)")
    #expect(
      output.contains("motion: reduced 1 / error EK_ERROR_INVALID_ARGUMENT: EMITTERKIT_REDUCED_MOTION is \"often\""),
      "EMITTERKIT_REDUCED_MOTION reaches C, and a bad value is named:\n\(output)")
    try Self.expectSwiftFrames(in: frames, from: "C")
  }
}
