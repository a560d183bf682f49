import EmitterModel
import Foundation
import Testing

@Suite("Scene files: encoding and Codable")
struct SceneFileEncodingTests {
  @Test("encode then decode gives the same scene")
  func roundTrip() throws {
    let scene = try SceneFileSupport.scene(SceneFileSupport.fireworks)
    let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
    #expect(again == scene)
  }

  /// Every schema row, set to a non-default value in a scene built in Swift, survives a round
  /// trip: a row that encodes but does not decode (or the reverse) fails here by name.
  @Test("every property round-trips a non-default value")
  func everyPropertyRoundTrips() throws {
    var cell = EmitterCell(name: "a")
    for property in EmitterCell.schema.properties {
      #expect(
        property.setValue(nonDefault(for: property.kind, name: property.name), in: &cell),
        "\(property.name)")
    }
    var layer = EmitterLayer(name: "b")
    for property in EmitterLayer.schema.properties {
      #expect(
        property.setValue(nonDefault(for: property.kind, name: property.name), in: &layer),
        "\(property.name)")
    }
    // The mask shape emits from one source: the text stays, the image, the path and the layer
    // round-trip in EmitterMaskKeysTests.
    layer.emitterMask.image = nil
    layer.emitterMask.path = nil
    layer.emitterMask.layer = nil
    // birthEvent's other values are a sub-cell's (refused on a top-level cell, as a sub-cell's
    // maxParticles is): a child carries it.
    cell.birthEvent = .life
    var child = EmitterCell(name: "child")
    child.birthEvent = .collision
    cell.emitterCells = [child]
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    scene.particleCap = Scene.maximumParticleCap
    let again = try Scene(jsonData: scene.jsonData(), file: "again.json")
    for property in EmitterCell.schema.properties {
      #expect(
        property.value(in: again.layers[0].emitterCells[0]) == property.value(in: cell),
        "\(property.name)")
    }
    #expect(again.layers[0].emitterCells[0].emitterCells.first?.birthEvent == .collision)
    #expect(again == scene)
  }

  @Test("defaults are omitted: an empty cell writes as {}")
  func defaultsOmitted() throws {
    var scene = Scene()
    scene.layers = [EmitterLayer()]
    scene.layers[0].emitterCells = [EmitterCell()]
    let text = String(decoding: scene.jsonData(), as: UTF8.self)
    #expect(!text.contains("birthRate") && !text.contains("size") && text.contains("{}"))
  }

  @Test("output is sorted, flat (timing on the cell) and uses the short forms")
  func outputShape() throws {
    var cell = EmitterCell(name: "spark")
    cell.timing.beginTime = 1.5
    cell.color = Color(red: 1, green: 0, blue: 0)
    cell.contents = .shape(.circle, size: Contents.defaultSize(for: .circle))
    var layer = EmitterLayer()
    layer.emitterPosition = Point(x: 10, y: 20)
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    let text = String(decoding: scene.jsonData(), as: UTF8.self)
    #expect(text.contains(#""beginTime": 1.5"#) && !text.contains("timing"))
    #expect(text.contains(##""color": "#ff0000""##) && text.contains(#""contents": "circle""#))
    #expect(text.contains(#""emitterPosition": [10, 20]"#))
    let beginTime = try #require(text.range(of: "beginTime"))
    let name = try #require(text.range(of: "\"name\""))
    #expect(beginTime.lowerBound < name.lowerBound, "keys sorted")
  }

  @Test("JSONDecoder and JSONEncoder go through the schema (Apple-flat keys, same checks)")
  func codable() throws {
    let cellJSON = Data(#"{"name": "spark", "beginTime": 2, "birthRate": 5}"#.utf8)
    let cell = try JSONDecoder().decode(EmitterCell.self, from: cellJSON)
    #expect(cell.timing.beginTime == 2 && cell.birthRate == 5)
    let encoded = try JSONEncoder().encode(cell)
    let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    #expect(object["beginTime"] != nil && object["timing"] == nil)
    #expect(try JSONDecoder().decode(EmitterCell.self, from: encoded) == cell)

    let scene = try SceneFileSupport.scene(SceneFileSupport.fireworks)
    #expect(try JSONDecoder().decode(Scene.self, from: JSONEncoder().encode(scene)) == scene)

    let bad = Data(#"{"birthRate": -1}"#.utf8)
    do {
      _ = try JSONDecoder().decode(EmitterCell.self, from: bad)
      Issue.record("a negative birth rate decoded")
    } catch DecodingError.dataCorrupted(let context) {
      let error = try #require(context.underlyingError as? SceneFileError)
      #expect(error.diagnostics.map(\.kind) == [.outOfRange])
      #expect(error.diagnostics.first?.keyPath == "birthRate")
    }
  }

  private func nonDefault(for kind: ValueKind, name: String) -> PropertyValue {
    switch kind {
    case .number(let range): .number(range.lower.isFinite ? range.lower + 0.5 : 0.25)
    case .integer(let range): .number(Double(range.lowerBound + 1))
    case .boolean: .bool(name != "enabled")
    case .text: .string("x")
    case .pathData: .string("M0 0 H10 V5 Z")
    case .choice(let options): .string(options[1])
    case .point: .point(Point(x: 1, y: 2))
    case .size: .size(Size(width: 3, height: 4))
    case .rect: .rect(Rect(x: 0.25, y: 0.5, width: 0.5, height: 0.25))
    case .color: .color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    case .contents: .contents(.emoji("🔥", size: 20))
    case .vector: .vector(Vector3(x: 1, y: 2, z: 3))
    case .bounds: .rect(Rect(x: -5, y: 10, width: 120, height: 80))
    case .transform:
      .transform(Transform3D.rotation(0.5, 0, 0, 1).concatenating(.translation(3, -4, 5)))
    case .numberList: .numbers([0, 0.5, 1])
    case .colorList: .colors([.white, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)])
    case .rectList: .rects([Rect(x: -1, y: 2, width: 3, height: 0)])
    case .timingFunction: .timingFunction(.easeOut)
    case .timingFunctionList: .timingFunctions([.easeIn, MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 1.5)])
    }
  }
}
