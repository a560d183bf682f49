import EmitterContents
import EmitterImage
import EmitterModel
import Foundation
import Testing

/// The atlas works out its size from the contents' extents and PNG headers before it allocates a
/// pixel, and refuses what is over budget with the cell's key path.
@Suite("Contents: budgets before allocation")
struct ContentsBudgetTests {
  private static func scene(_ contents: [Contents]) -> Scene {
    var layer = EmitterLayer()
    layer.emitterCells = contents.enumerated().map { index, item in
      var cell = EmitterCell()
      cell.name = "c\(index)"
      cell.contents = item
      return cell
    }
    var scene = Scene()
    scene.layers = [layer]
    return scene
  }

  private static func overBudgetKeyPath(_ body: () throws(ContentsError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      if case .overBudget(let keyPath, _, _, _) = error { return keyPath }
      return "another error: \(error)"
    }
  }

  // A 100000-point circle at the lowest density would be 25004 x 25004 pixels (2.5 GB with its
  // layer padding and mips): refused by the plan, before any raster exists. Built in Swift, so
  // validation has not seen it.
  @Test("a 100000-point shape is refused by name before anything is rasterised")
  func hugeShape() {
    let scene = Self.scene([.shape(.circle, size: Size(width: 100_000, height: 100_000))])
    #expect(
      Self.overBudgetKeyPath { () throws(ContentsError) in
        _ = try ContentsAtlas(scene: scene, pixelScale: 2)
      } == "layers[0].emitterCells[0].contents")
  }

  @Test("a path whose bounds exceed the vector budget is refused, at any scale")
  func hugePath() {
    let scene = Self.scene([
      .shape(.circle, size: Size(width: 10, height: 10)), .path("M0 0 L5000 0 L0 10 Z"),
    ])
    for scale in [0.5, 2, 16] {
      #expect(
        Self.overBudgetKeyPath { () throws(ContentsError) in
          _ = try ContentsAtlas.plan(scene: scene, pixelScale: scale)
        } == "layers[0].emitterCells[1].contents")
    }
  }

  @Test("an atlas over its byte budget names the cell that sets the layer size")
  func byteBudget() throws {
    let scene = Self.scene([
      .shape(.circle, size: Size(width: 10, height: 10)),
      .shape(.square, size: Size(width: 400, height: 400)),
      .shape(.triangle, size: Size(width: 20, height: 20)),
    ])
    let plan = try ContentsAtlas.plan(scene: scene, pixelScale: 1)
    #expect(plan.largestCell == "layers[0].emitterCells[1].contents")
    #expect(
      Self.overBudgetKeyPath { () throws(ContentsError) in
        _ = try ContentsAtlas(scene: scene, pixelScale: 1, byteBudget: plan.bytes - 1)
      } == "layers[0].emitterCells[1].contents")
    _ = try ContentsAtlas(scene: scene, pixelScale: 1, byteBudget: plan.bytes)
  }

  @Test("the plan predicts the atlas that is built: layers, layer size and bytes")
  func planMatchesAtlas() throws {
    let scene = Self.scene([
      .shape(.circle, size: Size(width: 10, height: 10)),
      .shape(.rectangle, size: Size(width: 120, height: 30)),
      .shape(.circle, size: Size(width: 10, height: 10)),
      .path("M0 0 L40 0 L20 30 Z"),
    ])
    for scale in [1.0, 3] {
      let plan = try ContentsAtlas.plan(scene: scene, pixelScale: scale)
      let atlas = try ContentsAtlas(scene: scene, pixelScale: scale)
      #expect(plan.layerCount == atlas.levels.count)
      #expect(plan.layerWidth == atlas.layerWidth && plan.layerHeight == atlas.layerHeight)
      let bytes = atlas.levels.joined().reduce(0) { $0 + $1.pixels.count }
      #expect(plan.bytes == bytes)
    }
  }

  @Test("an image wider than the budget is refused from its header, by the plan and the reader")
  func wideImage() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("ContentsBudgetTests-\(UUID().uuidString).png").path
    defer { unlink(path) }
    try PNGFile.write(RGBAImage(width: ContentsBudget.maximumImageSide + 1, height: 1), to: path)
    let scene = Self.scene([.image(path: path)])
    let expected = ContentsError.imageTooLarge(
      cell: "c0", path: path, width: ContentsBudget.maximumImageSide + 1, height: 1,
      limit: ContentsBudget.maximumImageSide)
    #expect(throws: expected) { try ContentsAtlas.plan(scene: scene, pixelScale: 1) }
    #expect(throws: PNGError.tooLarge(path: path, width: 16385, height: 1, maximumSide: 16384)) {
      try PNGFile.read(path, maximumSide: 16384)
    }
  }

  @Test("more distinct contents than texture layers are refused at the first one over")
  func layerCount() {
    let count = ContentsAtlas.maximumLayers + 1
    let scene = Self.scene(
      (0..<count).map { .shape(.square, size: Size(width: 1 + Double($0) / 64, height: 1)) })
    #expect(
      Self.overBudgetKeyPath { () throws(ContentsError) in
        _ = try ContentsAtlas.plan(scene: scene, pixelScale: 1)
      } == "layers[0].emitterCells[\(count - 1)].contents")
  }
}
