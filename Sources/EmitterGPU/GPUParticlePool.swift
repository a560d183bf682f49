import EmitterGL
import EmitterSimulation

/// The GPU buffers of one simulation: one array per `ParticleStateLayout.Array`, the cell
/// templates, the frame block and the spawn batch. Owned by `GPUSimulator`, destroyed by it on
/// the context's thread.
struct GPUParticlePool {
  let slotCount: Int
  /// Indexed like `ParticleStateLayout.Array.allCases`.
  let state: [ParticleStateLayout.Array: Buffer]
  let cellTemplates: Buffer
  let frame: Buffer
  private(set) var spawnBatch: Buffer

  init(slotCount: Int, cellTemplates templateWords: [UInt32]) {
    self.slotCount = slotCount
    let slots = max(slotCount, 1)
    var state: [ParticleStateLayout.Array: Buffer] = [:]
    for array in ParticleStateLayout.Array.allCases {
      let buffer = Buffer(.init(size: slots * array.stride, access: [.dynamic], label: "particle \(array)"))
      // Zeroed state is dead state: age 0 is not below lifetime 0.
      buffer.clear()
      state[array] = buffer
    }
    self.state = state
    cellTemplates = Buffer(templateWords, access: [.dynamic], label: "cell templates")
    frame = Buffer(.init(size: FrameLayout.size, access: [.dynamic], label: "frame"))
    spawnBatch = Buffer(.init(size: 1024 * ParticleStateLayout.PlannedBirth.stride, access: [.dynamic], label: "spawn batch"))
  }

  subscript(array: ParticleStateLayout.Array) -> Buffer { state[array]! }

  /// Binds every buffer to its binding point (bindings are context state, shared by programs).
  func bind() {
    for (array, buffer) in state { buffer.bind(to: array.binding) }
    spawnBatch.bind(to: .spawnBatch)
    cellTemplates.bind(to: .cellTemplates)
    frame.bind(to: .frame)
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
    for buffer in [cellTemplates, frame, spawnBatch] { buffer.destroy() }
  }
}
