import EmitterKit
import Foundation
import Testing

/// Live changes addressed to a sublayer by its name path (`"card.stars"`) on the façade, with
/// the CPU backend (no GL needed: the addressing is the engine's, not the renderer's).
@Suite("ParticleSystem addresses sublayers by name path")
struct ParticleSystemLayerPathTests {
  /// Flat indices: card 0, "dotted.name" 1, "a.b" 2, a 3, then card's sky 4 and stars 5,
  /// "dotted.name"'s x 6 and a's b 7. `"a.b"` names both layer 2 and layer 7.
  static let json = #"""
    {"size": [100, 100], "layers": [
      {"name": "card", "sublayers": [
        {"name": "sky"},
        {"name": "stars", "emitterCells": [{"name": "dot", "birthRate": 0, "lifetime": 5, "contents": "circle"}]}]},
      {"name": "dotted.name", "sublayers": [{"name": "x"}]},
      {"name": "a.b"},
      {"name": "a", "sublayers": [{"name": "b"}]}]}
    """#

  static func system() throws -> ParticleSystem {
    try ParticleSystem(
      scene: Scene(jsonData: Data(json.utf8), file: "tree.json"), backend: .cpu)
  }

  @Test("a name path finds the flat index every live call takes, names with dots included")
  func indices() throws {
    let system = try Self.system()
    #expect(try system.layerIndex(named: "card") == 0)
    #expect(try system.layerIndex(named: "a") == 3)
    #expect(try system.layerIndex(named: "card.sky") == 4)
    #expect(try system.layerIndex(named: "card.stars") == 5)
    #expect(try system.layerIndex(named: "dotted.name") == 1)
    #expect(try system.layerIndex(named: "dotted.name.x") == 6)
    #expect(system.model.layerIndex(named: "card.stars") == 5)
  }

  @Test("a sublayer inserted live takes the next flat index; its path finds it once it is in")
  func insertedSublayer() throws {
    let system = try Self.system()
    #expect(system.layerCount == 8)
    try system.schedule(
      LayerChange(.insertSublayer(EmitterLayer(name: "moon"), at: 0), at: 0), layer: 0)
    #expect(system.layerCount == 9)
    try system.update(to: 0.1)
    #expect(try system.layerIndex(named: "card.moon") == 8)
    #expect(system.model.unflattened.layers[0].sublayers.map(\.name) == ["moon", "sky", "stars"])
    try system.schedule(LayerChange(.removeSublayer(at: 2), at: 0.1), layer: 0)
    try system.update(to: 0.2)
    #expect(system.layerCount == 9, "a removed layer keeps its index")
    #expect(throws: LiveChangeError.self) { try system.layerIndex(named: "card.stars") }
  }

  @Test("setValue by name path changes that sublayer, and only it")
  func setsTheSublayer() throws {
    let system = try Self.system()
    try system.setValue(0.25, forKeyPath: "opacity", layer: "card.stars")
    try system.setValue(
      json: .array([.number(10), .number(20)]), forKeyPath: "position", layer: "card.sky")
    try system.update(by: 1.0 / 60)
    let layers = system.model.layers
    #expect(layers[5].opacity == 0.25)
    #expect(layers[4].position == Point(x: 10, y: 20))
    #expect(layers.indices.filter { $0 != 5 }.allSatisfy { layers[$0].opacity == 1 })
    #expect(layers.indices.filter { $0 != 4 }.allSatisfy { layers[$0].position == nil })
    // The index reaches the sublayer's cells too: a burst of its cell is born there.
    try system.burst(7, cell: "dot", layer: try system.layerIndex(named: "card.stars"))
    try system.update(by: 1.0 / 60)
    #expect(try system.liveCount() == 7)
  }

  @Test("an unknown name says where it looked, what is there and the nearest name")
  func unknownNames() throws {
    let system = try Self.system()
    #expect {
      try system.setValue(0.5, forKeyPath: "opacity", layer: "card.strs")
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("opacity: no layer at \"card.strs\"")
        && message.contains(
          "layer \"card\" has no sublayer \"strs\" (its sublayers: \"sky\", \"stars\")")
        && message.hasSuffix("did you mean \"stars\"?")
    }
    #expect {
      try system.layerIndex(named: "cards")
    } throws: { error in
      "\(error)".contains("no top-level layer is named \"cards\"")
        && "\(error)".contains("(the top-level layers: \"card\", \"dotted.name\", \"a.b\", \"a\")")
        && "\(error)".hasSuffix("did you mean \"card\"?")
    }
    #expect {
      try system.layerIndex(named: "card.sky.deeper")
    } throws: { error in
      "\(error)".contains("layer \"card.sky\" has no sublayer \"deeper\" (it has none)")
    }
    // Sibling names are unique in a valid scene, but a dotted name can meet a path.
    #expect {
      try system.layerIndex(named: "a.b")
    } throws: { error in
      "\(error)".contains(
        "the layer path \"a.b\" is ambiguous: it names layers[2] and layers[3].sublayers[0]")
    }
    #expect(throws: LiveChangeError.self) { try system.layerIndex(named: "") }
    #expect(system.model.layerIndex(named: "a.b") == nil)
  }
}
