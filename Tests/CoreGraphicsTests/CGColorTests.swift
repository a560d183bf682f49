import CoreGraphics
import Testing

@Suite("CGColor and CGColorSpace")
struct CGColorTests {
  @Test("RGB components are kept, alpha last; copy(alpha:) changes only alpha")
  func componentsAreKept() {
    let colour = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    #expect(colour.components == [0.25, 0.5, 0.75, 0.5])
    #expect(colour.numberOfComponents == 4)
    #expect(colour.alpha == 0.5)
    #expect(colour.copy(alpha: 1)?.components == [0.25, 0.5, 0.75, 1])
    #expect(colour.colorSpace?.name == CGColorSpace.sRGB)
    #expect(colour.colorSpace?.model == .rgb)
  }

  @Test("a grey has two components in a grey space, as Core Graphics keeps it")
  func grey() {
    let grey = CGColor(gray: 0.4, alpha: 0.8)
    #expect(grey.components == [0.4, 0.8])
    #expect(grey.numberOfComponents == 2)
    #expect(grey.colorSpace?.model == .monochrome)
    #expect(grey.copy(alpha: 0.1)?.components == [0.4, 0.1])
    #expect(CGColor.black.components == [0, 1])
    #expect(CGColor.white.components == [1, 1])
    #expect(CGColor.clear.components == [0, 0])
    // Drawn as r = g = b.
    #expect(grey.rgba == (0.4, 0.4, 0.4, 0.8))
  }

  @Test(
    "equal means the same space and components: a grey is not the RGB colour that looks like it")
  func equality() {
    #expect(
      CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(CGColor(gray: 0.5, alpha: 1) != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(
      CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.9))
    let set: Set<CGColor> = [
      CGColor(gray: 1, alpha: 1), .white, CGColor(red: 1, green: 1, blue: 1, alpha: 1),
    ]
    #expect(set.count == 2)
  }

  @Test("colour spaces: sRGB and grey names are made, others (no colour management) are nil")
  func spaces() throws {
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
    #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
    #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil)
    #expect(CGColorSpaceCreateDeviceRGB().name == nil)
    let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
    let components: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
    let colour = try #require(CGColor(colorSpace: space, components: components))
    #expect(colour == CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
  }
}
