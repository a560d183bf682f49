import EmitterModel
import EmitterSimulation

extension SceneDraw {
  /// Emoji and a path for contents: what a particle draws does not change the simulation, but
  /// every form must survive validation and the scene file.
  static let emoji = ["🎉", "⭐️", "❤️", "🐥"]
  static let trianglePath = "M0 0 L10 0 L5 8 Z"

  /// A cell with every property drawn; `parentLifetime` is set for a sub-cell (depth 2), whose
  /// emission window is then measured in its parent's age and placed inside that parent's life.
  mutating func cell(name: String, parentLifetime: Double?) -> EmitterCell {
    var cell = EmitterCell(name: name)
    cell.enabled = !random.chance(0.05)
    drawEmission(of: &cell)
    drawMotion(of: &cell)
    drawAppearance(of: &cell)
    drawOrientation(of: &cell)
    drawContents(of: &cell)
    cell.timing = parentLifetime.map { subCellTiming(parentLifetime: $0) } ?? topLevelTiming()
    if parentLifetime == nil && random.chance(0.35) {
      let count = random.int(in: 1...2)
      cell.emitterCells = (0..<count).map {
        self.cell(name: "s\($0)", parentLifetime: cell.lifetime)
      }
    }
    return cell
  }

  /// Rates 1...300/s (favouring low ones), lifetimes 0.2...4 s. One cell in twenty has a
  /// lifetime range past its lifetime, so some particles draw a lifetime of 0 or less and are
  /// never shown (they still take a serial).
  mutating func drawEmission(of cell: inout EmitterCell) {
    cell.birthRate = random.favouringLow(in: 1...300)
    cell.lifetime = random.double(in: 0.2...4)
    let rangeFraction =
      random.chance(0.05) ? random.double(in: 1...1.5) : random.double(in: 0...0.6)
    cell.lifetimeRange = sometimes(0.7, otherwise: 0) { _ in cell.lifetime * rangeFraction }
    cell.emissionLongitude = random.double(in: -.pi ... .pi)
    cell.emissionLatitude = sometimes(0.3, otherwise: 0) { $0.double(in: -.pi / 2 ... .pi / 2) }
    cell.emissionRange = sometimes(0.7, otherwise: 0) { $0.double(in: 0...(2 * .pi)) }
  }

  /// Speeds up to 400 pt/s (a few negative), gravity mostly down the screen.
  mutating func drawMotion(of cell: inout EmitterCell) {
    cell.velocity = random.double(in: -50...400)
    cell.velocityRange = sometimes(0.6, otherwise: 0) { $0.double(in: 0...150) }
    cell.xAcceleration = sometimes(0.4, otherwise: 0) { $0.double(in: -200...200) }
    cell.yAcceleration = sometimes(0.7, otherwise: 0) { $0.double(in: -100...400) }
    cell.zAcceleration = sometimes(0.2, otherwise: 0) { $0.double(in: -100...100) }
    cell.mass = random.double(in: 0.5...3)
    cell.massRange = sometimes(0.3, otherwise: 0) { $0.double(in: 0...0.5) }
  }

  /// Scale, spin, rotation and colour with their ranges and speeds.
  mutating func drawAppearance(of cell: inout EmitterCell) {
    cell.scale = random.double(in: 0.1...2)
    cell.scaleRange = sometimes(0.5, otherwise: 0) { $0.double(in: 0...0.5) }
    cell.scaleSpeed = sometimes(0.4, otherwise: 0) { $0.double(in: -0.5...0.5) }
    cell.spin = sometimes(0.6, otherwise: 0) { $0.double(in: -6...6) }
    cell.spinRange = sometimes(0.5, otherwise: 0) { $0.double(in: 0...6) }
    cell.rotation = sometimes(0.4, otherwise: 0) { $0.double(in: -.pi ... .pi) }
    cell.rotationRange = sometimes(0.4, otherwise: 0) { $0.double(in: 0 ... .pi) }
    cell.color = color()
    cell.redRange = sometimes(0.4, otherwise: 0) { $0.double(in: 0...0.5) }
    cell.greenRange = sometimes(0.4, otherwise: 0) { $0.double(in: 0...0.5) }
    cell.blueRange = sometimes(0.4, otherwise: 0) { $0.double(in: 0...0.5) }
    cell.alphaRange = sometimes(0.3, otherwise: 0) { $0.double(in: 0...0.3) }
    cell.redSpeed = sometimes(0.3, otherwise: 0) { $0.double(in: -0.5...0.5) }
    cell.greenSpeed = sometimes(0.3, otherwise: 0) { $0.double(in: -0.5...0.5) }
    cell.blueSpeed = sometimes(0.3, otherwise: 0) { $0.double(in: -0.5...0.5) }
    cell.alphaSpeed = sometimes(0.4, otherwise: 0) { $0.double(in: -0.8...0.2) }
  }

