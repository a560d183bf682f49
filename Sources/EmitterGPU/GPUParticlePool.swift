import EmitterGL
import EmitterSimulation

/// The GPU buffers of one simulation: one array per `ParticleStateLayout.Array`, the cell
/// templates, the behaviour block, the frame block and the spawn batch. Owned by
/// `GPUSimulator`, destroyed by it on the context's thread.
struct GPUParticlePool {
  private(set) var slotCount: Int
  /// One buffer per `ParticleStateLayout.Array`.
  private(set) var state: [ParticleStateLayout.Array: Buffer]
  private(set) var cellTemplates: Buffer
  private(set) var behaviors: Buffer
  let frame: Buffer
  private(set) var spawnBatch: Buffer
  /// Each parent's own rate for sub-cells whose rate animates (`SubCellRateStore`): one float
  /// per slot when a cell needs it, else a single unused one.
  private(set) var subCellRates: Buffer
  /// Each layer's mask table (the `mask` shape), with the key it was made from, uploaded when a
  /// layer first steps with it; the other layers bind `noMask`.
  private(set) var masks: [Int: (key: EmitterMaskKey, buffer: Buffer)] = [:]
  let noMask: Buffer
  /// Each slot's trail ring (`TrailSampling.capacity` vec4s a slot, trail.glsl), zeroed; a
  /// single unused entry until a cell keeps a trail (`keepTrails`).
  private(set) var trails: Buffer
  /// Every image collider's texels (`ColliderGridLayout`), and the grids they were packed from.
  private(set) var colliderGrids: Buffer
  private(set) var packedGrids: [ColliderGrid] = []
  /// Bytes of one slot's trail ring.
  static let trailStride = TrailSampling.capacity * 16

  init(slotCount: Int, cellTemplates templateWords: [UInt32], behaviors behaviorWords: [UInt32]) {
    self.slotCount = slotCount
    state = Self.makeState(slotCount: slotCount)
    cellTemplates = Buffer(templateWords, access: [.dynamic], label: "cell templates")
    behaviors = Buffer(behaviorWords, access: [.dynamic], label: "behaviours")
    frame = Buffer(.init(size: FrameLayout.size, access: [.dynamic], label: "frame"))
    spawnBatch = Buffer(.init(size: 1024 * ParticleStateLayout.PlannedBirth.stride, access: [.dynamic], label: "spawn batch"))
    subCellRates = Buffer([SubCellRateStore.unset], access: [.dynamic], label: "sub-cell rates")
    noMask = Buffer(EmitterMaskLayout.pack(EmitterMaskTable()), access: [.dynamic], label: "no mask")
    trails = Self.makeTrails(slotCount: 0)
    colliderGrids = Buffer(ColliderGridLayout.pack([]), access: [.dynamic], label: "collider grids")
  }

  /// Uploads the image colliders' grids when they differ from the ones held (a grid drawn once
  /// is one array: comparing the same grids is cheap), bound again.
  mutating func updateColliderGrids(_ grids: [ColliderGrid]) {
    guard grids != packedGrids else { return }
    packedGrids = grids
    colliderGrids.destroy()
    colliderGrids = Buffer(ColliderGridLayout.pack(grids), access: [.dynamic], label: "collider grids")
    colliderGrids.bind(to: .colliderGrids)
  }

  /// Whether the trail rings cover every slot.
  var keepsTrails: Bool { trails.size >= slotCount * Self.trailStride }

  /// Gives every slot a zeroed trail ring, the first time a cell keeps a trail (the CPU
  /// reference's columns start theirs zeroed too: `ParticleColumns.keepTrails`).
  mutating func keepTrails() {
    guard !keepsTrails else { return }
    trails.destroy()
    trails = Self.makeTrails(slotCount: slotCount)
    trails.bind(to: .particleTrail)
  }

  private static func makeTrails(slotCount: Int) -> Buffer {
    let buffer = Buffer(.init(size: max(slotCount * trailStride, 16), access: [.dynamic], label: "particle trails"))
    buffer.clear()
    return buffer
  }

  /// Binds `layer`'s mask table for its spawn pass, uploading it when its key is new.
  mutating func bindMask(of layer: ResolvedLayer) {
    guard layer.shape == .mask, let key = layer.maskKey else {
      noMask.bind(to: .emitterMask)
      return
    }
    if let held = masks[layer.index], held.key == key {
      held.buffer.bind(to: .emitterMask)
      return
    }
    masks[layer.index]?.buffer.destroy()
    let buffer = Buffer(EmitterMaskLayout.pack(layer.mask), access: [.dynamic], label: "mask of layer \(layer.index)")
    masks[layer.index] = (key, buffer)
    buffer.bind(to: .emitterMask)
  }

