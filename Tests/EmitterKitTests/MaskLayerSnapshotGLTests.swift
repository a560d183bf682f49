import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// A mask shape that names another layer (`emitterMaskLayer`) emits from that layer drawn
/// whole: a card of a background, rounded corners, a border and a sublayer dissolves into its
/// own pixels, on the CPU and the GPU alike, from a file and from a live change, and a replay
/// of the run's recording emits from the same pixels.
@Suite("emitterMaskLayer: a layer dissolving into its pixels", .serialized, .tags(.gl))
struct MaskLayerSnapshotGLTests {
  /// The card: 120 × 80 pt at (40, 40)...(160, 120) of a 200 × 160 canvas, blue, corners of
  /// 20 pt, a 4 pt yellow border and a red 20 pt square sublayer centred at (30, 40) of the
  /// card. `dust` lays one particle on each pixel of its mask shape (points mode, a pixel a
  /// point), coloured by the pixel, unmoving; `source` is its mask source's key and value.
  static func scene(source: String = #""emitterMaskLayer": "card""#, mode: String = "points") throws
    -> Scene
  {
    let json = """
      {"size": [200, 160], "backgroundColor": "#00000000", "layers": [
        {"name": "card", "position": [100, 80], "bounds": [0, 0, 120, 80],
         "backgroundColor": "#3366ff", "cornerRadius": 20, "borderWidth": 4,
         "borderColor": "#ffcc00",
         "sublayers": [{"name": "dot", "position": [30, 40], "bounds": [0, 0, 20, 20],
                        "backgroundColor": "#ff0000"}]},
        {"name": "dust", "emitterShape": "mask", "emitterMode": "\(mode)",
         "emitterPosition": [100, 80], \(source), "emitterMaskColors": true,
         "emitterCells": [{"name": "pixel", "contents": "circle", "scale": 0.05,
                           "birthRate": 40000, "lifetime": 10}]}]}
      """
    return try Scene(jsonData: Data(json.utf8), file: "card.json")
  }

  /// Where the card's rounded rectangle is, in canvas points: the distance from `point` to its
  /// outline, negative inside.
  static func signedDistanceToCard(_ point: SIMD2<Double>) -> Double {
    // The inner rectangle (the card less its corner radius) grown by 20.
    let offset = SIMD2(abs(point.x - 100) - 40, abs(point.y - 80) - 20)
    let outside = SIMD2(max(offset.x, 0), max(offset.y, 0))
    return (outside.x * outside.x + outside.y * outside.y).squareRoot()
      + min(max(offset.x, offset.y), 0) - 20
  }

  /// Whether `particle`'s colour is `rgb` to within 1.5 / 255 a channel.
  static func isColoured(_ particle: ParticleRecord, _ rgb: SIMD3<Float>) -> Bool {
    max(
      abs(particle.color.x - rgb.x), abs(particle.color.y - rgb.y), abs(particle.color.z - rgb.z))
      <= 1.5 / 255
  }

  @Test("one particle on each pixel the card covers, none in its rounded-off corners, each in its pixel's colour; the GPU's the same")
  func emitsFromTheLayersPixels() throws {
    let scene = try Self.scene()
    let cpu = try ParticleSystem(scene: scene, backend: .cpu)
    // 40,000 a second for 0.5 s: more births than the raster's 9,600 pixels, so every pixel
    // has left (births past them are spent, never shown).
    try cpu.update(to: 0.5)
    let particles = try cpu.snapshot().particles
    // The rounded rectangle's area, 120 × 80 less (4 - pi) × 20² at the corners: 9,256 pixels
    // wholly or partly inside, give or take the anti-aliased rim.
    #expect((9_150...9_450).contains(particles.count), "\(particles.count)")
    let distances = particles.map {
      Self.signedDistanceToCard(SIMD2(Double($0.position.x), Double($0.position.y)))
    }
    // Births are pixel centres of a raster a pixel a point, born on pixels with any coverage.
    #expect(distances.allSatisfy { $0 < 0.75 }, "\(distances.max() ?? 0)")
    // Pixels wholly inside the border's band: its yellow; in the sublayer: red; in the middle:
    // the background's blue.
    let yellow = SIMD3<Float>(1, 0.8, 0)
    let red = SIMD3<Float>(1, 0, 0)
    let blue = SIMD3<Float>(0.2, 0.4, 1)
    let band = zip(particles, distances).filter { $0.1 < -1 && $0.1 > -3 }.map(\.0)
    let dot = particles.filter {
      abs($0.position.x - 70) < 8 && abs($0.position.y - 80) < 8
    }
    let middle = particles.filter {
      abs($0.position.x - 110) < 20 && abs($0.position.y - 80) < 20
    }
    #expect(band.count > 500 && band.allSatisfy { Self.isColoured($0, yellow) })
    #expect(dot.count == 256 && dot.allSatisfy { Self.isColoured($0, red) }, "\(dot.count)")
    #expect(middle.count == 1_600 && middle.allSatisfy { Self.isColoured($0, blue) })

    let gpu = try withGL {
      let system = try ParticleSystem(scene: scene)
      defer { try? system.destroy() }
      try system.update(to: 0.5)
      return try system.snapshot()
    }
    let comparison = SnapshotComparison(expected: try cpu.snapshot(), actual: gpu)
    #expect(comparison.passed, "\(comparison)")
    #expect(comparison.attributes.allSatisfy { $0.maximum == 0 }, "\(comparison)")
  }

  @Test("the snapshot is the card as the scene draws it: byte for byte the card's place in the canvas")
  func snapshotIsTheLayerAsDrawn() throws {
    var scene = try Self.scene()
    let snapshot = try LayerSnapshotDrawing.snapshot(of: "card", in: scene)
    #expect(snapshot.pixelsPerPoint == 2)
    scene.layers.removeLast()
    let canvas = try ParticleSystem(scene: scene, pixelScale: 2, backend: .cpu).image()
    let card = crop(canvas, x: 80, y: 80, width: 240, height: 160)
    #expect(snapshot.image.image == card)
    // The canvas around the card is clear: nothing of it was cut off.
    #expect(canvas.pixels.reduce(0) { $0 + Int($1) } == card.pixels.reduce(0) { $0 + Int($1) })
  }

  @Test("set live, the layer is drawn as the scene was loaded; the GPU and the recording's replay emit the same particles")
  func liveSetAndReplay() throws {
    // No source at first: births at the emitter's position, a point. Volume mode: births pick
    // pixels by their alpha (points mode would give the k-th birth the k-th pixel, and the
    // serials born before the change are past the card's pixel count).
    let scene = try Self.scene(source: #""emitterMaskScale": 1"#, mode: "volume")
    let times = (1...30).map { Double($0) / 60 }
    func drive(_ system: ParticleSystem) throws {
      for t in times {
        try system.update(to: t)
        guard t == times[14] else { continue }
        // The card turned clear first: the snapshot is still the card as loaded.
        try system.setValue(Color.clear, forKeyPath: "backgroundColor", layer: 0)
        try system.setValue("card", forKeyPath: "emitterMaskLayer", layer: 1)
      }
    }
    let cpu = try ParticleSystem(scene: scene, backend: .cpu)
    try drive(cpu)
    let particles = try cpu.snapshot().particles
    let atCentre = particles.filter { $0.position.x == 100 && $0.position.y == 80 }
    let onCard = particles.filter { $0.position.x != 100 || $0.position.y != 80 }
    let blue = onCard.filter { Self.isColoured($0, SIMD3(0.2, 0.4, 1)) }
    // 40,000 a second: 10,000 before the change, 10,000 after it.
    #expect((9_900...10_100).contains(atCentre.count), "births before the change: \(atCentre.count)")
    #expect((9_900...10_100).contains(onCard.count), "births after it: \(onCard.count)")
    #expect(onCard.allSatisfy {
      Self.signedDistanceToCard(SIMD2(Double($0.position.x), Double($0.position.y))) < 1
    })
    // The blue background as loaded covers about 70 % of the card's alpha (the border and the
    // red square the rest), though the model's background is clear by then.
    #expect(blue.count > 5_000, "born on the card's blue: \(blue.count)")

    let gpu = try withGL {
      let system = try ParticleSystem(scene: scene)
      defer { try? system.destroy() }
      try drive(system)
      return try system.snapshot()
    }
    let live = SnapshotComparison(expected: try cpu.snapshot(), actual: gpu)
    #expect(live.passed && live.attributes.allSatisfy { $0.maximum == 0 }, "\(live)")

    let replay = try ParticleSystem(scene: cpu.recording, backend: .cpu)
    for t in times { try replay.update(to: t) }
    let replayed = SnapshotComparison(expected: try cpu.snapshot(), actual: try replay.snapshot())
    #expect(replayed.passed && replayed.attributes.allSatisfy { $0.maximum == 0 }, "\(replayed)")
  }

