import CoreGraphics
import EmitterKit
import EmitterTestSupport
import EmitterVerification
import Foundation
import QuartzCore
import Testing

/// A mask that emits, changed live through `ParticleSystem` (a scene file's `events`): its
/// particles follow the mask's keys as they are at the moment (`Scene.maskGeometry`), and a
/// layer that loses the mask draws unmasked, the emitter drawn nowhere; GL draws what the CPU
/// engine draws.
extension QuartzCoreTests {
  @Suite struct LayerMaskEmitterLiveTests {
    /// A solid red layer masked by a 100 pt mask emitting one still 20 pt square from mask
    /// point (30, 40) (serial 0 at 0 s; the next is due at 1 s), with `events`.
    static func oneSquare(position: String = "[60, 70]", events: String = "") throws -> Scene {
      try Scene(
        jsonData: Data(
          """
          {"size": [195, 211], "layers": [{"name": "solid", "backgroundColor": [1, 0, 0, 1],
            "mask": {"bounds": [0, 0, 100, 100], "position": \(position),
                     "emitterPosition": [30, 40],
                     "emitterCells": [{"name": "spark", "birthRate": 1, "lifetime": 100,
                                       "contents": {"shape": "square", "size": [20, 20]}}]},
            "events": [\(events)]}]}
          """.utf8), file: "one-square.json")
    }

    static let red = SIMD4<UInt8>(255, 0, 0, 255)

    @Test(.tags(.gl)) func theMaskMovedLiveCarriesItsParticles() throws {
      let moved = try Self.oneSquare(
        events: #"{"time": 0.1, "type": "set", "keyPath": "mask.position", "value": [100, 120]}"#)
      let frame = try #require(try FileFrames.render(moved, at: [0.5]).first)
      // The frame of a mask there from the start.
      let there = try FileFrames.render(Self.oneSquare(position: "[100, 120]"), at: [0.5])
      #expect(frame == there.first)
      // The square at mask (30, 40), the mask's origin at canvas (50, 70): x 70..<90, y 100..<120.
      #expect(frame[80, 110] == Self.red)
      #expect(frame[40, 60] == ReferenceRasterizer.backgroundPixel(moved))
      let gl = try #require(
        try withGL { try FileFrames.renderGL(moved, at: [0.5], pixelScale: 1) }.first)
      let comparison = ImageComparison(actual: gl, expected: frame)
      #expect(comparison.passed, "\(comparison)")
    }

    @Test(.tags(.gl)) func aLayerThatLosesItsEmittingMaskDrawsUnmasked() throws {
      let removed = try Self.oneSquare(
        events: #"{"time": 0.1, "type": "set", "keyPath": "mask", "value": null}"#)
      let frame = try #require(try FileFrames.render(removed, at: [0.5]).first)
      #expect(
        frame.pixels == RGBAImage(width: frame.width, height: frame.height, fill: Self.red).pixels)
      let gl = try #require(
        try withGL { try FileFrames.renderGL(removed, at: [0.5], pixelScale: 1) }.first)
      let comparison = ImageComparison(actual: gl, expected: frame)
      #expect(comparison.passed, "\(comparison)")
    }