  /// A plane particle (confetti) three times in ten, a point one in ten, with its normal's cone.
  /// One draw picks the type, as before points existed, so earlier seeds make the same scenes.
  mutating func drawOrientation(of cell: inout EmitterCell) {
    let type = random.unit()
    cell.particleType = type < 0.3 ? .plane : type < 0.4 ? .point : .sprite
    cell.orientationLongitude = random.double(in: -.pi ... .pi)
    cell.orientationLatitude = random.double(in: -.pi / 2 ... .pi / 2)
    cell.orientationRange = random.double(in: 0 ... .pi)
  }

  /// A shape, an emoji, a path or nothing (an invisible cell still emits its sub-cells), with
  /// the drawing options around it. No images: they would need files beside the scene.
  mutating func drawContents(of cell: inout EmitterCell) {
    let size = random.double(in: 4...40)
    switch random.int(in: 0...4) {
    case 0: cell.contents = nil
    case 1: cell.contents = .emoji(random.element(of: Self.emoji), size: size)
    case 2: cell.contents = .path(Self.trianglePath)
    default:
      let shape = random.element(of: ContentsShape.allCases)
      cell.contents = .shape(
        shape, size: Size(width: size, height: shape == .rectangle ? size / 2 : size))
    }
    if random.chance(0.2) {
      cell.contentsRect = Rect(
        x: 0, y: 0, width: random.double(in: 0.25...1), height: random.double(in: 0.25...1))
    }
    cell.contentsScale = sometimes(0.2, otherwise: 1) { $0.double(in: 1...3) }
    cell.minificationFilter = random.element(of: ContentsFilter.allCases)
    cell.magnificationFilter = random.element(of: ContentsFilter.allCases)
    cell.minificationFilterBias = sometimes(0.1, otherwise: 0) { $0.double(in: -1...1) }
  }

  /// Most top-level cells emit forever; some get a window in layer time, some repeat, reverse,
  /// run at another speed or start part-way in.
  mutating func topLevelTiming() -> MediaTiming {
    var timing = MediaTiming()
    timing.fillMode = random.element(of: FillMode.allCases)
    guard random.chance(0.4) else { return timing }
    timing.beginTime = random.double(in: 0...2)
    timing.duration = random.double(in: 0.3...3)
    timing.repeatCount = sometimes(0.2, otherwise: 0) { $0.double(in: 1...3) }
    timing.autoreverses = random.chance(0.2)
    timing.speed = sometimes(0.2, otherwise: 1) { $0.double(in: 0.5...2) }
    timing.timeOffset = sometimes(0.15, otherwise: 0) { $0.double(in: 0...0.5) }
    return timing
  }

  /// A sub-cell's window in its parent's age: often from birth for the parent's whole life (a
  /// trail), otherwise a burst somewhere inside the parent's life (a firework).
  mutating func subCellTiming(parentLifetime: Double) -> MediaTiming {
    var timing = MediaTiming()
    timing.fillMode = random.element(of: FillMode.allCases)
    guard random.chance(0.6) else { return timing }
    timing.beginTime = random.double(in: 0...(0.8 * parentLifetime))
    timing.duration = random.double(in: 0.05...1)
    return timing
  }
}