  @Test("a live change naming no layer is refused with the path and the names there; nothing changes")
  func liveUnknownPath() throws {
    let system = try ParticleSystem(scene: try Self.scene(), backend: .cpu)
    #expect {
      try system.setValue("card.dott", forKeyPath: "emitterMaskLayer", layer: 1)
    } throws: { error in
      let message = "\(error)"
      return message.contains("no layer at \"card.dott\"") && message.contains("did you mean \"dot\"")
    }
    try system.update(to: 0.1)
    #expect(system.model.layers[1].emitterMask.layer == "card")
  }
}

/// What `emitter validate` and `emitter render` say of a mask shape naming a layer: a path that
/// names no layer, a second source, a timed change naming a missing layer, and a raster too
/// large once the named layer is measured.
@Suite("emitterMaskLayer in scene files")
struct MaskLayerSnapshotCheckTests {
  static func problems(_ json: String) -> [String] {
    SceneCheck.check(.json(Data(json.utf8), folder: nil), name: "card.json").problems
  }

  static func scene(dust: String, events: String = "") -> String {
    """
    {"size": [200, 160], "layers": [
      {"name": "card", "position": [100, 80], "bounds": [0, 0, 120, 80],
       "backgroundColor": "#3366ff"},
      {"name": "dust", "emitterShape": "mask", \(dust)\(events),
       "emitterCells": [{"name": "pixel", "contents": "circle", "birthRate": 10, "lifetime": 1}]}]}
    """
  }

