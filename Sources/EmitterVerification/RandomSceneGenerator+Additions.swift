import EmitterModel
import EmitterSimulation

/// Keys added to random scenes after their first seeds were kept as regression cases: the
/// `rectangles` shape with its `emitterRects`, sprite-sheet (flipbook) keys on cells, and the
/// scene's `prepopulatesOnFirstDisplay`.
///
/// They come from their own stream (the seed mixed with `streamMask`) and are drawn after the
/// main one, so the main stream draws what it always drew: a seed's scene changes only where an
/// addition lands (a layer turned into `rectangles`, flipbook keys on a cell), never elsewhere.
struct SceneAdditions {
  /// Mixed into the seed for this stream.
  static let streamMask: UInt64 = 0xA5D1_7E55_0F15_0002
  var random: SplitMix64

  mutating func draw(into scene: inout Scene) {
    for index in scene.layers.indices {
      let canvas = scene.size
      drawRects(into: &scene.layers[index], canvas: canvas)
      for cell in scene.layers[index].emitterCells.indices {
        drawFlipbooks(into: &scene.layers[index].emitterCells[cell])
      }
    }
    // Drawn last, so the draws above stay as they were.
    scene.prepopulatesOnFirstDisplay = random.chance(0.15)
  }

  /// One layer in five becomes `rectangles` with 1 to 6 rects (one in ten of them zero-sized,
  /// a line or a point), keeping its mode; the layer's drawn shape is replaced.
  mutating func drawRects(into layer: inout EmitterLayer, canvas: Size) {
    let count = random.int(in: 1...6)
    let rects = (0..<count).map { _ in
      let degenerate = random.chance(0.1)
      let width = random.favouringLow(in: 0...300)
      let height = random.favouringLow(in: 0...200)
      return Rect(
        x: random.double(in: -canvas.width / 2...canvas.width / 2),
        y: random.double(in: -canvas.height / 2...canvas.height / 2),
        width: degenerate && random.chance(0.5) ? 0 : width,
        height: degenerate ? 0 : height)
    }
    guard random.chance(0.2) else { return }
    layer.emitterShape = .rectangles
    layer.emitterRects = rects
  }

  /// One cell in four (sub-cells included) gets a sprite sheet: 2 to 16 frames, every mode.
  mutating func drawFlipbooks(into cell: inout EmitterCell) {
    let frames = random.int(in: 2...16)
    let perRow = random.chance(0.5) ? 0 : random.int(in: 1...frames)
    let rate = random.double(in: 0...30)
    let mode = random.element(of: ContentsFrameMode.allCases)
    if random.chance(0.25) {
      cell.contentsFrameCount = frames
      cell.contentsFramesPerRow = perRow
      cell.contentsFramesPerSecond = rate
      cell.contentsFrameMode = mode
    }
    for child in cell.emitterCells.indices { drawFlipbooks(into: &cell.emitterCells[child]) }
  }
}
