import EmitterModel
import Foundation
import Testing

/// The layer tree: flattening (top-level indices kept), drawing order (zPosition, then array
/// order, a layer before its sublayers) and the canvas-from-layer matrices composed in Core
/// Animation's order.
@Suite("Layer tree: flattening, drawing order, composed geometry")
struct LayerTreeTests {
  private func named(_ name: String, z: Double = 0, _ sublayers: [EmitterLayer] = [])
    -> EmitterLayer
  {
    var layer = EmitterLayer(name: name)
    layer.zPosition = z
    layer.sublayers = sublayers
    return layer
  }

  @Test("flattening keeps top-level indices, appends sublayers depth-first, and undoes exactly")
  func flattening() throws {
    var scene = Scene()
    scene.layers = [
      named("a", [named("a1", [named("a1x")]), named("a2")]), named("b"), named("c", [named("c1")]),
    ]
    let flat = scene.flattened
    #expect(flat.layers.map(\.name) == ["a", "b", "c", "a1", "a1x", "a2", "c1"])
    #expect(flat.superlayers == [nil, nil, nil, 0, 3, 0, 2])
    #expect(flat.layers.allSatisfy { $0.sublayers.isEmpty })
    #expect(flat.flattened == flat)
    #expect(flat.unflattened == scene)
    // Written to a file, a flattened scene is the tree again.
    let written = flat.jsonData()
    let tree = scene.jsonData()
    #expect(written == tree)
    // Without sublayers a scene is its own flattening.
    var plain = Scene()
    plain.layers = [named("x"), named("y")]
    #expect(plain.flattened == plain)
  }

  @Test("live calls find a sublayer by its names from the top: its flat index")
  func layerIndexByName() {
    var scene = Scene()
    scene.layers = [named("a", [named("x"), named("y", [named("z")])]), named("b", [named("x")])]
    #expect(scene.layerIndex(named: "a") == 0)
    #expect(scene.layerIndex(named: "b") == 1)
    #expect(scene.layerIndex(named: "a.x") == 2)
    #expect(scene.layerIndex(named: "a.y.z") == 4)
    #expect(scene.layerIndex(named: "b.x") == 5)
    #expect(scene.layerIndex(named: "x") == nil)
    #expect(scene.layerIndex(named: "a.q") == nil)
  }

  @Test(
    "drawing order: siblings by zPosition, ties in array order, each layer before its sublayers")
  func drawOrder() {
    var scene = Scene()
    scene.layers = [
      named("a", z: 1, [named("a1", z: 2), named("a2", z: -1), named("a3", z: 2)]),
      named("b", z: 0), named("c", z: 1),
    ]
    let flat = scene.flattened
    let names = flat.drawOrder().map { flat.layers[$0].name ?? "" }
    #expect(names == ["b", "a", "a2", "a1", "a3", "c"])
    var plain = Scene()
    plain.layers = [named("x"), named("y"), named("z")]
    #expect(plain.drawOrder() == [0, 1, 2])
  }

  @Test("a default layer's matrix is exactly the identity, on any canvas")
  func defaultsAreIdentity() {
    var scene = Scene()
    scene.size = Size(width: 391.7, height: 844.3)
    scene.layers = [EmitterLayer(), named("parent", [EmitterLayer()])]
    for geometry in scene.flattened.layerGeometries() {
      #expect(geometry.canvasFromLayer == .identity)
      #expect(geometry.bounds == Rect(x: 0, y: 0, width: 391.7, height: 844.3))
      #expect(geometry.inheritedOpacity == 1 && !geometry.isHidden && geometry.eyeDistance == nil)
    }
  }