    /// A solid layer masked by a `CAEmitterLayer` whose cell `sparkle` sprays 6 pt squares
    /// (the sparkle-reveal idiom), and the mask's cell.
    static func sparkleTree() -> (root: CALayer, mask: CAEmitterLayer, cell: CAEmitterCell) {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
      root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
      let solid = CALayer()
      solid.frame = root.bounds
      solid.backgroundColor = CGColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)
      let sparkles = CAEmitterLayer()
      sparkles.frame = CGRect(x: 20, y: 10, width: 120, height: 100)
      sparkles.emitterPosition = CGPoint(x: 60, y: 50)
      let cell = CAEmitterCell()
      cell.name = "sparkle"
      cell.birthRate = 20
      cell.lifetime = 2
      cell.velocity = 40
      cell.emissionRange = .pi
      cell.contents = QuartzCoreTests.LayerMaskClassTests.squareImage()
      sparkles.emitterCells = [cell]
      solid.mask = sparkles
      root.addSublayer(solid)
      return (root, sparkles, cell)
    }

    /// Setting the shown mask's `birthRate` and `emitterPosition` and its cell's `birthRate`
    /// after a frame is the masked layer's `mask.KEY` set live at that moment: the frames are
    /// those of the scene file holding the same events, nothing is reported, and the change
    /// shows (the frame differs from the unchanged tree's).
    @Test func theShownMasksKeysAndCellsChangeLive() throws {
      let times = [0.3, 0.9]
      let (built, frames, recording) = try expectNoProblems {
        let (root, mask, cell) = Self.sparkleTree()
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let built = root.scene(startingAt: 0)
        let first = try renderer.pixels(atTime: times[0])
        mask.birthRate = 3
        mask.emitterPosition = CGPoint(x: 30, y: 70)
        cell.birthRate = 40
        return (built, [first, try renderer.pixels(atTime: times[1])], renderer.host.recording)
      }
      // Written as a scene file, the recording holds them on the masked layer.
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      let events = replayed.layers[0].events
      let changed: [LayerChange.Action] = [
        .set(keyPath: "mask.birthRate", value: .number(3)),
        .set(keyPath: "mask.emitterPosition", value: .point(Point(x: 30, y: 70))),
        .set(keyPath: "mask.emitterCells.sparkle.birthRate", value: .number(40)),
      ]
      #expect(events.map(\.action) == changed, "\(events)")
      #expect(events.allSatisfy { $0.time == times[0] })
      // The scene the tree started as, with those events written in: the same frames.
      var file = built
      file.layers[0].events = changed.map { LayerChange($0, at: times[0]) }
      file = try Scene(jsonData: file.jsonData(), file: "events.json")
      #expect(try FileFrames.render(file, at: times) == frames)
      #expect(try FileFrames.render(replayed, at: times) == frames)
      #expect(try FileFrames.render(built, at: times)[1] != frames[1], "the change shows")
    }

    /// `layer.mask = emitterLayer` on a shown layer after a frame is the engine's `setMask` at
    /// that moment: the frames are those of the scene file holding that event (the mask the
    /// same tree has from the start, whole), its particles start then (the frame before shows
    /// the layer unmasked; the one after differs from a tree masked from the start, whose
    /// particles were born earlier), nothing is reported, and the recording replays.
    @Test func anEmittingMaskSetOnAShownLayerEmitsFromThatMoment() throws {
      let times = [0.3, 0.9, 1.5]
      let (built, frames, recording) = try expectNoProblems {
        let (root, mask, _) = Self.sparkleTree()
        let solid = root.sublayers![0]
        solid.mask = nil
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let built = root.scene(startingAt: 0)
        let first = try renderer.pixels(atTime: times[0])
        solid.mask = mask
        let rest = try times.dropFirst().map { try renderer.pixels(atTime: $0) }
        return (built, [first] + rest, renderer.host.recording)
      }
      #expect(built.layers[0].mask == nil)
      let shownMask = try #require(Self.sparkleTree().root.scene(startingAt: 0).layers[0].mask)
      #expect(shownMask.emitter != nil)
      // The recording holds one change: the whole mask, set at the frame's time.
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      let events = replayed.layers[0].events
      #expect(events.map(\.action) == [.setMask(shownMask)] && events.map(\.time) == [times[0]])
      var file = built
      file.layers[0].events = [LayerChange(.setMask(shownMask), at: times[0])]
      file = try Scene(jsonData: file.jsonData(), file: "events.json")
      #expect(try FileFrames.render(file, at: times) == frames)
      #expect(try FileFrames.render(replayed, at: times) == frames)
      // Before the change the layer draws unmasked: solid yellow where the mask has no sparkle.
      #expect(frames[0][5, 5] == SIMD4<UInt8>(255, 230, 51, 255))
      // After it, the corner outside the mask's particles is masked out (the canvas shows).
      #expect(frames[1][5, 5] != frames[0][5, 5])
      var fromStart = built
      fromStart.layers[0].mask = shownMask
      #expect(try FileFrames.render(fromStart, at: times)[1] != frames[1], "not back-filled")
    }

    /// One emitting mask replaced by another on a shown layer: the old one's particles go, the
    /// new one's start at the change (the frames of the scene file with that `setMask`).
    @Test func anEmittingMaskReplacedByAnother() throws {
      let times = [0.3, 0.9]
      let (built, frames, replacement) = try expectNoProblems {
        let (root, _, _) = Self.sparkleTree()
        let other = Self.sparkleTree().mask
        other.emitterPosition = CGPoint(x: 20, y: 80)
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1)
        defer { try? renderer.close() }
        let built = root.scene(startingAt: 0)
        let first = try renderer.pixels(atTime: times[0])
        root.sublayers![0].mask = other
        return (
          built, [first, try renderer.pixels(atTime: times[1])],
          root.scene(startingAt: 0).layers[0].mask
        )
      }
      var file = built
      file.layers[0].events = [LayerChange(.setMask(try #require(replacement)), at: times[0])]
      file = try Scene(jsonData: file.jsonData(), file: "events.json")
      #expect(try FileFrames.render(file, at: times) == frames)
      #expect(try FileFrames.render(built, at: times)[1] != frames[1], "the change shows")
    }
  
    /// A cell that sprays 6 pt squares downwards from the mask's emitter, named `name`.
    static func downwardCell(named name: String) -> CAEmitterCell {
      let cell = CAEmitterCell()
      cell.name = name
      cell.birthRate = 30
      cell.lifetime = 2
      cell.velocity = 50
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = 0.3
      cell.contents = QuartzCoreTests.LayerMaskClassTests.squareImage()
      return cell
    }

    /// Replacing the shown mask's `emitterCells` after a frame is the masked layer's `setCells`
    /// of its mask (`"mask": true`) at that moment: the frames of the scene file with that
    /// event, nothing reported, the recording replays, and the new cell's births show through
    /// the mask (the frame differs from the one where the mask's cells were only taken away).
    @Test(.tags(.gl)) func theShownMasksCellsReplacedLive() throws {
      let times = [0.3, 0.9]
      let (built, frames, recording, cells) = try expectNoProblems {
        let (root, mask, _) = Self.sparkleTree()
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let built = root.scene(startingAt: 0)
        let first = try renderer.pixels(atTime: times[0])
        mask.emitterCells = [Self.downwardCell(named: "rain")]
        let cells = root.scene(startingAt: 0).layers[0].mask?.emitter?.emitterCells ?? []
        return (
          built, [first, try renderer.pixels(atTime: times[1])], renderer.host.recording, cells
        )
      }
      #expect(cells.map(\.name) == ["rain"])
      var replaced = LayerChange(.setCells(cells, parent: nil), at: times[0])
      replaced.ofMask = true
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      #expect(replayed.layers[0].events == [replaced], "\(replayed.layers[0].events)")
      var file = built
      file.layers[0].events = [replaced]
      file = try Scene(jsonData: file.jsonData(), file: "events.json")
      #expect(try FileFrames.render(file, at: times) == frames)
      #expect(try FileFrames.render(replayed, at: times) == frames)
      #expect(try FileFrames.render(built, at: times)[1] != frames[1], "the change shows")
      // GL draws what the CPU engine draws: the old cell's squares, the new one's spray.
      let gl = try #require(
        try withGL { try FileFrames.renderGL(file, at: times, pixelScale: 1) }.last)
      let comparison = ImageComparison(actual: gl, expected: frames[1])
      #expect(comparison.passed, "\(comparison)")
      // Only taken away, the old particles live out and nothing new is born: the new cell's
      // births are what differs.
      var emptied = built
      var removed = LayerChange(.setCells([], parent: nil), at: times[0])
      removed.ofMask = true
      emptied.layers[0].events = [removed]
      let bare = try #require(try FileFrames.render(emptied, at: times).last)
      let revealed = zip(frames[1].pixels, bare.pixels).count { $0 != $1 }
      #expect(revealed > 100, "\(revealed) pixels revealed by the new cell's particles")
    }

    /// Replacing the shown mask's `emitterBehaviors` is the masked layer's `setBehaviors` of its
    /// mask: the frames of the scene file with that event, and the drag shows.
    @Test func theShownMasksBehaviorsReplacedLive() throws {
      let times = [0.3, 0.9]
      let (built, frames, recording) = try expectNoProblems {
        let (root, mask, _) = Self.sparkleTree()
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let built = root.scene(startingAt: 0)
        let first = try renderer.pixels(atTime: times[0])
        let drag = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
        drag.name = "brake"
        drag.setValue(4, forKey: "drag")
        mask.setValue([drag], forKey: "emitterBehaviors")
        return (built, [first, try renderer.pixels(atTime: times[1])], renderer.host.recording)
      }
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      let events = replayed.layers[0].events
      #expect(events.map(\.typeName) == ["setBehaviors"] && events.map(\.ofMask) == [true])
      #expect(try FileFrames.render(replayed, at: times) == frames)
      #expect(try FileFrames.render(built, at: times)[1] != frames[1], "the change shows")
    }

    /// A shown mask that emitted nothing, given cells: it starts emitting then, as the whole
    /// mask set at that moment (`setMask`) does.
    @Test func aShownMaskGivenCellsStartsEmitting() throws {
      let times = [0.3, 0.9]
      let (frames, recording) = try expectNoProblems {
        let (root, mask, _) = Self.sparkleTree()
        mask.emitterCells = nil
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let first = try renderer.pixels(atTime: times[0])
        mask.emitterCells = [Self.downwardCell(named: "rain")]
        return ([first, try renderer.pixels(atTime: times[1])], renderer.host.recording)
      }
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      let events = replayed.layers[0].events
      #expect(events.map(\.typeName) == ["setMask"])
      #expect(try FileFrames.render(replayed, at: times) == frames)
      #expect(frames[1] != frames[0], "the new cell's particles show")
    }
  
    /// An emitting mask set and given other cells in one commit: one `setMask`, read at the
    /// commit with the new cells (not also a `setCells` of the mask).
    @Test func aMaskSetAndGivenCellsInOneCommitIsOneSetMask() throws {
      let times = [0.3, 0.9]
      let (frames, recording) = try expectNoProblems {
        let (root, mask, _) = Self.sparkleTree()
        let solid = try #require(root.sublayers?.first)
        solid.mask = nil
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        let first = try renderer.pixels(atTime: times[0])
        solid.mask = mask
        mask.emitterCells = [Self.downwardCell(named: "rain")]
        return ([first, try renderer.pixels(atTime: times[1])], renderer.host.recording)
      }
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      let events = replayed.layers[0].events
      #expect(events.map(\.typeName) == ["setMask"])
      guard case .setMask(let set)? = events.first?.action else { return }
      #expect(set.emitter?.emitterCells.map(\.name) == ["rain"])
      #expect(try FileFrames.render(replayed, at: times) == frames)
    }
  
    /// A shown mask's cell renamed, given sub-cells and own behaviours, and a behaviour of the
    /// mask changed by key: each is the masked layer's change of its mask (`"mask": true`, or
    /// a `mask.` key path) at its commit, and the recording replays the frames.
    @Test func theShownMasksCellChangesLive() throws {
      let times = [0.3, 0.6, 0.9, 1.2]
      let (frames, recording) = try expectNoProblems {
        let (root, mask, cell) = Self.sparkleTree()
        let drag = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
        drag.name = "brake"
        drag.setValue(1, forKey: "drag")
        mask.setValue([drag], forKey: "emitterBehaviors")
        let renderer = try CARenderer(layer: root, backend: .cpu, pixelScale: 1, records: true)
        defer { try? renderer.close() }
        var frames = [try renderer.pixels(atTime: times[0])]
        cell.name = "glint"
        frames.append(try renderer.pixels(atTime: times[1]))
        cell.emitterCells = [Self.downwardCell(named: "drop")]
        cell.setValue([drag], forKey: "emitterBehaviors")
        frames.append(try renderer.pixels(atTime: times[2]))
        drag.setValue(5, forKey: "drag")
        frames.append(try renderer.pixels(atTime: times[3]))
        return (frames, renderer.host.recording)
      }
      let replayed = try Scene(jsonData: recording.jsonData(), file: "recording.json")
      let events = replayed.layers[0].events
      #expect(
        events.map(\.typeName) == ["renameCell", "setCells", "setBehaviors", "set", "set"],
        "\(events)")
      #expect(events.prefix(3).map(\.ofMask) == [true, true, true])
      #expect(events.map(\.time) == [0.3, 0.6, 0.6, 0.9, 0.9])
      #expect(events.dropFirst(3).map(\.keyPath) == [
        "mask.emitterBehaviors.brake.drag", "mask.emitterCells.glint.emitterBehaviors.brake.drag",
      ])
      #expect(try FileFrames.render(replayed, at: times) == frames)
    }
  }
}
