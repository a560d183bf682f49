import EmitterModel

/// The births of one top-level cell in one step.
package struct CellBirths: Sendable, Equatable {
  /// Flat cell index.
  package var cell: Int
  /// Serial of the first birth; the i-th birth has serial `firstSerial + i`.
  package var firstSerial: UInt64
  /// For each birth, the layer-time seconds from its birth to the end of the step: the length of
  /// its first integration step (a particle born mid-frame is not born at the frame's end).
  package var remaining: [Float]
  /// Indices of births the cell's `maxParticles` cap skips: their serials are used, nothing is
  /// spawned (`StepPlanner+ParticleCap.swift`).
  package var skipped: Set<Int> = []

  init(cell: Int, firstSerial: UInt64, remaining: [Float]) {
    self.cell = cell
    self.firstSerial = firstSerial
    self.remaining = remaining
  }

  /// Planned births, skipped ones included.
  package var count: Int { remaining.count }

  /// Births to spawn: `count` less the skipped ones.
  package var spawnedCount: Int { remaining.count - skipped.count }

  /// Calls `body` with the serial and first-step length of each birth to spawn, in order,
  /// skipped ones left out (no allocation: this is on every step's spawn path).
  package func forEachSpawned(_ body: (_ serial: UInt64, _ remaining: Float) -> Void) {
    for i in remaining.indices where skipped.isEmpty || !skipped.contains(i) {
      body(firstSerial + UInt64(i), remaining[i])
    }
  }
}

/// Which particles every top-level cell of a layer emits in one step `[t0, t1)` of layer time.
///
/// Serial `k` of a cell is born where the integral of its birth rate over the cell's emission
/// window first reaches `k` (k = 0, 1, 2, …: the first particle is born the moment emission
/// starts). So the count in a step is `ceil(I(t1)) - ceil(I(t0))`, which telescopes: any split of
/// the same time into frames gives the same births at the same times. The integral is carried in
/// double precision and snapped to an integer when within 1e-9 of one, so that 150/s for 2 s is
/// 300 births, not 301, whatever the frame times' rounding.
///
/// A cell whose rate is constant in its window takes the closed form `rate × overlap`. One whose
/// rate is animated, or whose layer has emission events, takes `RateIntegral`, a pure function
/// of time, and bursts add their counts at their moments (`SpawnPlanner+Varying.swift`).
///
/// The CPU reference and the GPU path consume the same plan, so they spawn the same particles.
package struct SpawnPlanner: Sendable {
  /// Per flat cell: the birth-rate integral so far.
  internal(set) var integrals: [Double]
  /// Per layer: its emission events.
  package internal(set) var schedules: [EmissionSchedule]
  /// Per flat top-level cell of a scene with a timeline: its rate as a function of time.
  var rates: [Int: EmissionRate] = [:]
  /// Per flat cell whose rate varies: its integral, started when it began to vary.
  var varying: [Int: RateIntegral] = [:]
  /// The most births one cell is given in one step: the pool's slot cap, past which the step
  /// fails for capacity anyway. A rate of 1e308 would otherwise list 1e306 birth times.
  package var birthLimit = Int.max

  /// A planner for constant rates only (no timeline, no events).
  package init(cellCount: Int) {
    integrals = Array(repeating: 0, count: cellCount)
    schedules = []
  }

  /// A planner for `scene`, whose animations and events `timelines` and `scene` hold.
  package init(scene: Scene, resolved: ResolvedScene, timelines: [LayerTimeline]) {
    self.init(cellCount: resolved.cells.count)
    schedules = scene.layers.map { EmissionSchedule($0.emissionEvents) }
    for (layerIndex, layer) in scene.layers.enumerated() {
      let topLevel = resolved.layers[layerIndex].cells.filter { resolved.cells[$0].parent == nil }
      for (flat, cell) in zip(topLevel, layer.emitterCells) {
        rates[flat] = EmissionRate(cell: cell, timeline: timelines[layerIndex])
      }
    }
  }

  /// Births of the top-level cells of `layer` in `[t0, t1)` of layer time.
  package mutating func plan(_ scene: ResolvedScene, layer: Int, from t0: Double, to t1: Double) -> [CellBirths] {
    var births: [CellBirths] = []
    let schedule = layer < schedules.count ? schedules[layer] : EmissionSchedule()
    for index in scene.layers[layer].cells where scene.cells[index].parent == nil {
      let cell = scene.cells[index]
      guard cell.emits else { continue }
      let planned: CellBirths?
      if let rate = rates[index], rate.isDynamic(schedule: schedule) {
        planned = planVarying(cell, rate: rate, schedule: schedule, from: t0, to: t1)
      } else {
        planned = plan(cell, from: t0, to: t1)
      }
      if let planned { births.append(planned) }
    }
    return births
  }

  mutating func plan(_ cell: ResolvedCell, from t0: Double, to t1: Double) -> CellBirths? {
    let start = max(t0, cell.window.lower)
    let end = min(t1, cell.window.upper)
    let rate = cell.birthRate
    guard end > start, rate > 0 else { return nil }
    let before = integrals[cell.index]
    let after = Self.snapped(before + rate * (end - start))
    integrals[cell.index] = after
    let first = before.rounded(.up)
    let wanted = after.rounded(.up) - first
    guard wanted.isFinite ? wanted > 0 : after > before else { return nil }
    let count = wanted.isFinite && wanted <= Double(birthLimit) ? Int(wanted) : birthLimit + 1
    let stepLength = t1 - t0
    let remaining = (0..<count).map { i -> Float in
      let birth = start + (first + Double(i) - before) / rate
      return Float(min(max(t1 - birth, 0), stepLength))
    }
    return CellBirths(cell: cell.index, firstSerial: Self.serial(first), remaining: remaining)
  }

  /// A birth's serial from the rate's integral; past 2^62 (a rate of 1e308, which stops the
  /// step for capacity) it reads as 2^62, which serials counted on from it cannot overflow.
  static func serial(_ integral: Double) -> UInt64 {
    integral < 0x1p62 ? UInt64(max(0, integral)) : 1 << 62
  }

  /// `value`, or the nearest integer when within 1e-9 (relative above 1) of it.
  static func snapped(_ value: Double) -> Double {
    let nearest = value.rounded()
    return abs(value - nearest) <= 1e-9 * max(1, abs(value)) ? nearest : value
  }
}
