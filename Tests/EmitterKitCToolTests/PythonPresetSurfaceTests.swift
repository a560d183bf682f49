import EmitterTestSupport
import Foundation
import Testing

/// `PresetSurfaceTests` for Python: each preset by name from a plain pip install of
/// examples/python over the installed library (`EMITTERKIT_BUNDLE=none`: the binding's code
/// alone, as over the .deb's library; the wheel with the library inside is
/// tools/python-wheel-check's), everything at its default, stepped at 60 fps on
/// the CPU backend; frames 1 and 30 must be the Swift façade's bytes.
@Suite("Presets and defaults from Swift and Python", .tags(.tool))
struct PythonPresetSurfaceTests {
  @Test("each preset's first frame (and its 30th) is the same bytes from Swift and Python")
  func sameFramesFromPython() throws {
    let installed = try InstalledLibrary("python-presets", prefixSubfolder: "prefix")
    defer { installed.remove() }
    let work = installed.work
    let frames = work.appendingPathComponent("python")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
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
      unset EMITTERKIT_LIBRARY EMITTER_SCENES
      export EMITTERKIT_REDUCED_MOTION=0 PYTHONDONTWRITEBYTECODE=1
      python3 -m venv '\(venv)' || { echo "python3 -m venv failed: run tools/setup (python3-venv)"; exit 1; }
      cp -R '\(installed.root)/examples/python' '\(work.path)/python-package'
      EMITTERKIT_BUNDLE=none '\(venv)/bin/pip' install --quiet --disable-pip-version-check '\(work.path)/python-package'
      cd '\(work.path)'
      '\(venv)/bin/python' frames.py '\(frames.path)'
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "the Python program failed (exit \(status)):\n\(output)")
    try PresetSurfaceTests.expectSwiftFrames(in: frames, from: "Python")
  }
}
