import EmitterModel
import Foundation
import Testing

/// CALayer's `frame`: in scene files and live key paths it sets `bounds.size` and `position`
/// through `anchorPoint` as Core Animation computes them; refused with a transform (CA's frame
/// is undefined then), beside `position` or `bounds`, and in animations (named `position` and
/// `bounds` instead).
@Suite("Layer frame key")
struct LayerFrameTests {
  private func layer(_ members: String) throws -> EmitterLayer {
    let scene = try SceneFileSupport.scene("{\"layers\": [{\(members)}]}")
    return try #require(scene.layers.first)
  }

  private func diagnostics(_ members: String) -> [SceneDiagnostic] {
    SceneFileSupport.diagnostics("{\"layers\": [{\(members)}]}")
  }

  @Test("a frame sets bounds.size and position through anchorPoint, and is written as those")
  func frameSetsBoundsAndPosition() throws {
    let centred = try layer(#""frame": [10, 20, 100, 50]"#)
    #expect(centred.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(centred.position == Point(x: 60, y: 45))
    #expect(centred.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    // anchorPoint is read first whatever the key order; the bounds' origin stays 0.
    let anchored = try layer(
      #""frame": {"x": 10, "y": 20, "width": 100, "height": 50}, "anchorPoint": [0.25, 1]"#)
    #expect(anchored.position == Point(x: 35, y: 70))
    #expect(anchored.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    // Written back: bounds and position, no frame; read again, the same layer.
    var scene = Scene()
    scene.layers = [anchored]
    let written = String(decoding: scene.jsonData(), as: UTF8.self)
    #expect(!written.contains("\"frame\"") && written.contains("\"position\""))
    let again = try Scene(jsonData: scene.jsonData(), file: "written.json")
    #expect(again.layers == [anchored])
    // A sublayer's frame is in its superlayer's space, as CA's.
    let nested = try layer(#""sublayers": [{"frame": [5, 5, 20, 10]}]"#)
    #expect(nested.sublayers.first?.position == Point(x: 15, y: 10))
  }

  @Test("bad frames name the file, the key path, the value and what is allowed")
  func badFrames() {
    let negative = diagnostics(#""frame": [0, 0, -4, 10]"#)
    #expect(negative.map(\.kind) == [.outOfRange])
    #expect(negative.map(\.keyPath) == ["layers[0].frame.width"])
    #expect(negative.first?.value == "-4" && negative.first?.expected?.contains(">= 0") == true)
    #expect(negative.first?.file == "test.json")
    let clash = diagnostics(#""frame": [0, 0, 40, 10], "position": [5, 5]"#)
    #expect(clash.map(\.kind) == [.inconsistent] && clash.map(\.keyPath) == ["layers[0].frame"])
    #expect(clash.first?.message.contains("position") == true)
    #expect(clash.first?.value == "[0, 0, 40, 10]" && clash.first?.file == "test.json")
    let turned = diagnostics(#""frame": [0, 0, 40, 10], "transform": {"rotation": 0.3}"#)
    #expect(turned.map(\.kind) == [.inconsistent] && turned.map(\.keyPath) == ["layers[0].frame"])
    #expect(turned.first?.message.contains("bounds and position") == true)
    let form = diagnostics(#""frame": [0, 0, 40]"#)
    #expect(form.map(\.kind) == [.wrongType] && form.map(\.keyPath) == ["layers[0].frame"])
  }

  @Test("frame and its parts set live; refused with a transform or unset bounds")
  func liveFrame() throws {
    var layer = EmitterLayer()
    layer.anchorPoint = Point(x: 0, y: 0.5)
    layer = try layer.settingValue(
      .rect(Rect(x: 10, y: 20, width: 100, height: 40)), forKeyPath: "frame")
    #expect(layer.bounds == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(layer.position == Point(x: 10, y: 40))
    layer = try layer.settingValue(.number(30), forKeyPath: "frame.origin.x")
    #expect(layer.position == Point(x: 30, y: 40))
    layer = try layer.settingValue(.number(60), forKeyPath: "frame.size.height")
    // The frame's origin stays; the position follows the anchor.
    #expect(layer.frame == Rect(x: 30, y: 20, width: 100, height: 60))
    #expect(layer.position == Point(x: 30, y: 50) && layer.bounds?.size.height == 60)
    layer = try layer.settingValue(.size(Size(width: 8, height: 4)), forKeyPath: "frame.size")
    #expect(layer.frame == Rect(x: 30, y: 20, width: 8, height: 4))
    #expect(throws: LiveChangeError.self) {
      try layer.settingValue(.number(-1), forKeyPath: "frame.size.width")
    }
    do {
      _ = try layer.settingValue(.number(1), forKeyPath: "frame.size.depth")
      Issue.record("an unknown frame part was accepted")
    } catch {
      #expect(error.message.contains("unknown property") && error.keyPath == "frame.size.depth")
    }
    var turned = layer
    turned.transform = .rotation(0.5, 0, 0, 1)
    do {
      _ = try turned.settingValue(.number(5), forKeyPath: "frame.origin.y")
      Issue.record("a frame was set on a transformed layer")
    } catch {
      #expect(error.keyPath == "frame.origin.y" && error.message.contains("bounds and position"))
    }
    do {
      _ = try EmitterLayer().settingValue(.number(5), forKeyPath: "frame.origin.x")
      Issue.record("a frame part was set on a layer without bounds")
    } catch {
      #expect(error.message.contains("not set"))
    }
  }

  @Test("frame is not animatable: the message names position and bounds")
  func frameAnimationRefused() {
    #expect(throws: KeyPathError.self) { try EmitterLayer().property(atKeyPath: "frame") }
    do {
      _ = try EmitterLayer().property(atKeyPath: "frame.origin.x")
      Issue.record("an animation of frame.origin.x resolved")
    } catch {
      #expect(error.description.contains("position") && error.description.contains("bounds"))
    }
    let file = diagnostics(
      #""bounds": [0, 0, 10, 10], "animations": [{"keyPath": "frame", "toValue": [0, 0, 20, 20]}]"#)
    #expect(file.count == 1)
    #expect(file.first?.keyPath.hasPrefix("layers[0].animations[0]") == true)
    #expect(file.first?.message.contains("position") == true)
  }
}
