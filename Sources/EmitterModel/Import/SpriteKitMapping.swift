import Foundation

/// One SKEmitterNode's keys gathered into a layer and a cell.
struct SpriteKitMapping {
  let archive: KeyedArchive
  var reader: PropertyListReader
  let folder: URL
  let canvas: Size
  var layer = EmitterLayer()
  var cell = EmitterCell(name: "particle")
  var unmapped: [String] = []

  init(archive: KeyedArchive, reader: PropertyListReader, folder: URL, canvas: Size) {
    self.archive = archive
    self.reader = reader
    self.folder = folder
    self.canvas = canvas
  }

  mutating func note(_ key: String, _ value: Double?, neutral: Double = 0, _ why: String) {
    guard let value, value != neutral else { return }
    unmapped.append("\(key) = \(value) (\(why))")
  }

  mutating func build() {
    buildEmission()
    buildMotion()
    buildAppearance()
    buildContents()
    buildDrawing()
  }

  mutating func number(_ key: String, in range: ClosedRange<Double>? = nil) -> Double? {
    reader.number(key, in: range)
  }

  mutating func buildEmission() {
    let rate = number("particleBirthRate", in: 0...EmitterCell.maximumBirthRate) ?? 0
    cell.birthRate = rate
    // numParticlesToEmit N (0: no limit) at `rate`: births at k / rate, so a window of N / rate
    // seconds holds exactly N.
    if let count = number("numParticlesToEmit", in: 0...1e9), count > 0 {
      cell.timing.duration = rate > 0 ? count.rounded(.down) / rate : 0
    }
    cell.lifetime = number("particleLifetime", in: 0...1e6) ?? 0
    cell.lifetimeRange = abs(number("particleLifetimeRange") ?? 0)
    let offset = point("particlePosition") ?? Point(x: 0, y: 0)
    layer.emitterPosition = Point(x: canvas.width / 2 + offset.x, y: canvas.height / 2 - offset.y)
    // Births uniform in position ± range / 2 per axis: a rectangle of the range.
    if let spread = point("particlePositionRange"), spread.x != 0 || spread.y != 0 {
      layer.emitterShape = .rectangle
      layer.emitterSize = Size(width: abs(spread.x), height: abs(spread.y))
    }
    note("particleZPosition", number("particleZPosition"), "SpriteKit's drawing order")
    note("particleZPositionRange", number("particleZPositionRange"), "SpriteKit's drawing order")
    note("particleZPositionSpeed", number("particleZPositionSpeed"), "SpriteKit's drawing order")
  }

  mutating func buildMotion() {
    // Counter-clockwise from +x with y up: longitude is the negated angle.
    cell.emissionLongitude = -(number("emissionAngle") ?? 0)
    cell.emissionRange = abs(number("emissionAngleRange") ?? 0)
    cell.velocity = number("particleSpeed") ?? 0
    cell.velocityRange = abs(number("particleSpeedRange") ?? 0)
    cell.xAcceleration = number("xAcceleration") ?? 0
    cell.yAcceleration = -(number("yAcceleration") ?? 0)
    // Counter-clockwise positive with y up is counter-clockwise on screen: negated.
    cell.rotation = -(number("particleRotation") ?? 0)
    cell.rotationRange = abs(number("particleRotationRange") ?? 0)
    cell.spin = -(number("particleRotationSpeed") ?? 0)
  }
}
