import EmitterModel
import Foundation
import Testing

/// `Scene.layerGeometries` places each layer from its keys with `resolvingGeometry`'s defaults
/// (without copying a layer to store them), and keeps a layer placed at its defaults (what a
/// layer removed live is) as a word: many such indices store no geometry.
@Suite("Layer geometries: the resolved placement, default layers kept as a word")
struct LayerGeometriesTests {
  @Test("a top-level layer is placed as its resolved copy's matrix says, keys set or not")
  func matchesTheResolvedLayer() {
    var scene = Scene()
    scene.size = Size(width: 320, height: 200)
    var placed = EmitterLayer()
    placed.position = Point(x: 40, y: 30)
    var sized = EmitterLayer()
    sized.bounds = Rect(x: 5, y: -5, width: 80, height: 50)
    sized.anchorPoint = Point(x: 0.25, y: 1)
    var turned = EmitterLayer()
    turned.transform = .rotation(0.4, 0, 0, 1)
    turned.zPosition = 7
    scene.layers = [placed, sized, turned, EmitterLayer()]
    let canvas = Rect(x: 0, y: 0, width: 320, height: 200)
    let geometries = scene.layerGeometries()
    #expect(geometries.count == 4)
    for (index, layer) in scene.layers.enumerated() {
      let resolved = layer.resolvingGeometry(in: canvas)
      #expect(geometries[index].canvasFromLayer == resolved.matrixInSuperlayer, "layer \(index)")
      #expect(geometries[index].bounds == resolved.bounds)
    }
    #expect(geometries[3].canvasFromLayer.isIdentity, "a default layer fills the canvas")
  }

  @Test("a thousand default layers after a placed one read as identities over the canvas")
  func defaultLayersReadBack() {
    var scene = Scene()
    scene.size = Size(width: 160, height: 120)
    var moved = EmitterLayer()
    moved.position = Point(x: 10, y: 10)
    scene.layers = [moved] + Array(repeating: EmitterLayer(), count: 1000)
    let geometries = scene.layerGeometries()
    #expect(geometries.count == 1001)
    #expect(!geometries[0].canvasFromLayer.isIdentity)
    let canvas = Rect(x: 0, y: 0, width: 160, height: 120)
    #expect(
      geometries.dropFirst().allSatisfy {
        $0.canvasFromLayer.isIdentity && $0.bounds == canvas && !$0.isHidden
          && $0.inheritedOpacity == 1 && $0.eyeDistance == nil
      })
    var again = scene
    again.layers[500].position = Point(x: 1, y: 2)
    #expect(again.layerGeometries() != geometries)
    #expect(scene.layerGeometries() == geometries)
  }
}
