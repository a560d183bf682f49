import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterRender
import EmitterSimulation
import EmitterTestSupport
import EmitterVerification
import Foundation
import Testing

/// The live list (`LiveQuadList`): each chunk's drawn quads packed in order on the GPU and drawn
/// by one indirect draw. Its counts must be the CPU's: per layer, the live particles of the CPU
/// reference that the reference rasteriser's rules draw (alive, cell enabled and with contents,
/// alpha and size not zero, not too near the eye). And the images drawn from it must be the
/// reference rasteriser's, on every preset and on random scenes, under the renderer tests'
/// tolerance: a lost, doubled or reordered quad changes pixels well past it.
@Suite("Live list: compaction and indirect draws", .serialized, .tags(.gl))
struct LiveListTests {
  @Test("LiveDraw, LiveQuads, LiveRuns: bindings and strides match the Swift side")
  func layouts() throws {
    try withGL {
      for name in ["live_count", "live_offsets", "live_scatter"] {
        let program = try ShaderLibrary.standard.makeProgram(name)
        defer { program.destroy() }
        let runs = try #require(program.storageBlock(named: "LiveRuns"), "\(name)")
        #expect(runs.binding == ShaderBindings.StorageBlock.liveRuns.rawValue)
        if name == "live_offsets" {
          let draws = try #require(program.storageBlock(named: "LiveDraws"))
          #expect(draws.binding == ShaderBindings.StorageBlock.liveDraws.rawValue)
          #expect(draws.member("liveDraws[0].vertexCount")?.offset == 0)
          #expect(draws.member("liveDraws[0].instanceCount")?.offset == 4)
          #expect(draws.member("liveDraws[0].firstVertex")?.offset == 8)
          #expect(draws.member("liveDraws[0].baseInstance")?.offset == 12)
          #expect(
            draws.member("liveDraws[0].vertexCount")?.topLevelArrayStride
              == GL.drawArraysIndirectCommandSize)
        }
        if name == "live_scatter" {
          let quads = try #require(program.storageBlock(named: "LiveQuads"))
          #expect(quads.binding == ShaderBindings.StorageBlock.liveQuads.rawValue)
          #expect(
            quads.member("liveQuads[0].corners[0]")?.topLevelArrayStride == SpriteQuadLayout.stride)
        }
      }
    }
  }

  static let presets: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.scenes.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("the preset list is every scene file")
  func presetList() {
    #expect(Self.presets.count >= 10)
  }

  @Test("every preset: live counts are the CPU's, the image is the reference's", arguments: presets)
  func preset(_ name: String) throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    try Self.expectLiveListMatchesCPU(scene, frames: 90, scale: 0.5, name: "live-\(name)")
  }

  @Test(
    "random scenes: live counts are the CPU's, the image is the reference's",
    arguments: 0..<12 as Range<UInt64>)
  func randomScene(seed: UInt64) throws {
    let limits = RandomSceneGenerator.Limits(maximumLiveParticles: 3_000, maximumSlots: 40_000)
    let scene = RandomSceneGenerator(limits: limits).scene(seed: seed)
    try Self.expectLiveListMatchesCPU(
      scene, frames: 60, scale: 1, name: "live-random-\(seed)", requireParticles: false)
  }

  @Test(
    "every preset: the live list draws the same image, byte for byte, as an instance per slot",
    arguments: presets)
  func sameAsEverySlot(_ name: String) throws {
    let scene = try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("\(name).json"))
    let (live, everySlot) = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 0.5))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...90 { simulator.advance(to: Double(frame) / 60) }
      renderer.draw(simulator.frame)
      let live = renderer.readImage()
      renderer.options.drawsEverySlot = true
      renderer.draw(simulator.frame)
      return (live, renderer.readImage())
    }
    #expect(live == everySlot, "\(name): the live list's image differs from the every-slot draw's")
    #expect(coveredFraction(live, background: ReferenceRasterizer.backgroundPixel(scene)) > 0)
  }

  @Test(
    "sorted modes: every sort method draws the same image, byte for byte",
    arguments: [RenderMode.backToFront, .oldestFirst, .oldestLast])
  func sortMethods(_ mode: RenderMode) throws {
    let scene = GPUImageMatchesReferenceTests.crowded(mode)
    let images = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...90 { simulator.advance(to: Double(frame) / 60) }
      return DrawOrderSortMethod.allCases.map { method in
        renderer.options.sortMethod = method
        renderer.draw(simulator.frame)
        return (method, renderer.readImage())
      }
    }
    let reference = try #require(images.first { $0.0 == .host }).1
    #expect(
      coveredFraction(reference, background: ReferenceRasterizer.backgroundPixel(scene)) > 0.1)
    for (method, image) in images {
      #expect(
        image == reference, "\(mode) sorted by \(method) draws another image than the CPU sort's")
    }
  }

  @Test(
    "mostly dead, sorted: the GPU radix sort of the live pairs draws the CPU's counts, the reference's image and the CPU sort's image",
    arguments: [RenderMode.backToFront, .oldestFirst, .oldestLast])
  func radixOfLivePairs(_ mode: RenderMode) throws {
    var scene = DrawOrderTests.sparse
    scene.layers[0].renderMode = mode
    // A second sorted layer: each layer's sort rewrites the counts the previous one's passes read.
    var second = scene.layers[0]
    second.name = "second"
    second.emitterPosition.x -= 60
    scene.layers.append(second)
    let radix = try Self.expectLiveListMatchesCPU(
      scene, frames: 150, scale: 1, name: "live-radix-\(mode)", method: .gpuRadix)
    let host = try Self.expectLiveListMatchesCPU(
      scene, frames: 150, scale: 1, name: "live-host-\(mode)", method: .host)
    #expect(radix == host, "\(mode): the radix sort's image differs from the CPU sort's")
  }

  @Test(
    "mostly dead, sorted, in many chunks: the GPU radix sort's per-chunk commands draw what one chunk draws",
    arguments: [DrawOrderSortMethod.gpuRadix, .host])
  func radixInChunks(_ method: DrawOrderSortMethod) throws {
    var scene = DrawOrderTests.sparse
    scene.layers[0].renderMode = .backToFront
    let (whole, chunked, wholeCounts, chunkedCounts) = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...150 { simulator.advance(to: Double(frame) / 60) }
      renderer.options.sortMethod = method
      renderer.draw(simulator.frame)
      let whole = (renderer.readImage(), renderer.inspection.lastLiveCounts())
      // 300 entries a chunk: the live pairs span four chunks, and dozens more hold none.
      renderer.options.chunkEntries = 300
      renderer.draw(simulator.frame)
      return (whole.0, renderer.readImage(), whole.1, renderer.inspection.lastLiveCounts())
    }
    let live = wholeCounts.map(\.count).reduce(0, +)
    #expect(wholeCounts.count == 1 && live > 3 * 300, "\(wholeCounts)")
    #expect(chunkedCounts.map(\.count).reduce(0, +) == live)
    #expect(chunkedCounts.prefix(4).allSatisfy { $0.count > 0 }, "\(chunkedCounts.prefix(6))")
    if method == .gpuRadix {
      #expect(chunkedCounts.count > 20, "a command per chunk of the slots: \(chunkedCounts.count)")
      #expect(chunkedCounts.dropFirst(4).allSatisfy { $0.count == 0 })
    }
    #expect(chunked == whole, "\(method): drawn in chunks, the image differs")
  }

  @Test("dead slots are left out: a burst that has mostly died draws only its survivors")
  func mostlyDead() throws {
    let scene = RenderFixtures.scene { _ in
    } cell: {
      $0.birthRate = 400
      $0.lifetime = 0.2
      $0.lifetimeRange = 0.15
    }
    let (gpuCounts, liveCount, slots) = try Self.counts(scene, frames: 30)
    #expect(
      slots > 2 * liveCount,
      "the scene should have more slots (\(slots)) than live particles (\(liveCount))")
    #expect(gpuCounts == [0: liveCount])
  }

  /// Draws `scene` after `frames` steps on both paths; expects the GPU's live counts per layer to
  /// be the reference rules' drawn counts from the CPU's snapshot, and the images to match.
  /// Returns the GPU's image. `method`: how sorted layers sort (nil: the driver's).
  @discardableResult
  static func expectLiveListMatchesCPU(
    _ scene: Scene, frames: Int, scale: Double, name: String, requireParticles: Bool = true,
    method: DrawOrderSortMethod? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> RGBAImage {
    let view = RenderView(scene: scene, scale: scale)
    let atlas = try ContentsAtlas(scene: scene, pixelScale: scale)
    let cpu = CPUSimulator(scene: scene)
    for frame in 1...frames { cpu.advance(to: Double(frame) / 60) }
    let snapshot = cpu.snapshot()
    let reference = ReferenceRasterizer(scene: scene, view: view, atlas: atlas).render(snapshot)
    let expected = drawnCounts(scene, snapshot: snapshot, atlas: atlas, view: view)
    let (image, counts) = try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: view, atlas: atlas)
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...frames { simulator.advance(to: Double(frame) / 60) }
      renderer.options.sortMethod = method
      renderer.draw(simulator.frame)
      return (renderer.readImage(), renderer.inspection.lastLiveCounts())
    }
    var gpu: [Int: Int] = [:]
    for (layer, count) in counts { gpu[layer, default: 0] += count }
    // Layers the renderer skipped (no slots, no opacity) have no command: count them as empty.
    #expect(
      gpu.filter { $0.value > 0 } == expected.filter { $0.value > 0 },
      "\(name): GPU live list \(gpu), CPU \(expected) (\(snapshot.particles.count) live)",
      sourceLocation: sourceLocation)
    if requireParticles {
      #expect(
        expected.values.reduce(0, +) > 0, "\(name): nothing drawn", sourceLocation: sourceLocation)
    }
    expectImagesMatch(image, reference, name, sourceLocation: sourceLocation)
    return image
  }

  /// Per layer, the snapshot's particles the reference rasteriser draws: the same tests as its
  /// `draw`, in the order the GPU makes them (sprite_quads.comp).
  static func drawnCounts(
    _ scene: Scene, snapshot: ParticleSnapshot, atlas: ContentsAtlas, view: RenderView
  ) -> [Int: Int] {
    // Flat indices: a scene with sublayers (night-sky) lists them after its top-level layers.
    let scene = scene.flattened
    let resolved = ResolvedScene(scene)
    let opacities = LayerOpacities(scene: scene)
    var counts: [Int: Int] = [:]
    for layer in resolved.layers {
      let model = scene.layers[layer.index]
      let opacity = opacities.opacity(
        ofLayer: layer.index, atLayerTime: layer.localTime(atSceneTime: snapshot.time))
      guard opacity > 0 else { continue }
      counts[layer.index] =
        snapshot.particles.filter { particle in
          guard layer.cells.contains(particle.cell), resolved.cells[particle.cell].emits,
            let entry = atlas.entries[particle.cell]
          else { return false }
          guard particle.color.w * opacity > 0, abs(particle.scale) > 0 else { return false }
          let quad = ParticleQuad(
            type: resolved.cells[particle.cell].particleType, center: particle.position,
            normal: particle.normal, rotation: particle.rotation,
            halfSize: entry.halfSize * particle.scale)
          return quad.nearestDepth(
            perspective: view.perspective, preservesDepth: model.preservesDepth)
            <= 0.5
        }.count
    }
    return counts
  }

  /// The GPU's live counts per layer after `frames` steps, the simulator's live count and the
  /// first layer's slots.
  static func counts(_ scene: Scene, frames: Int) throws -> (gpu: [Int: Int], live: Int, slots: Int)
  {
    try withGL {
      let simulator = try GPUSimulator(scene: scene)
      let renderer = try ParticleRenderer(scene: scene, view: RenderView(scene: scene, scale: 1))
      defer {
        renderer.destroy()
        simulator.destroy()
      }
      for frame in 1...frames { simulator.advance(to: Double(frame) / 60) }
      renderer.draw(simulator.frame)
      var gpu: [Int: Int] = [:]
      for (layer, count) in renderer.inspection.lastLiveCounts() { gpu[layer, default: 0] += count }
      return (gpu, simulator.liveCount, simulator.slots.cells.reduce(0) { $0 + $1.count })
    }
  }
}
