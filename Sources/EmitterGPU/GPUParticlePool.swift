import EmitterGL
import EmitterSimulation

/// The GPU buffers of one simulation: particle state by slot, the cell templates, the frame block
/// and the spawn batch. Owned by `GPUSimulator`, destroyed by it on the context's thread.
struct GPUParticlePool {
  let slotCount: Int
  let motions: Buffer
  let lifetimes: Buffer
  let records: Buffer
  let cellTemplates: Buffer
  let frame: Buffer
  private(set) var spawnBatch: Buffer

  init(slotCount: Int, cellTemplates templateWords: [UInt32]) {
    self.slotCount = slotCount
    // Zeroed state is dead state: age 0 is not below lifetime 0.
    let slots = max(slotCount, 1)
    motions = Buffer(.init(size: slots * ParticleStateLayout.Motion.stride, access: [.dynamic], label: "particle motions"))
    lifetimes = Buffer(.init(size: slots * ParticleStateLayout.lifetimeStride, access: [.dynamic], label: "particle lifetimes"))
    records = Buffer(.init(size: slots * ParticleStateLayout.Record.stride, access: [.dynamic], label: "particle birth records"))
    for buffer in [motions, lifetimes, records] { buffer.clear() }
    cellTemplates = Buffer(templateWords, access: [.dynamic], label: "cell templates")
    frame = Buffer(.init(size: FrameLayout.size, access: [.dynamic], label: "frame"))
    spawnBatch = Buffer(.init(size: 1024 * ParticleStateLayout.PlannedBirth.stride, access: [.dynamic], label: "spawn batch"))
  }

  /// Binds every buffer to its binding point (bindings are context state, shared by programs).
  func bind() {
    motions.bind(to: .particleState)
    lifetimes.bind(to: .particleLifetime)
    records.bind(to: .particleBirth)
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
    for buffer in [motions, lifetimes, records, cellTemplates, frame, spawnBatch] { buffer.destroy() }
  }
}