  /// Replaces the rate store with `rates` (one per slot), bound again.
  mutating func replaceSubCellRates(with rates: [Float]) {
    subCellRates.destroy()
    subCellRates = Buffer(rates, access: [.dynamic], label: "sub-cell rates")
    subCellRates.bind(to: .subCellRates)
  }

  /// Zeroed arrays for `slotCount` slots: zeroed state is dead state (age 0 is not below
  /// lifetime 0).
  private static func makeState(slotCount: Int) -> [ParticleStateLayout.Array: Buffer] {
    var state: [ParticleStateLayout.Array: Buffer] = [:]
    for array in ParticleStateLayout.Array.allCases {
      let buffer = Buffer(.init(size: max(slotCount, 1) * array.stride, access: [.dynamic], label: "particle \(array)"))
      buffer.clear()
      state[array] = buffer
    }
    return state
  }

  subscript(array: ParticleStateLayout.Array) -> Buffer { state[array]! }

  /// A behaviour block of a new size (behaviours inserted while the layer runs), bound again.
  mutating func replaceBehaviors(with words: [UInt32]) {
    behaviors.destroy()
    behaviors = Buffer(words, access: [.dynamic], label: "behaviours")
    behaviors.bind(to: .behaviors)
  }

  /// A cell-template block of a new size (cells inserted while the layer runs), bound again.
  mutating func replaceCellTemplates(with words: [UInt32]) {
    cellTemplates.destroy()
    cellTemplates = Buffer(words, access: [.dynamic], label: "cell templates")
    cellTemplates.bind(to: .cellTemplates)
  }

  /// Binds every buffer to its binding point (bindings are context state, shared by programs).
  func bind() {
    for (array, buffer) in state { buffer.bind(to: array.binding) }
    spawnBatch.bind(to: .spawnBatch)
    cellTemplates.bind(to: .cellTemplates)
    behaviors.bind(to: .behaviors)
    frame.bind(to: .frame)
    subCellRates.bind(to: .subCellRates)
    trails.bind(to: .particleTrail)
    colliderGrids.bind(to: .colliderGrids)
  }

  /// Replaces the particle arrays with `slotCount` slots, copying each `(from, to)` slot pair's
  /// state across (done on the CPU: the pool grows rarely, and only by doubling).
  /// A move's `cell`, when set, is the particle's new flat cell index (cells inserted or
  /// dropped live), written into its record.
  mutating func resize(
    slotCount newCount: Int, moving moves: [(from: Int, to: Int, cell: UInt32?)]
  ) {
    let fresh = Self.makeState(slotCount: newCount)
    for array in ParticleStateLayout.Array.allCases {
      let words = array.stride / 4
      let old = state[array]!.read(UInt32.self)
      var new = Array(repeating: UInt32(0), count: max(newCount, 1) * words)
      for move in moves {
        new[(move.to * words)..<((move.to + 1) * words)] = old[(move.from * words)..<((move.from + 1) * words)]
        if array == .records, let cell = move.cell {
          new[move.to * words + ParticleStateLayout.Record.cell.rawValue / 4] = cell
        }
      }
      fresh[array]!.write(new)
      state[array]!.destroy()
    }
    state = fresh
    if trails.size > 16 {
      // Trail rings move with their particles.
      let words = Self.trailStride / 4
      let old = trails.read(UInt32.self)
      var new = Array(repeating: UInt32(0), count: max(newCount, 1) * words)
      for move in moves {
        new[(move.to * words)..<((move.to + 1) * words)] = old[(move.from * words)..<((move.from + 1) * words)]
      }
      trails.destroy()
      trails = Buffer(new, access: [.dynamic], label: "particle trails")
    }
    slotCount = newCount
    bind()
  }

  /// Uploads a batch of planned births, growing the batch buffer when needed.
  mutating func uploadBatch(_ words: [UInt32]) {
    let bytes = words.count * 4
    if bytes > spawnBatch.size {
      spawnBatch.destroy()
      spawnBatch = Buffer(.init(size: max(bytes, spawnBatch.size * 2), access: [.dynamic], label: "spawn batch"))
      spawnBatch.bind(to: .spawnBatch)
    }
    spawnBatch.write(words)
  }

  func destroy() {
    for buffer in state.values { buffer.destroy() }
    for buffer in [cellTemplates, behaviors, frame, spawnBatch, subCellRates, noMask, trails, colliderGrids] {
      buffer.destroy()
    }
    for held in masks.values { held.buffer.destroy() }
  }
}
