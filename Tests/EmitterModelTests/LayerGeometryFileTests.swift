import EmitterModel
import Foundation
import Testing

/// CALayer geometry in scene files: `position`, `bounds`, `anchorPoint`, `zPosition`,
/// `transform`, `sublayerTransform`, `hidden` and `sublayers`, their forms, their messages, and
/// that a file without them is today's canvas-filling layer.
@Suite("Scene files: layer geometry and sublayers")
struct LayerGeometryFileTests {
  private func layerDiagnostics(_ members: String) -> [SceneDiagnostic] {
    SceneFileSupport.diagnostics("{\"layers\": [{\(members)}]}")
  }

  private func layer(_ members: String) throws -> EmitterLayer {
    let scene = try SceneFileSupport.scene("{\"layers\": [{\(members)}]}")
    return try #require(scene.layers.first)
  }

  @Test("a layer without geometry keys has no position or bounds and identity transforms")
  func defaultsAreTheCanvasFillingLayer() throws {
    let plain = try layer(#""emitterPosition": [10, 20], "opacity": 0.5"#)
    var expected = EmitterLayer()
    expected.emitterPosition = Point(x: 10, y: 20)
    expected.opacity = 0.5
    #expect(plain == expected)
    #expect(plain.position == nil && plain.bounds == nil)
    #expect(plain.anchorPoint == Point(x: 0.5, y: 0.5) && plain.zPosition == 0)
    #expect(plain.transform == .identity && plain.sublayerTransform == .identity)
    #expect(!plain.isHidden && plain.sublayers.isEmpty)
    // Written back, such a layer holds no geometry key.
    let written = String(decoding: Scene(layers: [plain]).jsonData(), as: UTF8.self)
    for key in [
      "position", "bounds", "anchorPoint", "zPosition", "transform", "hidden", "sublayers",
    ] {
      #expect(!written.contains("\"\(key)\""), "\(key) written for a default layer")
    }
  }

  @Test("geometry keys decode in both forms, and round-trip through a written file")
  func decodesAndRoundTrips() throws {
    let decoded = try layer(
      #"""
      "name": "button", "position": {"x": 100, "y": 200}, "bounds": [0, 0, 80, 40],
      "anchorPoint": [0, 1], "zPosition": 3, "hidden": true,
      "transform": [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1],
      "sublayerTransform": {"m34": -0.002},
      "sublayers": [{"name": "spark", "zPosition": -1, "bounds": {"x": -10, "y": -10, "width": 20, "height": 20}}]
      """#)
    #expect(decoded.position == Point(x: 100, y: 200))
    #expect(decoded.bounds == Rect(x: 0, y: 0, width: 80, height: 40))
    #expect(decoded.anchorPoint == Point(x: 0, y: 1) && decoded.zPosition == 3 && decoded.isHidden)
    var transform = Transform3D.identity
    (transform.m11, transform.m22, transform.m41, transform.m42) = (2, 2, 5, 6)
    #expect(decoded.transform == transform)
    var perspective = Transform3D.identity
    perspective.m34 = -0.002
    #expect(decoded.sublayerTransform == perspective)
    #expect(decoded.sublayers.map(\.name) == ["spark"])
    #expect(decoded.sublayers.first?.bounds == Rect(x: -10, y: -10, width: 20, height: 20))
    let scene = Scene(layers: [decoded])
    let again = try Scene(jsonData: scene.jsonData(), file: "written.json")
    #expect(again == scene)
  }

  @Test("the readable transform composes scale, then rotation, then translation, then m34")
  func readableTransform() throws {
    let decoded = try layer(
      #""transform": {"scale": [2, 3, 1], "rotation": 0.5, "translation": [10, 20, 30], "m34": -0.004}"#
    ).transform
    // By hand, for a row vector p: p·S·R·T·P.
    let c = cos(0.5)
    let s = sin(0.5)
    let expected = [
      2 * c, 2 * s, 0, 0,
      -3 * s, 3 * c, 0, 0,
      0, 0, 1, -0.004,
      10, 20, 30, 1 + 30 * -0.004,
    ]
    for (got, want) in zip(decoded.entries, expected) { #expect(abs(got - want) < 1e-12) }
    // A rotation about an axis, and a uniform scale.
    let axis = try layer(
      #""transform": {"rotation": {"angle": 1.5707963267948966, "axis": [1, 0, 0]}, "scale": 2}"#
    )
    .transform
    // +y turns to +z about +x (p·R with R's row 2 = (0, c, s)).
    let mapped = axis.apply(x: 0, y: 1, z: 0)
    #expect(abs(mapped.x) < 1e-12 && abs(mapped.y) < 1e-12 && abs(mapped.z - 2) < 1e-12)
  }

  @Test(
    "a matrix of the wrong size, a bad member and non-finite entries are reported where they are")
  func badTransforms() {
    let size = layerDiagnostics(#""transform": [1, 0, 0, 1]"#)
    #expect(size.map(\.kind) == [.wrongType] && size.map(\.keyPath) == ["layers[0].transform"])
    let member = layerDiagnostics(#""sublayerTransform": {"translate": [1, 2, 3]}"#)
    #expect(member.map(\.kind) == [.unknownKey("translate", suggestion: "translation")])
    #expect(member.map(\.keyPath) == ["layers[0].sublayerTransform.translate"])
    let axis = layerDiagnostics(#""transform": {"rotation": {"angle": 1, "axis": [0, 1]}}"#)
    #expect(axis.map(\.keyPath) == ["layers[0].transform.rotation.axis"])
    let nan = layerDiagnostics(
      #""transform": [1, 0, 0, 0, 0, "nan", 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"#)
    #expect(
      nan.map(\.kind) == [.nonFiniteNumber] && nan.map(\.keyPath) == ["layers[0].transform[5]"])
    // Scenes built in Swift are checked too, entry by entry.
    var scene = Scene()
    scene.layers = [EmitterLayer()]
    scene.layers[0].transform.m34 = .nan
    let built = scene.diagnostics()
    #expect(built.map(\.kind) == [.nonFiniteNumber])
    #expect(built.map(\.keyPath) == ["layers[0].transform.m34"])
  }

  @Test("a negative bounds size, a bad position and unknown keys name the key path and range")
  func badGeometry() {
    let bounds = layerDiagnostics(#""bounds": [-5, -5, -10, 20]"#)
    #expect(bounds.map(\.kind) == [.outOfRange])
    #expect(bounds.map(\.keyPath) == ["layers[0].bounds.width"])
    #expect(bounds.first?.value == "-10")
    #expect(bounds.first?.expected?.contains(">= 0") == true)
    let position = layerDiagnostics(#""position": [1, 2, 3], "anchorPoint": "middle", "hidden": 1"#)
    #expect(Set(position.map(\.kind)) == [.wrongType])
    #expect(
      Set(position.map(\.keyPath)) == [
        "layers[0].position", "layers[0].anchorPoint", "layers[0].hidden",
      ])
    let unknown = layerDiagnostics(#""zposition": 1, "sublayer": []"#)
    #expect(
      unknown.map(\.kind) == [
        .unknownKey("sublayer", suggestion: "sublayers"),
        .unknownKey("zposition", suggestion: "zPosition"),
      ])
  }

  @Test("sublayers are checked like layers, at their own key paths, with unique names")
  func sublayerDiagnostics() {
    let found = layerDiagnostics(
      #""sublayers": [{"name": "a", "opacity": 2}, {"name": "a", "emitterCells": [{"birthRate": -1}]}]"#
    )
    #expect(
      Set(found.map(\.keyPath)) == [
        "layers[0].sublayers[0].opacity", "layers[0].sublayers[1].name",
        "layers[0].sublayers[1].emitterCells[0].birthRate",
      ])
    let notObject = layerDiagnostics(#""sublayers": [3]"#)
    #expect(notObject.map(\.kind) == [.wrongType])
    #expect(notObject.map(\.keyPath) == ["layers[0].sublayers[0]"])
  }

  @Test("position and bounds animate although unset: their values take a point's and a rect's form")
  func animatedGeometryValidates() {
    let good = layerDiagnostics(
      #""animations": [{"keyPath": "position", "fromValue": [0, 0], "toValue": [10, 10], "duration": 1},"#
        + #" {"keyPath": "bounds", "toValue": [0, 0, 50, 50], "duration": 1}]"#)
    #expect(good.isEmpty, "\(good.map(\.message))")
    let bad = layerDiagnostics(
      #""animations": [{"keyPath": "bounds", "toValue": [0, 0, -50, 50], "duration": 1}]"#)
    #expect(bad.map(\.keyPath) == ["layers[0].animations[0].toValue.width"])
  }
}

extension Scene {
  fileprivate init(layers: [EmitterLayer]) {
    self.init()
    self.layers = layers
  }
}
