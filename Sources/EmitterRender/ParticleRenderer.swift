import EmitterContents
import EmitterGL
import EmitterGPU
import EmitterImage
import EmitterModel
import EmitterRaster
import EmitterSimulation

/// Draws a `GPUSimulator`'s particles into an offscreen RGBA8 image: the canvas cleared to the
/// scene's background, then each layer in order, one instanced draw of four-vertex strips per
/// layer, reading the particle arrays directly (no copies, no CPU readback).
///
/// Render modes: `unordered` draws in slot order (cells in order, each cell's ring in slot
/// order); `oldestFirst`, `oldestLast` and `backToFront` sort the layer's slots on the GPU
/// first (`ParticleSorter`); `additive` blends with (one, one) in slot order. Normal modes blend
/// premultiplied source-over. `DrawOrder` states the keys; `ReferenceRasterizer` draws the same
/// image on the CPU.
///
/// GL objects belong to the context current at `init`; use and `destroy()` them there.
public final class ParticleRenderer {
  public let scene: Scene
  public let view: RenderView
  public let atlas: ContentsAtlas
  /// The image drawn into; a window blits it to the screen (`RenderTarget.blitToWindow`).
  public let target: RenderTarget
  private let textures: ContentsTextures
  private let sprite: ShaderProgram
  private let sorter: ParticleSorter
  private let vertexArray: EmptyVertexArray
  private let viewBlock: Buffer
  private let contentsBlock: Buffer
  private let opacities: LayerOpacities

  /// Makes the framebuffer, uploads the contents and builds the programs.
  public init(
    scene: Scene, view: RenderView, atlas: ContentsAtlas, library: ShaderLibrary = .standard
  ) throws(RenderError) {
    self.scene = scene
    self.view = view
    self.atlas = atlas
    do {
      target = try RenderTarget(
        width: view.pixelWidth, height: view.pixelHeight,
        label: "particles \(view.pixelWidth)x\(view.pixelHeight)")
    } catch {
      throw .target(error)
    }
    do {
      textures = try ContentsTextures(atlas)
    } catch {
      target.destroy()
      throw error
    }
    do {
      sprite = try library.makeProgram("sprite")
      sorter = try ParticleSorter(library: library)
    } catch {
      target.destroy()
      textures.destroy()
      throw .shader(error)
    }
    vertexArray = EmptyVertexArray(label: "particle quads (no attributes)")
    viewBlock = Buffer(.init(size: RenderViewLayout.size, access: [.dynamic], label: "render view"))
    contentsBlock = Buffer(CellContentsLayout.pack(atlas.entries), label: "cell contents")
    opacities = LayerOpacities(scene: scene)
  }

  /// Rasterises the scene's contents for `view` and makes a renderer: the usual way in.
  public convenience init(scene: Scene, view: RenderView, library: ShaderLibrary = .standard)
    throws(RenderError)
  {
    let atlas: ContentsAtlas
    do {
      atlas = try ContentsAtlas(scene: scene, pixelScale: view.scale)
    } catch {
      throw .contents(error)
    }
    try self.init(scene: scene, view: view, atlas: atlas, library: library)
  }

  /// Draws the simulator's current particles, replacing the previous image.
  public func draw(_ simulator: GPUSimulator) {
    draw([DrawnSimulation(simulator, opacities: opacities)])
  }

  /// Draws several simulations into one image, replacing the previous one: layer by layer, each
  /// layer of every simulation in the order given (the demo's older particle generations under
  /// the newest). Their scenes must have this renderer's layers and contents (`atlas`); each
  /// brings its own timeline for the layers' animated opacity.
  public func draw(_ simulations: [DrawnSimulation]) {
    let time = simulations.last?.simulator.time ?? 0
    GL.withDebugGroup("draw particles at t = \(time)") {
      GL.memoryBarrier(.shaderStorage)
      target.bind()
      target.clear(to: Self.premultiplied(scene.backgroundColor))
      GL.disableDepthAndCulling()
      textures.bind()
      vertexArray.bind()
      viewBlock.bind(to: .renderView)
      contentsBlock.bind(to: .cellContents)
      for index in scene.layers.indices {
        for simulation in simulations {
          let layers = simulation.simulator.scene.layers
          guard layers.indices.contains(index) else { continue }
          simulation.simulator.particleBuffers.bind()
          draw(layers[index], of: simulation)
        }
      }
      GL.setBlending(.replace)
    }
  }

  private func draw(_ layer: ResolvedLayer, of simulation: DrawnSimulation) {
    let simulator = simulation.simulator
    guard let first = layer.cells.first, let last = layer.cells.last else { return }
    let slots =
      simulator.slots.cells[first]
      .base..<(simulator.slots.cells[last].base + simulator.slots.cells[last].count)
    guard !slots.isEmpty else { return }
    let model = scene.layers[layer.index]
    let opacity = simulation.opacities.opacity(
      ofLayer: layer.index, atLayerTime: layer.localTime(atSceneTime: simulator.time))
    guard opacity > 0 else { return }
    GL.withDebugGroup("layer \(model.name ?? "#\(layer.index)") (\(model.renderMode))") {
      let key = DrawOrder.SortKey(model.renderMode)
      if let key { sorter.sort(slots, by: key) }
      viewBlock.write(
        RenderViewLayout.pack(
          view: view, opacity: opacity, preservesDepth: model.preservesDepth,
          slots: slots,
          usesDrawOrder: key != nil))
      GL.setBlending(model.renderMode == .additive ? .additive : .premultipliedOver)
      sprite.use()
      GL.drawTriangleStrips(vertexCount: 4, instances: slots.count)
    }
  }

  /// The image drawn last, rows top down, premultiplied.
  public func readImage() -> RGBAImage {
    RGBAImage(
      bottomUpPixels: target.readPixelsBottomUp(), width: target.width, height: target.height)
  }

  /// The sorted (key, slot) pairs of the last sorted layer, for tests: the first `count` entries.
  public func lastDrawOrder(count: Int) -> [SIMD2<UInt32>] {
    sorter.readPairs(count: count)
  }

  /// Sorts `slots` by `key` as a draw would, and returns the pairs: for tests of the sort alone.
  public func sortedDrawOrder(
    of simulator: GPUSimulator, slots: Range<Int>, by key: DrawOrder.SortKey
  ) -> [SIMD2<UInt32>] {
    simulator.particleBuffers.bind()
    let count = sorter.sort(slots, by: key)
    return sorter.readPairs(count: count)
  }

  /// Releases every GL object; the renderer cannot be used afterwards.
  public func destroy() {
    target.destroy()
    textures.destroy()
    sprite.destroy()
    sorter.destroy()
    vertexArray.destroy()
    viewBlock.destroy()
    contentsBlock.destroy()
  }

  public static func premultiplied(_ color: Color) -> SIMD4<Float> {
    let alpha = Float(color.alpha)
    return SIMD4(
      Float(color.red) * alpha, Float(color.green) * alpha, Float(color.blue) * alpha, alpha)
  }
}