  @Test("a sublayer in a scaled, turned superlayer maps points as the hand-built chain does")
  func nestedComposition() throws {
    var child = EmitterLayer(name: "child")
    child.bounds = Rect(x: -10, y: 5, width: 40, height: 20)
    child.position = Point(x: 30, y: 70)
    child.anchorPoint = Point(x: 0, y: 1)
    child.transform = .rotation(0.25, 0, 0, 1)
    var parent = EmitterLayer(name: "parent")
    parent.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
    parent.position = Point(x: 150, y: 300)
    parent.transform = Transform3D.scale(2, 0.5, 1).concatenating(.rotation(0.7, 0, 0, 1))
    parent.sublayerTransform = .scale(1.5, 1.5, 1)
    parent.sublayers = [child]
    var scene = Scene()
    scene.layers = [parent]
    let geometry = try #require(scene.flattened.layerGeometries().last)

    func turn(_ p: SIMD2<Double>, _ a: Double) -> SIMD2<Double> {
      SIMD2(p.x * cos(a) - p.y * sin(a), p.x * sin(a) + p.y * cos(a))
    }
    for point in [SIMD2(-10.0, 5.0), SIMD2(30.0, 25.0), SIMD2(7.5, -3.25)] {
      // Child space -> parent space: about the child's anchor (its bounds' bottom-left corner).
      var p = point - SIMD2(-10, 25)
      p = turn(p, 0.25) + SIMD2(30, 70)
      // The parent's sublayerTransform, about the parent's anchor (its centre, 100, 50).
      p = (p - SIMD2(100, 50)) * 1.5 + SIMD2(100, 50)
      // Parent space -> canvas: about the parent's anchor, scaled, turned, to its position.
      p = p - SIMD2(100, 50)
      p = turn(p * SIMD2(2, 0.5), 0.7) + SIMD2(150, 300)
      let mapped = geometry.canvasFromLayer.apply(x: point.x, y: point.y, z: 0)
      #expect(abs(mapped.x / mapped.w - p.x) < 1e-9 && abs(mapped.y / mapped.w - p.y) < 1e-9)
    }
  }

  @Test(
    "hidden and opacity pass down the tree; m34 of the superlayer's sublayerTransform is the eye distance"
  )
  func inheritedState() {
    var leaf = EmitterLayer(name: "leaf")
    leaf.opacity = 0.5
    var middle = named("middle", [leaf])
    middle.opacity = 0.4
    middle.sublayerTransform.m34 = -1.0 / 250
    var top = named("top", [middle])
    top.opacity = 0.5
    top.isHidden = true
    var scene = Scene()
    scene.layers = [top]
    let geometries = scene.flattened.layerGeometries()
    #expect(geometries.map(\.inheritedOpacity) == [1, 0.5, 0.2])
    #expect(geometries.map(\.isHidden) == [true, true, true])
    #expect(geometries.map(\.eyeDistance) == [nil, nil, 250])
  }
}

/// Another canvas size: a top-level layer with its own bounds moves by its position and keeps
/// its own space; one without keeps today's rule (its space is the canvas).
@Suite("Layer geometry on another canvas size")
struct LayerCanvasLayoutTests {
  private func scene(_ layout: CanvasLayout) -> Scene {
    var button = EmitterLayer(name: "button")
    button.bounds = Rect(x: 0, y: 0, width: 120, height: 120)
    button.position = Point(x: 195, y: 195)
    button.emitterPosition = Point(x: 60, y: 60)
    var canvasWide = EmitterLayer(name: "wide")
    canvasWide.emitterPosition = Point(x: 195, y: 0)
    canvasWide.position = Point(x: 195, y: 195)
    var scene = Scene()
    scene.size = Size(width: 390, height: 390)
    scene.canvasLayout = layout
    scene.layers = [button, canvasWide]
    return scene
  }

  @Test(
    "stretch moves a bounded layer's position, not its own geometry; a canvas-sized one as before")
  func stretch() {
    let laid = scene(.stretch).laidOut(on: Size(width: 780, height: 390))
    #expect(laid.layers[0].position == Point(x: 390, y: 195))
    #expect(laid.layers[0].emitterPosition == Point(x: 60, y: 60))
    #expect(laid.layers[0].transform == .identity)
    #expect(laid.layers[1].position == Point(x: 390, y: 195))
    #expect(laid.layers[1].emitterPosition == Point(x: 390, y: 0))
  }

  @Test("zoom scales a bounded layer about its anchor through its transform, and undoes exactly")
  func zoom() {
    let original = scene(.zoom)
    let laid = original.laidOut(on: Size(width: 780, height: 780))
    #expect(laid.layers[0].position == Point(x: 390, y: 390))
    #expect(laid.layers[0].transform == .scale(2, 2, 1))
    #expect(laid.layers[0].scale == 1 && laid.layers[0].emitterPosition == Point(x: 60, y: 60))
    let map = CanvasMapping(layout: .zoom, from: original.size, to: laid.size)
    #expect(map.unapply(to: laid.layers[0]) == original.layers[0])
  }
}
