import EmitterModel
import EmitterTestSupport
import Testing

@testable import EmitterSimulation

/// `ResolvedLayers` reads as the array it replaces, and a placeholder (a layer out of the tree:
/// no cells, emitter keys at their defaults) costs no stored layer: what keeps a fired layer's
/// retired index from holding a few hundred bytes in every table made from the scene.
@Suite("Resolved layers: an array's values, placeholders kept as a few words")
struct ResolvedLayersTests {
  /// A layer resolved from `layer` at flat index `index` (no cells).
  static func resolved(_ layer: EmitterLayer, index: Int, fan: Bool = false) -> ResolvedLayer {
    var scene = Scene()
    scene.seed = 11
    scene.emissionRangeMode = fan ? .fan : scene.emissionRangeMode
    scene.layers = Array(repeating: EmitterLayer(), count: index) + [layer]
    return ResolvedScene(scene).layers[index]
  }

  /// Placeholders and whole layers at random indices, set over each other at random: the same
  /// values as an `Array`, and only the whole ones stored.
  @Test(
    "random appends and replacements read back as an Array's, whole layers alone stored",
    arguments: [1, 2, 3])
  func matchesAnArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var moved = EmitterLayer()
    moved.emitterPosition = Point(x: 30, y: 40)
    var timed = EmitterLayer()
    timed.beginTime = 2
    var array: [ResolvedLayer] = []
    var layers = ResolvedLayers()
    func draw(at index: Int) -> ResolvedLayer {
      switch random.next() % 4 {
      case 0: Self.resolved(moved, index: index)
      case 1: Self.resolved(timed, index: index)
      case 2: Self.resolved(EmitterLayer(), index: index, fan: true)
      default: Self.resolved(EmitterLayer(), index: index)
      }
    }
    for _ in 0..<200 {
      if array.isEmpty || random.next() % 3 == 0 {
        let layer = draw(at: array.count)
        array.append(layer)
        layers.append(layer)
      } else {
        let index = Int(random.next() % UInt64(array.count))
        let layer = draw(at: index)
        array[index] = layer
        layers[index] = layer
      }
      #expect(layers.count == array.count)
    }
    #expect(Array(layers) == array)
    #expect(layers == ResolvedLayers(array))
    let whole = array.filter { $0.position != .zero || $0.beginTime != 0 }.count
    #expect(layers.storedCount == whole, "only layers with a key off its default are stored")
    #expect(whole > 0 && whole < array.count)
  }

  @Test("a layer with cells is stored even with every key at its default")
  func layersWithCellsAreStored() {
    var layer = Self.resolved(EmitterLayer(), index: 0)
    layer.cells = 0..<2
    let layers: ResolvedLayers = [layer]
    #expect(layers.storedCount == 1)
    #expect(layers[0] == layer)
  }

  /// The planner's own tables over fired bursts: each fired layer completes, leaves the tree
  /// and keeps its index, and the resolved table stores only the layers in it.
  @Test("forty fired layers retired: forty-one indices, one layer stored")
  func firedLayersLeaveNothingStored() throws {
    let simulator = CPUSimulator(scene: SceneFixtures.single(rate: 20, lifetime: 0.5))
    var t = 0.0
    for _ in 0..<40 {
      let fired = try simulator.fire(5, cell: "dot")
      #expect(simulator.scene.layers.count <= fired + 1)
      for _ in 0..<60 {
        t += 1.0 / 60
        _ = simulator.advance(to: t)
      }
      #expect(simulator.isFinished(layer: fired))
    }
    #expect(simulator.model.topLevelLayers == [0], "every fired layer left the tree")
    #expect(simulator.scene.layers.count == 41)
    #expect(simulator.scene.layers.storedCount == 1, "only the source layer is stored whole")
    #expect(simulator.scene.layers[40].cells.isEmpty)
    #expect(simulator.liveCount > 0, "the source layer still emits")
  }
}
