import EmitterModel
import Foundation
import Testing

@testable import EmitterMaskRaster
@testable import EmitterSimulation

/// Mask shapes and image colliders whose raster cannot be drawn (no area, or a side over the
/// limit) are refused with a key path and the allowed range, in scene files, their events and
/// live changes, where the simulators would leave the raster empty (a collider meeting nothing)
/// without a word. The check measures each source as the rasterizer draws it.
@Suite("rasters that cannot be drawn are refused, not left empty")
struct RasterSourceCheckTests {
  static func scene(_ json: String) throws -> Scene {
    try Scene(jsonData: Data(json.utf8), file: "rasters.json")
  }

  /// One layer with a cell and an image collider named `floor` with `members`; `extra` adds
  /// layer members (events).
  static func collider(_ members: String, extra: String = "") -> String {
    """
    {"layers": [{"emitterCells": [{"name": "dot", "birthRate": 10, "lifetime": 1}],
      "emitterBehaviors": [{"type": "collision", "name": "floor", "collider": "image"\(members)}]
      \(extra)}]}
    """
  }

  /// A floor 3000 × 20 points: at its natural size and one texel a point, 3000 texels wide.
  static let wideFloor = #", "path": "M0 0 H3000 V20 H0 Z""#
  /// A floor 1000 × 20 points: 1000 texels wide at scale 1, 4000 at scale 4.
  static let floor = #", "path": "M0 0 H1000 V20 H0 Z""#

