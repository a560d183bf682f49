import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

/// examples/gtk4 as a GTK programmer builds it: the library installed into a temporary prefix,
/// the example's folder copied out of the checkout and built there by its meson.build (`meson
/// setup build && ninja -C build`, as its README says), then 60 frames of its default preset
/// (`confetti`, found beside the installed library) under Xvfb and GTK's own picture of the
/// window saved. It must show GTK's widgets (the page's CSS background, the heading's dark text)
/// with the particles' colours over them.
@Suite("examples/gtk4, copied out, built with meson and run under Xvfb", .tags(.tool))
struct GTK4ExampleTests {
  @Test("a GtkGLArea draws a preset over GTK widgets")
  func screenshot() throws {
    let installed = try InstalledLibrary("gtk4")
    defer { installed.remove() }
    let (work, root) = (installed.work, installed.root)
    let shot = work.appendingPathComponent("gtk.png").path
    let script = """
      set -euo pipefail
      \(virtualDisplayScript)
      \(installed.installScript)
      pkg-config --exists gtk4 || { echo "no gtk4: run tools/setup (Debian package libgtk-4-dev)"; exit 1; }
      command -v meson > /dev/null || { echo "no meson: run tools/setup (Debian packages meson, ninja-build)"; exit 1; }
      cp -R '\(root)/examples/gtk4' '\(work.path)/gtk4'
      cd '\(work.path)/gtk4'
      meson setup build > '\(work.path)/meson.txt' || { cat '\(work.path)/meson.txt'; exit 1; }
      ninja -C build > '\(work.path)/ninja.txt' || { cat '\(work.path)/ninja.txt'; exit 1; }
      export GTK_A11Y=none NO_AT_BRIDGE=1
      # GTK's warnings about the missing session bus are noise here; anything else is shown.
      unset EMITTER_SCENES EMITTERKIT_LIBRARY
      build/gtk-confetti --frames 60 --screenshot '\(shot)' 2> '\(work.path)/stderr.txt'
      grep -v -i 'session bus' '\(work.path)/stderr.txt' || true
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "meson, ninja or the example failed (exit \(status)):\n\(output)")
    #expect(output.contains("gtk-confetti: 60 frames"), "\(output)")

    let image = try PNGFile.read(shot)
    #expect(image.width == 390 && image.height == 844, "\(image.width) x \(image.height)")
    var page = 0  // the page background main.c sets by CSS, #fdf6e3
    var darkTextAtTop = 0
    var coloured = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
        let spread = max(r, g, b) - min(r, g, b)
        if abs(r - 253) <= 2 && abs(g - 246) <= 2 && abs(b - 227) <= 2 { page += 1 }
        if y < 100 && max(r, g, b) < 90 && spread < 20 { darkTextAtTop += 1 }
        if spread > 100 { coloured += 1 }
      }
    }
    let total = image.width * image.height
    #expect(page > total / 2, "GTK's page background: \(page) of \(total) pixels")
    #expect(darkTextAtTop > 150, "the heading's dark text: \(darkTextAtTop) pixels")
    #expect(coloured > 2_000, "the particles' colours: \(coloured) pixels")
  }
}
