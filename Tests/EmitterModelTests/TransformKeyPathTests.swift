import EmitterModel
import Foundation
import Testing

/// Core Animation's geometry sub-paths: `transform.scale`, `transform.rotation.z`,
/// `position.x`, … decompose and recompose the value they name (`TransformComponents`).
@Suite("Layer key paths: transform components and geometry sub-paths")
struct TransformKeyPathTests {
  private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test("a scale, three rotations, a translation and m34 decompose and compose back")
  func roundTrip() {
    var made = Transform3D.scale(2, 0.5, 3)
      .concatenating(.rotation(0.3, 1, 0, 0)).concatenating(.rotation(-0.7, 0, 1, 0))
      .concatenating(.rotation(1.1, 0, 0, 1)).concatenating(.translation(4, -5, 6))
    made.m34 = -0.002
    let parts = TransformComponents(made)
    #expect(abs(parts.scale.x - 2) < 1e-12 && abs(parts.scale.y - 0.5) < 1e-12)
    #expect(abs(parts.rotation.x - 0.3) < 1e-12 && abs(parts.rotation.y + 0.7) < 1e-12)
    #expect(abs(parts.rotation.z - 1.1) < 1e-12)
    #expect(close(parts.matrix, made))
    #expect(TransformComponents(.identity).matrix == .identity)
  }

  @Test("setting a component by key path changes only that component")
  func settingComponents() throws {
    var layer = EmitterLayer()
    layer.transform = Transform3D.scale(2, 2, 1).concatenating(.translation(10, 20, 0))
    let rotation = try layer.property(atKeyPath: "transform.rotation.z")
    #expect(rotation.setValue(.number(0.5), in: &layer))
    let expected = Transform3D.scale(2, 2, 1).concatenating(.rotation(0.5, 0, 0, 1))
      .concatenating(.translation(10, 20, 0))
    #expect(close(layer.transform, expected))
    try layer.property(atKeyPath: "transform.scale").setValue(.number(3), in: &layer)
    #expect(abs(layer.transform[component: .scaleX] - 3) < 1e-12)
    #expect(abs(layer.transform[component: .scaleZ] - 3) < 1e-12)
    #expect(abs(layer.transform[component: .rotation] - 0.5) < 1e-12)
    try layer.property(atKeyPath: "sublayerTransform.translation.y").setValue(
      .number(7), in: &layer)
    #expect(layer.sublayerTransform == .translation(0, 7, 0))
    try layer.property(atKeyPath: "position.x").setValue(.number(40), in: &layer)
    try layer.property(atKeyPath: "position.y").setValue(.number(50), in: &layer)
    #expect(layer.position == Point(x: 40, y: 50))
    try layer.property(atKeyPath: "bounds.size").setValue(
      .size(Size(width: 8, height: 9)), in: &layer)
    #expect(layer.bounds == Rect(x: 0, y: 0, width: 8, height: 9))
  }

  @Test("an unknown sub-path is an error naming the nearest one")
  func unknownSubPath() {
    #expect {
      try EmitterLayer().property(atKeyPath: "transform.rotaton.z")
    } throws: { error in
      (error as? KeyPathError)?.kind
        == .unknownProperty("transform.rotaton.z", suggestion: "transform.rotation.z")
    }
  }

  @Test("scene files animate and set the sub-paths, values checked in range")
  func sceneFiles() {
    let good = SceneFileSupport.diagnostics(
      #"{"layers": [{"animations": [{"keyPath": "transform.scale", "values": [1, 1.4, 1], "duration": 0.4},"#
        + #" {"keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 1}],"#
        + #" "events": [{"time": 0.5, "type": "set", "keyPath": "sublayerTransform.rotation.y", "value": 0.3}]}]}"#
    )
    #expect(good.isEmpty, "\(good.map(\.message))")
    let bad = SceneFileSupport.diagnostics(
      #"{"layers": [{"animations": [{"keyPath": "bounds.size.width", "toValue": -3, "duration": 1}]}]}"#
    )
    #expect(bad.map(\.keyPath) == ["layers[0].animations[0].toValue"])
    #expect(bad.map(\.kind) == [.outOfRange])
  }
}
