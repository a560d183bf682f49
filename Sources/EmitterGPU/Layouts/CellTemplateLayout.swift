import EmitterModel
import EmitterSimulation

/// The std430 (here the same as std140) mirror of `CellTemplate` in Shaders/include/cell_templates.glsl: one entry per flat
/// cell, with the layer's multipliers applied (`ResolvedCell`) and the cell's slot region.
package enum CellTemplateLayout {
  /// Most flat cells a scene may have on the GPU path: 2048, the array-texture layers every GL
  /// 4.5 implementation offers (a cell's contents take at most one layer). The templates live in
  /// a storage block sized by the scene (2048 × 256 bytes is 512 KiB), so the old 80-cell cap of
  /// a 16 KiB uniform block is gone.
  package static let maximumCells = 2048
  package static let stride = 256
  static let noParent = UInt32.max

  /// Every member with its std140 offset; names are the GLSL field names.
  package enum Member: Int, CaseIterable, Sendable {
    case color = 0, colorRange = 16, colorSpeed = 32, acceleration = 48, scaleSpeed = 60
    case lifetime = 64, lifetimeRange = 68, velocity = 72, velocityRange = 76
    case emissionLongitude = 80, emissionLatitude = 84, emissionRange = 88
    case scale = 92, scaleRange = 96, spin = 100, spinRange = 104, rotation = 108, rotationRange = 112
    case mass = 116, massRange = 120
    case orientationLongitude = 124, orientationLatitude = 128, orientationRange = 132
    case birthRate = 136, windowBegin = 140, windowEnd = 144
    case particleType = 148, indexInLayer = 152, slotBase = 156, slotRing = 160, childStride = 164
    case parent = 168, emits = 172, behaviorFirst = 176, behaviorCount = 180
    case birthRateEnd = 184, unanimatedBirthRate = 188
    case trailPoints = 192, trailRate = 196, trailInterval = 200, trailLength = 204
    case trailColor = 208, trailEndColor = 224, trailWidth = 240, trailEndWidth = 244
    case birthEvent = 248, trailPadding1 = 252

    package var name: String { String(describing: self) }
    package var offset: Int { rawValue }
  }

  /// `PARTICLE_TYPE_…` of Shaders/include/cell_templates.glsl.
  static func particleTypeCode(_ type: ParticleType) -> UInt32 {
    switch type {
    case .sprite: 0
    case .plane: 1
    case .point: 2
    }
  }

  /// `BIRTH_EVENT_…` of Shaders/include/cell_templates.glsl.
  static func birthEventCode(_ event: BirthEvent) -> UInt32 {
    switch event {
    case .life: 0
    case .death: 1
    case .collision: 2
    }
  }

  /// The whole block: one template per flat cell (one zero entry for a scene without cells).
  static func pack(_ scene: ResolvedScene, slots: SlotLayout) -> [UInt32] {
    var writer = BlockWriter(byteCount: max(1, scene.cells.count) * stride)
    let behaviors = BehaviorLayout.cellRanges(scene)
    for cell in scene.cells {
      write(
        cell, slots: slots.cells[cell.index], behaviors: behaviors[cell.index], into: &writer,
        at: cell.index * stride)
    }
    return writer.words
  }

  private static func write(
    _ cell: ResolvedCell, slots: SlotLayout.Cell, behaviors: Range<Int>, into w: inout BlockWriter,
    at base: Int
  ) {
    func set(_ member: Member, _ value: Float) { w.set(value, at: base + member.offset) }
    func set(_ member: Member, word value: UInt32) { w.set(value, at: base + member.offset) }
    w.set(cell.color, at: base + Member.color.offset)
    w.set(cell.colorRange, at: base + Member.colorRange.offset)
    w.set(cell.colorSpeed, at: base + Member.colorSpeed.offset)
    w.set(cell.acceleration, at: base + Member.acceleration.offset)
    set(.scaleSpeed, cell.scaleSpeed)
    set(.lifetime, cell.lifetime)
    set(.lifetimeRange, cell.lifetimeRange)
    set(.velocity, cell.velocity)
    set(.velocityRange, cell.velocityRange)
    set(.emissionLongitude, cell.emissionLongitude)
    set(.emissionLatitude, cell.emissionLatitude)
    set(.emissionRange, cell.emissionRange)
    set(.scale, cell.scale)
    set(.scaleRange, cell.scaleRange)
    set(.spin, cell.spin)
    set(.spinRange, cell.spinRange)
    set(.rotation, cell.rotation)
    set(.rotationRange, cell.rotationRange)
    set(.mass, cell.mass)
    set(.massRange, cell.massRange)
    set(.orientationLongitude, cell.orientationLongitude)
    set(.orientationLatitude, cell.orientationLatitude)
    set(.orientationRange, cell.orientationRange)
    // The GPU counts sub-cell births in single precision, as the CPU reference does.
    set(.birthRate, Float(cell.birthRate))
    set(.windowBegin, Float(cell.window.lower))
    set(.windowEnd, Float(cell.window.upper))
    set(.particleType, word: Self.particleTypeCode(cell.particleType))
    set(.indexInLayer, word: UInt32(cell.indexInLayer))
    set(.slotBase, word: UInt32(slots.base))
    set(.slotRing, word: UInt32(slots.ring))
    set(.childStride, word: UInt32(cell.childStride))
    set(.parent, word: cell.parent.map { UInt32($0) } ?? noParent)
    set(.emits, word: cell.emits ? 1 : 0)
    set(.behaviorFirst, word: UInt32(behaviors.lowerBound))
    set(.behaviorCount, word: UInt32(behaviors.count))
    // Sub-cells whose rate animates: each parent takes its rate at birth (`SubCellRateSampling`).
    set(.birthRateEnd, cell.rateSampling?.end ?? Float(cell.birthRate))
    set(.unanimatedBirthRate, cell.rateSampling?.unanimated ?? -1)
    set(.birthEvent, word: Self.birthEventCode(cell.birthEvent))
    set(.trailPoints, word: UInt32(cell.trail?.points ?? 0))
    set(.trailRate, cell.trail?.rate ?? 0)
    set(.trailInterval, cell.trail?.interval ?? 0)
    set(.trailLength, cell.trail?.length ?? 0)
    w.set(cell.trailColor, at: base + Member.trailColor.offset)
    w.set(cell.trailEndColor, at: base + Member.trailEndColor.offset)
    set(.trailWidth, cell.trailWidths.x)
    set(.trailEndWidth, cell.trailWidths.y)
  }
}