  @Test("a path 3000 points wide at its natural size is 3000x20 texels: refused at its scale")
  func pathOverTheLimit() throws {
    let problems = RasterSourceCheck.problems(of: try Self.scene(Self.collider(Self.wideFloor)))
    #expect(problems.map(\.keyPath) == ["layers[0].emitterBehaviors[0].scale"], "\(problems)")
    let message = problems.first?.message ?? ""
    #expect(message.contains("3000x20 texels"), "\(message)")
    #expect(message.contains("at most 2048 texels a side"), "\(message)")
    // Fitted into a box 1500 points wide (scaled evenly): 1500x10 texels, drawn.
    let fitted = try Self.scene(Self.collider(Self.wideFloor + #", "size": [1500, 0]"#))
    #expect(RasterSourceCheck.problems(of: fitted).isEmpty)
  }

  @Test("a box larger than the limit whose source fits inside it smaller is drawn")
  func fittedEvenly() throws {
    // A 100-point square fitted into 4000 × 1000 is 1000 × 1000: inside 2048 at scale 1 and 2,
    // over it at scale 4.
    let square = #", "path": "M0 0 H100 V100 H0 Z", "size": [4000, 1000]"#
    for (scale, refused) in [(1.0, false), (2, false), (4, true)] {
      let scene = try Self.scene(Self.collider(square + ", \"scale\": \(scale)"))
      let problems = RasterSourceCheck.problems(of: scene)
      #expect(problems.isEmpty == !refused, "scale \(scale): \(problems)")
    }
  }

  /// Text, scale and box: small and large, at natural size and fitted.
  static let textCases: [(String, Double, [Double])] = {
    let long = String(repeating: "W", count: 40)
    return [
      ("HI", 1, [0, 0]), ("HI", 8, [0, 0]), (long, 1, [0, 0]), (long, 2, [0, 0]),
      (long, 4, [4000, 100]), (long, 8, [4000, 100]), ("A", 4, [1000, 10]),
    ]
  }()

  @Test("text: refused exactly when the rasterizer cannot draw it", arguments: textCases)
  func agreesWithDrawing(text: String, scale: Double, size: [Double]) throws {
    let members = ", \"text\": \"\(text)\", \"scale\": \(scale), \"size\": [\(size[0]), \(size[1])]"
    let problems = RasterSourceCheck.problems(of: try Self.scene(Self.collider(members)))
    let drawn = try? MaskRasterizer.raster(
      of: .text(text, font: "sans-serif", bold: false), box: SIMD2(size[0], size[1]),
      scale: scale, maximumSide: EmitterBehavior.maximumColliderSide)
    #expect(problems.isEmpty == (drawn != nil), "\(problems)")
  }

  @Test("the text cases above reach both outcomes (so agreeing is not vacuous)")
  func bothOutcomes() throws {
    let long = String(repeating: "W", count: 40)
    let small = try Self.scene(Self.collider(", \"text\": \"HI\""))
    let large = try Self.scene(Self.collider(", \"text\": \"\(long)\", \"scale\": 2"))
    #expect(RasterSourceCheck.problems(of: small).isEmpty)
    let problems = RasterSourceCheck.problems(of: large)
    #expect(problems.map(\.keyPath) == ["layers[0].emitterBehaviors[0].scale"], "\(problems)")
  }

  @Test("a source with no ink (a space) is refused at its text key")
  func noInk() throws {
    let problems = RasterSourceCheck.problems(of: try Self.scene(Self.collider(#", "text": " ""#)))
    #expect(problems.map(\.keyPath) == ["layers[0].emitterBehaviors[0].text"], "\(problems)")
    #expect(problems.first?.message.contains("no area") == true, "\(problems)")
  }

  @Test("a mask shape 5000 pixels wide is refused at its emitterMaskScale (at most 4096)")
  func maskShape() throws {
    let json = #"""
      {"layers": [{"emitterShape": "mask", "emitterMaskPath": "M0 0 H5000 V10 H0 Z",
        "emitterCells": [{"name": "dot", "birthRate": 10, "lifetime": 1}],
        "sublayers": [{"emitterShape": "mask", "emitterMaskPath": "M0 0 H50 V10 H0 Z",
          "emitterMaskScale": 0.5}]}]}
      """#
    let problems = RasterSourceCheck.problems(of: try Self.scene(json))
    #expect(problems.map(\.keyPath) == ["layers[0].emitterMaskScale"], "\(problems)")
    let message = problems.first?.message ?? ""
    #expect(message.contains("5000x10 pixels") && message.contains("at most 4096"), "\(message)")
  }

  @Test("a mask set whole (setMask) whose emitter's mask shape is too large is refused")
  func setMask() throws {
    var emitter = EmitterLayer()
    emitter.emitterShape = .mask
    emitter.emitterMask.path = "M0 0 H5000 V10 H0 Z"
    var mask = LayerMask()
    mask.emitter = emitter
    let problems = RasterSourceCheck.problems(
      after: LayerChange(.setMask(mask), at: 1), in: EmitterLayer())
    #expect(problems.map(\.keyPath) == ["mask.emitterMaskScale"], "\(problems)")
    emitter.emitterMask.path = "M0 0 H500 V10 H0 Z"
    mask.emitter = emitter
    #expect(
      RasterSourceCheck.problems(after: LayerChange(.setMask(mask), at: 1), in: EmitterLayer())
        .isEmpty)
  }

  @Test("a scene file's event after which the grid is too large is named by its place")
  func sceneEvent() throws {
    let events =
      #", "events": [{"type": "set", "time": 1, "keyPath": "emitterBehaviors.floor.scale","#
      + #" "value": 4}]"#
    let scene = try Self.scene(Self.collider(Self.floor, extra: events))
    let problems = RasterSourceCheck.problems(of: scene)
    #expect(problems.map(\.keyPath) == ["layers[0].events[0]"], "\(problems)")
    #expect(problems.first?.message.contains("4000x80 texels") == true, "\(problems)")
  }

  @Test("an emitterSize animation is refused at the mask shape it reaches; shrinking to nothing is not")
  func animations() throws {
    // A path 500 x 10 fitted into its emitterSize: grown to 5000 x 100 it is 5000 pixels wide.
    let json = #"""
      {"layers": [{"emitterShape": "mask", "emitterMaskPath": "M0 0 H500 V10 H0 Z",
        "emitterSize": [500, 10], "emitterCells": [{"name": "dot", "birthRate": 10, "lifetime": 1}],
        "animations": [{"keyPath": "emitterSize", "toValue": [0, 0], "duration": 1},
          {"keyPath": "emitterSize", "toValue": [5000, 100], "duration": 1}]}]}
      """#
    let problems = RasterSourceCheck.problems(of: try Self.scene(json))
    #expect(problems.map(\.keyPath) == ["layers[0].animations[1]"], "\(problems)")
    let message = problems.first?.message ?? ""
    #expect(message.contains("emitterSize reaches 5000, 100") && message.contains("5000x100 pixels"), "\(message)")
    // Added live, as a scene file's: refused, nothing changed (emitterSize is the one raster key
    // that animates; the scales and sources are set, not animated).
    var shrinking = try Self.scene(json)
    shrinking.layers[0].animations.removeLast()
    let simulator = CPUSimulator(scene: shrinking)
    _ = simulator.advance(to: 0.5)
    var grow = PropertyAnimation(keyPath: "emitterSize")
    grow.toValue = .size(Size(width: 5000, height: 100))
    #expect(throws: LiveChangeError.self) { try simulator.change(.addAnimation(grow, key: "grow"), layer: 0) }
    #expect(simulator.projectedModel.layers[0].animations.count == 1)
  }

  @Test("an emitting mask's mask shape is measured too: in the file, animated and set live")
  func emittingMask() throws {
    func scene(path: String, size: String = #", "emitterSize": [500, 10]"#, animations: String = "")
      throws -> Scene
    {
      try Self.scene(
        #"{"layers": [{"backgroundColor": [1, 1, 1, 1], "mask": {"emitterShape": "mask", "emitterMaskPath": ""#
          + path + "\"" + size
          + #", "emitterCells": [{"name": "dot", "birthRate": 10, "lifetime": 1}]}"#
          + animations + "}]}")
    }
    // A path 5000 points wide at its natural size (no emitterSize): 5000 pixels.
    let natural = RasterSourceCheck.problems(of: try scene(path: "M0 0 H5000 V10 H0 Z", size: ""))
    #expect(natural.map(\.keyPath) == ["layers[0].mask.emitterMaskScale"], "\(natural)")
    let grows = #", "animations": [{"keyPath": "mask.emitterSize", "toValue": [5000, 100], "duration": 1}]"#
    let animated = RasterSourceCheck.problems(of: try scene(path: "M0 0 H500 V10 H0 Z", animations: grows))
    #expect(animated.map(\.keyPath) == ["layers[0].animations[0]"], "\(animated)")
    #expect(animated.first?.message.contains("5000x100 pixels") == true, "\(animated)")
    let simulator = CPUSimulator(scene: try scene(path: "M0 0 H500 V10 H0 Z"))
    _ = simulator.advance(to: 0.2)
    #expect(throws: LiveChangeError.self) {
      try simulator.setValue(PropertyValue.size(Size(width: 5000, height: 100)), forKeyPath: "mask.emitterSize")
    }
    try simulator.setValue(PropertyValue.size(Size(width: 1000, height: 20)), forKeyPath: "mask.emitterSize")
  }

  @Test("live: a change after which a grid cannot be drawn is refused and changes nothing")
  func liveChange() throws {
    let simulator = CPUSimulator(scene: try Self.scene(Self.collider(Self.floor)))
    _ = simulator.advance(to: 0.5)
    do {
      try simulator.setValue(4.0, forKeyPath: "emitterBehaviors.floor.scale")
      Issue.record("a 4000-texel grid was accepted")
    } catch {
      #expect(error.keyPath == "emitterBehaviors.floor.scale")
      #expect(error.message.contains("4000x80 texels"), "\(error)")
      #expect(error.message.contains("at most 2048 texels a side"), "\(error)")
    }
    #expect(simulator.projectedModel.layers[0].emitterBehaviors[0].scale == 1)
    try simulator.setValue(2.0, forKeyPath: "emitterBehaviors.floor.scale")
    #expect(simulator.projectedModel.layers[0].emitterBehaviors[0].scale == 2)
    var wide = EmitterBehavior(type: .collision, name: "wide")
    wide.collider = .image
    wide.path = "M0 0 H3000 V20 H0 Z"
    #expect(throws: LiveChangeError.self) { try simulator.insertBehavior(wide) }
    #expect(simulator.projectedModel.layers[0].emitterBehaviors.count == 1)
  }
}
