import EmitterKit
import EmitterTestSupport
import Foundation
import Testing

/// The same presets and defaults on every surface: each preset by name, made with no pixel scale
/// given, stepped at 60 fps on the CPU backend, from the Swift façade, from C
/// (Tests/c/emitterkit_presets.c against the installed library) and from Python (a plain pip
/// install of examples/python, `EMITTERKIT_BUNDLE=none`: its code alone over the installed
/// library, as over the .deb's; the wheel with the library inside is tools/python-wheel-check's):
/// the images of frames 1 and 30 must be the same bytes. The C program also
/// checks the alias, the errors, `ek_system_fire`'s completion and `ek_set_motion`; the
/// environment's reduced-motion setting reaches C.
@Suite("Presets and defaults from Swift, C and Python", .serialized, .tags(.tool))
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

  @Test("each preset's first frame (and its 30th) is the same bytes from Swift, C and Python")
  func sameFirstFrames() throws {
    let installed = try InstalledLibrary("presets", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let work = installed.work
    let (cFolder, pythonFolder) = (work.appendingPathComponent("c"), work.appendingPathComponent("python"))
    for folder in [cFolder, pythonFolder] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let program = work.appendingPathComponent("emitterkit_presets").path
    let venv = work.appendingPathComponent("venv").path
    let python = """
      import sys
      import emitterkit as ek
      for name in ek.presets():
          with ek.Scene.preset(name) as scene, ek.ParticleSystem(scene, cpu=True) as system:
              for frame in range(1, 31):
                  system.update(frame / 60)
                  if frame in (1, 30):
                      with open(f"{sys.argv[1]}/{name}-{frame}.rgba", "wb") as out:
                          out.write(system.image_bytes())
      """
    try python.write(to: work.appendingPathComponent("frames.py"), atomically: true, encoding: .utf8)
    let script = """
      set -euo pipefail
      \(installed.installScript)
      \(installed.compileScript("emitterkit_presets.c", to: program))
      unset EMITTERKIT_LIBRARY EMITTER_SCENES
      export EMITTERKIT_REDUCED_MOTION=0
      '\(program)' checks
      '\(program)' frames '\(cFolder.path)'
      echo "motion: $(EMITTERKIT_REDUCED_MOTION=on '\(program)' motion) / $(EMITTERKIT_REDUCED_MOTION=often '\(program)' motion)"
      export PYTHONDONTWRITEBYTECODE=1
      python3 -m venv '\(venv)' || { echo "python3 -m venv failed: run tools/setup (python3-venv)"; exit 1; }
      cp -R '\(installed.root)/examples/python' '\(work.path)/python-package'
      EMITTERKIT_BUNDLE=none '\(venv)/bin/pip' install --quiet --disable-pip-version-check '\(work.path)/python-package'
      cd '\(work.path)'
      '\(venv)/bin/python' frames.py '\(pythonFolder.path)'
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "the C program or the Python one failed (exit \(status)):\n\(output)")
    #expect(output.contains("emitterkit_presets: all checks passed"), "\(output)")
    #expect(
      output.contains("motion: reduced 1 / error EK_ERROR_INVALID_ARGUMENT: EMITTERKIT_REDUCED_MOTION is \"often\""),
      "EMITTERKIT_REDUCED_MOTION reaches C, and a bad value is named:\n\(output)")
    #expect(Scene.presetNames.count >= 12)
    for name in Scene.presetNames {
      let swift = try Self.swiftFrames(name)
      let scene = try Scene.preset(named: name, motion: .full)
      for (frame, image) in swift.sorted(by: { $0.key < $1.key }) {
        #expect(
          image.width == Int(scene.size.width * RenderDefaults.pixelScale)
            && image.height == Int(scene.size.height * RenderDefaults.pixelScale))
        let c = try Data(contentsOf: cFolder.appendingPathComponent("\(name)-\(frame).rgba"))
        let python = try Data(contentsOf: pythonFolder.appendingPathComponent("\(name)-\(frame).rgba"))
        #expect(c == Data(image.pixels), "\(name), frame \(frame): C's image differs from Swift's")
        #expect(python == Data(image.pixels), "\(name), frame \(frame): Python's image differs from Swift's")
      }
      // The first frame may be the background alone (fireworks' rockets are invisible, iMessage's
      // confetti has not arrived); by frame 30 every preset shows something to compare.
      #expect(Set(swift[30]!.pixels).count > 16, "\(name): frame 30 is all but blank")
    }
  }
}