  @Test("a valid reference passes")
  func valid() {
    #expect(Self.problems(Self.scene(dust: #""emitterMaskLayer": "card""#)) == [])
  }

  @Test("a path that names no layer: the key path, the names there and the nearest")
  func unknownPath() {
    let problems = Self.problems(Self.scene(dust: #""emitterMaskLayer": "cards""#))
    #expect(problems.count == 1)
    let line = problems.first ?? ""
    #expect(line.hasPrefix("card.json: layers[1].emitterMaskLayer: no layer at \"cards\""), "\(line)")
    #expect(line.contains("did you mean \"card\"?"), "\(line)")
  }

  @Test("with a second source: one source allowed, all four named")
  func twoSources() {
    let problems = Self.problems(
      Self.scene(dust: #""emitterMaskLayer": "card", "emitterMaskText": "Hi""#))
    #expect(problems.count == 1)
    #expect(problems.first?.contains("emitterMaskText and emitterMaskLayer are set together") == true)
    #expect(problems.first?.contains("emitterMaskPath, emitterMaskLayer") == true)
  }

  @Test("a timed change naming a layer the scene does not have: that event named")
  func eventPath() {
    let events = #", "events": [{"time": 1, "type": "set", "keyPath": "emitterMaskLayer", "value": "moon"}]"#
    let problems = Self.problems(Self.scene(dust: #""emitterMaskLayer": "card""#, events: events))
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("card.json: layers[1].events[0]: no layer at \"moon\"") == true, "\(problems)")
  }

  @Test("the named layers drawn may take 256 MiB in all: the layer past it is refused, named")
  func snapshotBudget() {
    // Five layers of 2048 points square, drawn at 2 pixels per point: 64 MiB each.
    let big = (0..<5).map {
      #"{"name": "big\#($0)", "bounds": [0, 0, 2048, 2048], "backgroundColor": [1, 1, 1, 1]}"#
    }
    let dust = (0..<5).map {
      #"{"name": "dust\#($0)", "emitterShape": "mask", "emitterSize": [100, 100], "emitterMaskLayer": "big\#($0)","#
        + #" "emitterCells": [{"name": "p", "contents": "circle", "birthRate": 1, "lifetime": 1}]}"#
    }
    let json = #"{"size": [400, 300], "layers": ["# + (big + dust).joined(separator: ", ") + "]}"
    let problems = Self.problems(json)
    #expect(problems.count == 1, "\(problems)")
    #expect(
      problems.first?.hasPrefix(
        "card.json: layers[9].emitterMaskLayer: layer \"big4\" drawn is 4096x4096 pixels, which"
          + " takes the layers mask shapes name to 320.0 MiB; allowed: at most 256 MiB in all")
        == true, "\(problems)")
  }

  @Test("the raster measured from the named layer: too large at its scale, refused by validate and by a new system")
  func rasterLimit() throws {
    let json = Self.scene(dust: #""emitterMaskLayer": "card", "emitterSize": [5000, 0], "emitterMaskScale": 2"#)
    let problems = Self.problems(json)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("layers[1].emitterMaskScale: the mask shape would be 10000x6667 pixels") == true, "\(problems)")
    let scene = try Scene(jsonData: Data(json.utf8), file: "card.json")
    #expect(throws: ParticleSystemError.self) { try ParticleSystem(scene: scene, backend: .cpu) }
  }
}

/// Random scenes with behaviours name layers for their mask shapes too (`RandomSceneGenerator+Masks`); through
/// the façade, which draws them, the GPU emits the CPU's particles from them.
@Suite("emitterMaskLayer in random scenes", .serialized, .tags(.gl))
struct MaskLayerSnapshotRandomGLTests {
  @Test("random scenes whose masks name a layer: the GPU's particles are the CPU's")
  func randomScenes() throws {
    let generator = RandomSceneGenerator()
    let named = (0..<400).lazy.map { generator.animatedScene(seed: UInt64($0)) }.filter { scene in
      scene.layers.contains { $0.emitterShape == .mask && $0.emitterMask.layer != nil }
    }.prefix(4)
    #expect(named.count == 4, "so few random scenes name a layer")
    for scene in named {
      // The named layers draw something (a background, corners, a border): births follow it.
      let snapshots = try LayerSnapshotDrawing.prepared(scene).layerSnapshots.values
      #expect(!snapshots.isEmpty && snapshots.allSatisfy { snapshot in
        stride(from: 3, to: snapshot.image.pixels.count, by: 4).contains { snapshot.image.pixels[$0] > 0 }
      })
      let times = (1...45).map { Double($0) / 30 }
      let cpu = try ParticleSystem(scene: scene, backend: .cpu)
      for t in times { try cpu.update(to: t) }
      let gpu = try withGL {
        let system = try ParticleSystem(scene: scene)
        defer { try? system.destroy() }
        for t in times { try system.update(to: t) }
        return try system.snapshot()
      }
      let comparison = SnapshotComparison(
        expected: try cpu.snapshot(), actual: gpu, scale: ComparisonScale(scene))
      #expect(comparison.passed, "\(comparison)")
    }
  }
}
