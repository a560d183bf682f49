import EmitterModel
import EmitterTestSupport
import Foundation
import Testing

/// A colour exactly half an 8-bit level between two (an opacity of 0.3: 76.5) is rounded to the
/// even level on both renderers, as GL's float-to-unorm conversion is on llvmpipe (ties to
/// even, IEEE's default): the CPU reference used to round it up, a level above GL's
/// (`PixelBlending.quantize`, `quantized` and the span kernel's).
@Suite("Half a level rounds to even on CPU and GL", .serialized, .tags(.gl))
struct HalfLevelRoundingTests {
  /// Levels whose half steps round down (even below) and up (odd below), 0.3 and 0.7 among them.
  @Test(arguments: [70, 71, 76, 77, 178])
  func whiteAtHalfALevel(level: Int) throws {
    // (level + ½) / 255 as a Float scales back to exactly level + ½.
    let opacity = Float((Double(level) + 0.5) / 255)
    try #require(opacity * 255 == Float(level) + 0.5)
    let json = #"""
      {"size": [40, 40], "backgroundColor": "#000000",
       "layers": [{"name": "card", "backgroundColor": "#ffffff", "opacity": \#(opacity)}]}
      """#
    let scene = try Scene(jsonData: Data(json.utf8), file: "half-level.json")
    let even = level % 2 == 0 ? level : level + 1
    // drawOnBoth checks GL's image against the CPU's: a level apart everywhere is a mean of
    // 0.75/255, over the 0.1/255 it allows.
    try LayerBeforeBeginRenderTests.drawOnBoth(scene, at: [0.5], label: "half-level-\(level)") {
      _, _, _, cpuImage in
      #expect(Int(cpuImage[20, 20].x) == even, "the CPU reference's grey")
    }
  }
}
