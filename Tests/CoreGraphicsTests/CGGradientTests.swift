import CoreGraphics
import EmitterImage
import Testing

@Suite("CGGradient: linear and radial gradients")
struct CGGradientTests {
  static let blackToWhite = CGGradient(
    colorsSpace: CGColorSpaceCreateDeviceRGB(),
    colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray,
    locations: [0, 1])!

  @Test("a linear ramp's pixels follow the line: 255 (x + ½) / width, within one step")
  func linearRamp() {
    let context = Drawing.context(width: 256, height: 4)
    context.drawLinearGradient(
      Self.blackToWhite, start: .zero, end: CGPoint(x: 256, y: 0),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    let image = Drawing.pixels(context)
    for x in 0..<256 {
      let expected = 255 * (Double(x) + 0.5) / 256
      #expect(abs(Double(image[x, 2].x) - expected) <= 1, "x \(x): \(image[x, 2])")
      #expect(image[x, 2].w == 255)
    }
  }

  @Test("options: without them nothing is painted beyond the ends; each paints its own side")
  func linearOptions() {
    func row(_ options: CGGradientDrawingOptions) -> RGBAImage {
      let context = Drawing.context(width: 100, height: 1)
      context.drawLinearGradient(
        Self.blackToWhite, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 70, y: 0), options: options)
      return Drawing.pixels(context)
    }
    let none = row([])
    #expect(none[10, 0].w == 0 && none[90, 0].w == 0 && none[50, 0].w == 255)
    let before = row(.drawsBeforeStartLocation)
    #expect(before[10, 0] == SIMD4(0, 0, 0, 255) && before[90, 0].w == 0)
    let after = row(.drawsAfterEndLocation)
    #expect(after[10, 0].w == 0 && after[90, 0] == SIMD4(255, 255, 255, 255))
  }

  @Test("a radial glow fades with distance from its centre and stops at its radius")
  func radialGlow() throws {
    let glow = try #require(
      CGGradient(
        colorsSpace: nil,
        colors: [
          CGColor(red: 1, green: 1, blue: 1, alpha: 1),
          CGColor(red: 1, green: 0, blue: 0, alpha: 1),
        ] as CFArray,
        locations: nil))
    let context = Drawing.context(width: 64, height: 64)
    context.drawRadialGradient(
      glow, startCenter: CGPoint(x: 32, y: 32), startRadius: 0, endCenter: CGPoint(x: 32, y: 32),
      endRadius: 20, options: [])
    let image = Drawing.pixels(context)
    for (x, y) in [(32, 32), (40, 31), (45, 45), (32, 50)] {
      let d =
        ((Double(x) + 0.5 - 32) * (Double(x) + 0.5 - 32) + (Double(y) + 0.5 - 32)
          * (Double(y) + 0.5 - 32))
        .squareRoot()
      // Green falls from 255 at the centre to 0 at the radius.
      #expect(
        abs(Double(image[x, y].y) - 255 * (1 - d / 20)) <= 2, "(\(x), \(y)) at \(d): \(image[x, y])"
      )
      #expect(image[x, y].w == 255)
    }
    #expect(image[2, 2].w == 0 && image[32, 60].w == 0, "outside the end circle")
    let padded = Drawing.context(width: 64, height: 64)
    padded.drawRadialGradient(
      glow, startCenter: CGPoint(x: 32, y: 32), startRadius: 0, endCenter: CGPoint(x: 32, y: 32),
      endRadius: 20, options: .drawsAfterEndLocation)
    #expect(Drawing.pixels(padded)[2, 2] == SIMD4(255, 0, 0, 255))
    // A ring: from radius 10 to 20, painted after its end only, so its inside stays empty.
    let ring = Drawing.context(width: 64, height: 64)
    ring.drawRadialGradient(
      glow, startCenter: CGPoint(x: 32, y: 32), startRadius: 10, endCenter: CGPoint(x: 32, y: 32),
      endRadius: 20, options: .drawsAfterEndLocation)
    let rings = Drawing.pixels(ring)
    #expect(rings[32, 32].w == 0 && rings[2, 2] == SIMD4(255, 0, 0, 255) && rings[32, 17].w == 255)
  }
}
