import CoreGraphics
import Testing

@Suite struct CGColorTests {
  @Test func componentsAreKept() {
    let colour = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    #expect(colour.components == [0.25, 0.5, 0.75, 0.5])
    #expect(colour.alpha == 0.5)
    #expect(colour.copy(alpha: 1)?.components == [0.25, 0.5, 0.75, 1])
  }
}
