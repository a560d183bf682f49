import EmitterModel
import Foundation
import Testing

/// `doubleSided` false: a layer turned over (its bounds' corners running the other way round on
/// the canvas) is not drawn, nor are its sublayers; turned less than 90° it is.
@Suite("Layers that are not double-sided")
struct DoubleSidedTests {
  static func scene(transform: Transform3D, doubleSided: Bool, perspective: Bool = false) -> Scene {
    var layer = EmitterLayer()
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 60)
    layer.position = Point(x: 100, y: 100)
    layer.transform = transform
    layer.isDoubleSided = doubleSided
    layer.sublayers = [EmitterLayer()]
    var scene = Scene()
    scene.size = Size(width: 200, height: 200)
    if perspective {
      var holder = EmitterLayer()
      var eye = Transform3D.identity
      eye.m34 = -1.0 / 500
      holder.sublayerTransform = eye
      holder.sublayers = [layer]
      scene.layers = [holder]
    } else {
      scene.layers = [layer]
    }
    return scene.flattened
  }

  func hidden(_ scene: Scene) -> [Bool] { scene.layerGeometries().map(\.isHidden) }

  @Test("turned past 90° about y or x, or mirrored, it and its sublayers are hidden")
  func turnedOver() {
    for transform in [
      Transform3D.rotation(.pi, 0, 1, 0), .rotation(2, 1, 0, 0), .scale(-1, 1, 1),
    ] {
      #expect(hidden(Self.scene(transform: transform, doubleSided: false)) == [true, true])
      #expect(hidden(Self.scene(transform: transform, doubleSided: true)) == [false, false])
    }
  }

  @Test("facing the viewer, turned less than 90° or only in its plane, it is drawn")
  func facing() {
    for transform in [
      Transform3D.identity, .rotation(1.2, 0, 1, 0), .rotation(3, 0, 0, 1), .scale(2, 0.5, 1),
    ] {
      #expect(hidden(Self.scene(transform: transform, doubleSided: false)) == [false, false])
    }
  }

  @Test("under perspective, the turn is judged on the projected corners")
  func perspective() {
    let away = Self.scene(transform: .rotation(1.7, 0, 1, 0), doubleSided: false, perspective: true)
    #expect(hidden(away) == [false, true, true])
    let toward = Self.scene(transform: .rotation(1.4, 0, 1, 0), doubleSided: false, perspective: true)
    #expect(hidden(toward) == [false, false, false])
  }

  @Test("the key reads and writes as doubleSided, true by default")
  func sceneFile() throws {
    let json = #"{"size": [10, 10], "layers": [{"doubleSided": false}]}"#
    let scene = try Scene.decode(jsonData: Data(json.utf8), file: "t.json", strict: true).scene
    #expect(scene.layers[0].isDoubleSided == false)
    #expect(EmitterLayer().isDoubleSided)
    #expect(String(decoding: scene.jsonData(), as: UTF8.self).contains("\"doubleSided\" : false")
      || String(decoding: scene.jsonData(), as: UTF8.self).contains("\"doubleSided\": false"))
  }
}
