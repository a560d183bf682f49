import EmitterImage
import EmitterTestSupport
import Foundation
import Testing

/// examples/c-glfw as a C programmer builds it: the library installed into a temporary prefix,
/// the example's Makefile (`cc main.c $(pkg-config --cflags --libs emitterkit glfw3 epoxy
/// libpng)`), then run under Xvfb with a click replayed at frame 1 and the window read back at
/// frame 30. The screenshot must hold the program's own background, panel and button, and
/// confetti from the click; a run without the click must hold no confetti at all.
@Suite("examples/c-glfw, built with make and run under Xvfb", .serialized, .tags(.tool))
struct GLFWExampleTests {
  /// The example's colours (main.c's draw_app) in 8 bits.
  static let background: SIMD3<Int> = [23, 33, 51]
  static let panel: SIMD3<Int> = [217, 222, 230]
  static let button: SIMD3<Int> = [51, 115, 242]
  static let bar: SIMD3<Int> = [76, 84, 97]

  static func near(_ a: SIMD3<Int>, _ b: SIMD3<Int>) -> Bool {
    let d = a &- b
    return abs(d.x) <= 1 && abs(d.y) <= 1 && abs(d.z) <= 1
  }

  /// Pixel (x, y) from the top-left, RGB (the window is opaque).
  static func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> SIMD3<Int> {
    let i = (y * image.width + x) * 4
    return [Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2])]
  }

  @Test("its window shows its own background and UI with confetti from a click drawn over them")
  func screenshot() throws {
    let installed = try InstalledLibrary("glfw")
    defer { installed.remove() }
    let (work, root, prefix) = (installed.work, installed.root, installed.prefix)
    let clicked = work.appendingPathComponent("clicked.png").path
    let quiet = work.appendingPathComponent("quiet.png").path
    let script = """
      set -euo pipefail
      \(virtualDisplayScript)
      \(installed.installScript)
      make --no-print-directory -C '\(root)/examples/c-glfw' OUT='\(prefix)' CC="${CC:-cc}"
      '\(prefix)/confetti' --frames 30 --click 500,300@1 --screenshot '\(clicked)'
      '\(prefix)/confetti' --frames 30 --screenshot '\(quiet)'
      """
    let (status, output) = try CLibraryTests.run(script)
    try #require(status == 0, "make or the example failed (exit \(status)):\n\(output)")
    #expect(output.contains("80 live particles, 1 bursts"), "\(output)")

    let image = try PNGFile.read(clicked)
    #expect(image.width == 800 && image.height == 600)
    var confetti = 0
    var confettiX = 0
    var confettiY = 0
    var app = [0, 0, 0, 0]  // background, panel, button, bar
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = Self.rgb(image, x, y)
        if let k = [Self.background, Self.panel, Self.button, Self.bar].firstIndex(where: {
          Self.near($0, pixel)
        }) {
          app[k] += 1
        } else {
          confetti += 1
          confettiX += x
          confettiY += y
        }
      }
    }
    // The program's own picture survives where no particle is: most of each part is intact.
    #expect(app[0] > 300_000, "background pixels: \(app[0])")
    #expect(app[1] > 90_000, "panel pixels: \(app[1])")
    #expect(app[2] > 6_000, "button pixels: \(app[2])")
    #expect(app[3] > 15_000, "bar pixels: \(app[3])")
    // 80 pieces of 12x6 pt confetti, drawn over it around the click at (500, 300).
    #expect(confetti > 1_500, "confetti pixels: \(confetti)")
    if confetti > 0 {
      #expect(
        abs(confettiX / confetti - 500) < 150 && abs(confettiY / confetti - 300) < 200,
        "confetti centred at (\(confettiX / confetti), \(confettiY / confetti))")
    }
    // The corners are the app's: the panel top-left, the bar bottom-right.
    #expect(Self.near(Self.rgb(image, 2, 2), Self.panel))
    #expect(Self.near(Self.rgb(image, 100, 40), Self.button))
    #expect(Self.near(Self.rgb(image, 797, 597), Self.bar))

    // No click, no confetti: every pixel is the app's own.
    let still = try PNGFile.read(quiet)
    var foreign = 0
    for y in 0..<still.height {
      for x in 0..<still.width
      where ![Self.background, Self.panel, Self.button, Self.bar].contains(where: {
        Self.near($0, Self.rgb(still, x, y))
      }) {
        foreign += 1
      }
    }
    #expect(foreign == 0, "\(foreign) pixels that are not the app's without a click")
  }
}
