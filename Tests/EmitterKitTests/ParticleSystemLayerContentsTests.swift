import EmitterKit
import Foundation
import Testing

/// A layer's `contents` and `contentsGravity` set on a running system reach the image (the
/// contents are rasterised again, the layer takes the composed path).
@Suite("Layer contents set live reach the image")
struct ParticleSystemLayerContentsTests {
  @Test("contents set live appear; a new gravity moves them")
  func liveContents() throws {
    var scene = Scene()
    scene.size = Size(width: 100, height: 100)
    scene.backgroundColor = .clear
    scene.layers = [EmitterLayer(name: "card")]
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    let black = RGBAImage(width: 100, height: 100, fill: SIMD4(0, 0, 0, 255))
    try system.update(to: 0.1)
    let before = try ParticleSystemCPUBackendGLTests.draw(system, over: black).image
    #expect(before[50, 50] == SIMD4(0, 0, 0, 255))

    try system.setValue(
      Contents.shape(.square, size: Size(width: 40, height: 40)), forKeyPath: "contents")
    try system.setValue(json: .string("center"), forKeyPath: "contentsGravity")
    try system.update(to: 0.2)
    let centred = try ParticleSystemCPUBackendGLTests.draw(system, over: black).image
    #expect(centred[50, 50] == SIMD4(255, 255, 255, 255))
    #expect(centred[10, 90] == SIMD4(0, 0, 0, 255))

    // topLeft: the left edge and CA's +y-up top, the largest y (the bottom as seen).
    try system.setValue(json: .string("topLeft"), forKeyPath: "contentsGravity")
    try system.update(to: 0.3)
    let moved = try ParticleSystemCPUBackendGLTests.draw(system, over: black).image
    #expect(moved[20, 80] == SIMD4(255, 255, 255, 255))
    #expect(moved[50, 40] == SIMD4(0, 0, 0, 255))
  }
}
