import EmitterModel
import Foundation
import Testing

@Suite("Scene files: decoding and defaults")
struct SceneFileDecodingTests {
  /// Every cell property set to a non-default value lands in the right Swift field (the flat
  /// CAMediaTiming names included), so a wrong key path in the schema table cannot hide.
  @Test("every cell property decodes into its own field")
  func everyCellProperty() throws {
    let json = SceneFileSupport.cellScene(
      """
      "name": "spark", "enabled": false, "birthRate": 12, "lifetime": 3, "lifetimeRange": 0.5,
      "emissionLatitude": 0.1, "emissionLongitude": 1.5, "emissionRange": 0.3,
      "velocity": 100, "velocityRange": 20, "xAcceleration": 1, "yAcceleration": 98, "zAcceleration": -2,
      "scale": 0.5, "scaleRange": 0.1, "scaleSpeed": -0.05, "spin": 2, "spinRange": 1,
      "color": [1, 0.5, 0.25, 0.75], "redRange": 0.1, "greenRange": 0.2, "blueRange": 0.3, "alphaRange": 0.4,
      "redSpeed": -0.1, "greenSpeed": -0.2, "blueSpeed": -0.3, "alphaSpeed": -0.4,
      "contents": "triangle", "contentsRect": [0, 0.5, 0.5, 0.25], "contentsScale": 2,
      "minificationFilter": "nearest", "magnificationFilter": "trilinear", "minificationFilterBias": 0.5,
      "beginTime": 1.5, "duration": 0.1, "speed": 2, "timeOffset": 0.25, "repeatCount": 3,
      "repeatDuration": 4, "autoreverses": true, "fillMode": "both",
      "particleType": "plane", "orientationLongitude": 0.6, "orientationLatitude": 0.7,
      "orientationRange": 0.8, "rotation": 0.9, "rotationRange": 1.1, "mass": 3, "massRange": 2,
      "emitterCells": [{"name": "child"}]
      """)
    let cell = try #require(try SceneFileSupport.scene(json).layers.first?.emitterCells.first)
    #expect(cell.name == "spark" && cell.enabled == false)
    #expect(cell.birthRate == 12 && cell.lifetime == 3 && cell.lifetimeRange == 0.5)
    #expect(
      cell.emissionLatitude == 0.1 && cell.emissionLongitude == 1.5 && cell.emissionRange == 0.3)
    #expect(cell.velocity == 100 && cell.velocityRange == 20)
    #expect(cell.xAcceleration == 1 && cell.yAcceleration == 98 && cell.zAcceleration == -2)
    #expect(cell.scale == 0.5 && cell.scaleRange == 0.1 && cell.scaleSpeed == -0.05)
    #expect(cell.spin == 2 && cell.spinRange == 1)
    #expect(cell.color == Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    #expect(
      [cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange] == [0.1, 0.2, 0.3, 0.4])
    #expect(
      [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed] == [-0.1, -0.2, -0.3, -0.4])
    #expect(cell.contents == .shape(.triangle, size: Size(width: 10, height: 10)))
    #expect(
      cell.contentsRect == Rect(x: 0, y: 0.5, width: 0.5, height: 0.25) && cell.contentsScale == 2)
    #expect(cell.minificationFilter == .nearest && cell.magnificationFilter == .trilinear)
    #expect(cell.minificationFilterBias == 0.5)
    #expect(cell.timing.beginTime == 1.5 && cell.timing.duration == 0.1 && cell.timing.speed == 2)
    #expect(
      cell.timing.timeOffset == 0.25 && cell.timing.repeatCount == 3
        && cell.timing.repeatDuration == 4)
    #expect(cell.timing.autoreverses && cell.timing.fillMode == .both)
    #expect(cell.particleType == .plane)
    #expect(
      cell.orientationLongitude == 0.6 && cell.orientationLatitude == 0.7
        && cell.orientationRange == 0.8)
    #expect(
      cell.rotation == 0.9 && cell.rotationRange == 1.1 && cell.mass == 3 && cell.massRange == 2)
    #expect(cell.emitterCells.map(\.name) == ["child"])
  }

  @Test("every layer and scene property decodes into its own field")
  func everyLayerAndSceneProperty() throws {
    let scene = try SceneFileSupport.scene(
      """
      {"size": [320, 480], "backgroundColor": "#102030", "seed": 7, "rangeMode": "plusMinusHalfRange",
       "particleCap": 1000,
       "layers": [{"name": "fire", "birthRate": 2, "lifetime": 0.5, "velocity": 1.5, "scale": 2, "spin": 0.5,
         "emitterPosition": {"x": 10, "y": 20}, "emitterZPosition": 5, "emitterSize": [100, 50],
         "emitterDepth": 3, "emitterShape": "cuboid", "emitterMode": "outline", "renderMode": "additive",
         "preservesDepth": true, "opacity": 0.5, "seed": 42, "beginTime": 1, "speed": 2, "timeOffset": 3}]}
      """)
    #expect(scene.size == Size(width: 320, height: 480))
    #expect(scene.backgroundColor == Color(red: 16 / 255, green: 32 / 255, blue: 48 / 255))
    #expect(scene.seed == 7 && scene.rangeMode == .plusMinusHalfRange && scene.particleCap == 1000)
    let layer = try #require(scene.layers.first)
    #expect(layer.name == "fire" && layer.birthRate == 2 && layer.lifetime == 0.5)
    #expect(layer.velocity == 1.5 && layer.scale == 2 && layer.spin == 0.5)
    #expect(layer.emitterPosition == Point(x: 10, y: 20) && layer.emitterZPosition == 5)
    #expect(layer.emitterSize == Size(width: 100, height: 50) && layer.emitterDepth == 3)
    #expect(
      layer.emitterShape == .cuboid && layer.emitterMode == .outline
        && layer.renderMode == .additive)
    #expect(layer.preservesDepth && layer.opacity == 0.5 && layer.seed == 42)
    #expect(layer.beginTime == 1 && layer.speed == 2 && layer.timeOffset == 3)
  }

  /// Apple's defaults (ca-semantics §2): a cell starts opaque white, enabled, with birth rate and
  /// lifetime zero; a layer's multipliers are 1, shape point, mode volume, render mode unordered.
  @Test("an empty cell and layer get Apple's defaults")
  func defaults() throws {
    let scene = try SceneFileSupport.scene(SceneFileSupport.cellScene(""))
    let layer = try #require(scene.layers.first)
    let cell = try #require(layer.emitterCells.first)
    #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
    #expect(
      cell.scale == 1 && cell.color == .white && cell.enabled && cell.name == nil
        && cell.contents == nil)
    #expect(
      cell.velocity == 0 && cell.spin == 0 && cell.contentsRect == .unit && cell.contentsScale == 1)
    #expect(cell.timing == MediaTiming() && cell.timing.duration == .infinity && cell.mass == 1)
    #expect(cell.particleType == .sprite && cell.minificationFilter == .linear)
    #expect(
      layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1
        && layer.spin == 1)
    #expect(
      layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered
    )
    #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.opacity == 1)
    #expect(scene.size == Scene().size && scene.particleCap == Scene.defaultParticleCap)
  }

  @Test("the schema's defaults are the model's")
  func schemaDefaults() {
    let cell = EmitterCell()
    for property in EmitterCell.schema.properties {
      #expect(property.defaultValue == property.value(in: cell), "\(property.name)")
    }
    #expect(EmitterCell.schema.property(named: "birthRate")?.defaultValue == .number(0))
    #expect(EmitterLayer.schema.property(named: "birthRate")?.defaultValue == .number(1))
    #expect(EmitterCell.schema.property(named: "color")?.defaultValue == .color(.white))
  }

  /// Adding a stored property to the model without a schema row would make it unreachable from
  /// scene files and animations; the mirror of a default value lists every stored property.
  @Test("the schema covers every stored property of the model")
  func schemaCoversModel() {
    func storedNames(_ value: Any, flattening nested: Set<String> = []) -> Set<String> {
      Set(
        Mirror(reflecting: value).children.flatMap { child -> [String] in
          guard let label = child.label else { return [] }
          return nested.contains(label)
            ? Mirror(reflecting: child.value).children.compactMap(\.label) : [label]
        })
    }
    // `retiredAt` is run state (a cell removed from a running layer), never in scene files.
    #expect(
      storedNames(EmitterCell(), flattening: ["timing"]).subtracting(["retiredAt"])
        == Set(EmitterCell.schema.knownKeys))
    // CALayer's `isHidden` and `isDoubleSided` are the properties `hidden` and `doubleSided`
    // (their Objective-C names, which KVC and files use). `frame` is read into `bounds` and
    // `position` (LayerKeyPath+Frame.swift), not stored.
    // The mask shape's keys are stored in one `emitterMask` value: `emitterMaskText` is `text`.
    let maskKeys = Mirror(reflecting: EmitterMask()).children.compactMap(\.label).map {
      "emitterMask" + $0.prefix(1).uppercased() + $0.dropFirst()
    }
    #expect(
      storedNames(EmitterLayer()).subtracting([
        "isHidden", "isDoubleSided", "emitterMask",
      ])
        .union(["hidden", "doubleSided", "frame"]).union(maskKeys) == Set(EmitterLayer.schema.knownKeys))
    // `$schema` names the JSON Schema for editors; loading ignores it, so the model has no field.
    // `superlayers` is the flattened tree's links (`Scene.flattened`), `sublayerOrder` its
    // sibling order after live insertions, `topLevelOrder` the canvas's and `maskedLayers` the
    // layers an emitting mask is lifted into (`Scene+MaskEmitters`), `layerSnapshots` the
    // layers mask shapes name, drawn by the façade (`LayerSnapshot`): never in scene files.
    #expect(
      storedNames(Scene()).subtracting([
        "superlayers", "sublayerOrder", "topLevelOrder", "maskedLayers", "layerSnapshots",
      ])
        == Set(Scene.schema.knownKeys).subtracting([Scene.schemaReferenceKey]))
  }

  @Test("colours, points, sizes and rects accept every documented form")
  func valueForms() throws {
    let scene = try SceneFileSupport.scene(
      SceneFileSupport.cellScene(
        ##""color": "#FF000080", "contentsRect": {"x": 0.5, "y": 0, "width": 0.5, "height": 1}"##,
        layerMembers: #""emitterPosition": [1, 2], "emitterSize": {"width": 3, "height": 4}"#,
        sceneMembers: #""backgroundColor": [0, 0, 1]"#))
    let layer = try #require(scene.layers.first)
    let cell = try #require(layer.emitterCells.first)
    #expect(cell.color == Color(red: 1, green: 0, blue: 0, alpha: 128 / 255))
    #expect(cell.contentsRect == Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    #expect(
      layer.emitterPosition == Point(x: 1, y: 2) && layer.emitterSize == Size(width: 3, height: 4))
    #expect(scene.backgroundColor == Color(red: 0, green: 0, blue: 1))
  }

  @Test(
    "contents shorthand and object forms",
    arguments: [
      (#""circle""#, Contents.shape(.circle, size: Size(width: 10, height: 10))),
      (#""rectangle""#, .shape(.rectangle, size: Size(width: 12, height: 6))),
      (#""spark.png""#, .image(path: "spark.png")),
      (#""🎉""#, .emoji("🎉", size: 32)),
      (#"{"shape": "square", "size": [4, 5]}"#, .shape(.square, size: Size(width: 4, height: 5))),
      (#"{"image": "art/flake.png"}"#, .image(path: "art/flake.png")),
      (#"{"emoji": "❄️", "size": 40}"#, .emoji("❄️", size: 40)),
      (#"{"path": "M0 0 L10 0 L5 8 Z"}"#, .path("M0 0 L10 0 L5 8 Z")),
    ])
  func contentsForms(json: String, expected: Contents) throws {
    let scene = try SceneFileSupport.scene(SceneFileSupport.cellScene(#""contents": "# + json))
    #expect(scene.layers.first?.emitterCells.first?.contents == expected)
  }

  @Test("duration and repeatCount accept \"infinity\"; omitted duration is infinite")
  func infiniteTiming() throws {
    let scene = try SceneFileSupport.scene(
      SceneFileSupport.cellScene(#""duration": "infinity", "repeatCount": "infinity""#))
    let timing = try #require(scene.layers.first?.emitterCells.first?.timing)
    #expect(timing.duration == .infinity && timing.repeatCount == .infinity)
  }

  @Test("repeatBeginTime: where a layer's repetitions begin, round-tripped and checked as finite")
  func repeatBeginTime() throws {
    let json = #"{"layers": [{"duration": 1, "repeatCount": "infinity", "repeatBeginTime": -123.7}]}"#
    let scene = try SceneFileSupport.scene(json)
    let layer = try #require(scene.layers.first)
    #expect(layer.repeatBeginTime == -123.7)
    #expect(layer.timelineFold?.beginTime == -123.7, "the fold begins there")
    #expect(try Scene(jsonData: scene.jsonData(), file: "again.json") == scene)
    #expect(try SceneFileSupport.scene(#"{"layers": [{}]}"#).layers[0].repeatBeginTime == 0)
    let diagnostics = SceneFileSupport.diagnostics(
      #"{"layers": [{"duration": 1, "repeatBeginTime": "infinity"}]}"#)
    #expect(diagnostics.map(\.keyPath) == ["layers[0].repeatBeginTime"], "\(diagnostics)")
  }

  @Test("loading from a file resolves image paths against the file's folder")
  func imagePathsResolve() throws {
    let folder = try SceneFileSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("spark.png"))
    let file = folder.appendingPathComponent("scene.json")
    try Data(SceneFileSupport.cellScene(#""contents": "spark.png""#).utf8).write(to: file)
    let scene = try Scene.load(contentsOf: file)
    let contents = try #require(scene.layers.first?.emitterCells.first?.contents)
    #expect(
      contents == .image(path: folder.appendingPathComponent("spark.png").standardizedFileURL.path))
    let written = String(decoding: scene.jsonData(imagesRelativeTo: folder), as: UTF8.self)
    #expect(written.contains(#""contents": "spark.png""#))
  }
}

@Suite("Scene files: an emoji is one grapheme cluster")
struct EmojiGraphemeTests {
  @Test(
    "one grapheme cluster is accepted in both forms, however many code points it has",
    arguments: ["🎉", "👨🏻", "👩‍👩‍👧", "❤️‍🔥", "🇺🇸", "1️⃣", "❄️"])
  func oneCluster(text: String) throws {
    for json in ["\"\(text)\"", #"{"emoji": "\#(text)", "size": 20}"#] {
      let scene = try SceneFileSupport.scene(SceneFileSupport.cellScene(#""contents": "# + json))
      guard case .emoji(let decoded, _) = scene.layers.first?.emitterCells.first?.contents else {
        Issue.record("\(json) is not emoji contents")
        continue
      }
      #expect(decoded == text)
    }
  }

  @Test("two clusters are refused, with the key path, the value and the count", arguments: ["🎉🎉", "🇺🇸🇯🇵", "ab"])
  func twoClusters(text: String) {
    let json = SceneFileSupport.cellScene(#""contents": {"emoji": "\#(text)"}"#)
    let diagnostics = SceneFileSupport.diagnostics(json)
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.keyPath.hasSuffix("contents.emoji") == true, "\(String(describing: diagnostic))")
    #expect(diagnostic?.message.contains("one grapheme cluster") == true)
    #expect(diagnostic?.message.contains("has 2") == true)
  }
}
