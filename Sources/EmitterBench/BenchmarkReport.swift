import Foundation

/// Everything one `emitter bench` run measured, with the machine's copy bandwidth from the same run.
package struct BenchmarkReport: Sendable, Codable {
  package var workload: BenchmarkWorkload
  package var renderer: String
  /// The context's GL_VERSION (the driver's version sits in it: "4.5 (Core Profile) Mesa 22.3.6",
  /// "4.6.0 NVIDIA 580.159.03"); nil in reports written before it was recorded.
  package var glVersion: String?
  package var cores: Int
  /// Bytes read plus written per second by a streaming copy: one CPU thread's memcpy, and a GPU
  /// buffer-to-buffer copy.
  package var cpuCopyBytesPerSecond: Double
  package var gpuCopyBytesPerSecond: Double
  package var repeats: Int
  package var rows: [BenchmarkRow] = []
  package var skipped: [SkippedMeasurement] = []
  /// Time to the first frame in a fresh process, measured in the same run (nil if not asked).
  package var startup: StartupMeasurement?
  /// Why the start-up was not measured, when it was asked for and failed.
  package var startupSkipped: String?

  package init(
    workload: BenchmarkWorkload, renderer: String, cores: Int, cpuCopyBytesPerSecond: Double,
    gpuCopyBytesPerSecond: Double, repeats: Int
  ) {
    self.workload = workload
    self.renderer = renderer
    self.cores = cores
    self.cpuCopyBytesPerSecond = cpuCopyBytesPerSecond
    self.gpuCopyBytesPerSecond = gpuCopyBytesPerSecond
    self.repeats = repeats
  }

  /// The 60 fps budget of each budgeted path that was measured.
  package var budgets: [FrameBudget] {
    BenchmarkPath.budgeted.filter { path in rows.contains { $0.path == path } }.map { FrameBudget(path: $0, rows: rows) }
  }

  /// The integrate pass's throughput over the bare kernel's, per count: the share of what this
  /// context can move that the integrate pass reaches (the target is 70 %).
  package var integrateShareOfBareKernel: [Int: Double] {
    var shares: [Int: Double] = [:]
    for integrate in rows where integrate.path == .gpuIntegrate {
      guard let bare = rows.first(where: { $0.path == .gpuBareKernel && $0.liveParticles == integrate.liveParticles })
      else { continue }
      shares[integrate.liveParticles] = bare.msPerFrame / integrate.msPerFrame
    }
    return shares
  }

  enum CodingKeys: String, CodingKey {
    case workload, renderer, glVersion, cores, cpuCopyBytesPerSecond, gpuCopyBytesPerSecond, repeats, rows, skipped, budgets
    case startup, startupSkipped
    case integrateShareOfBareKernel
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    workload = try container.decode(BenchmarkWorkload.self, forKey: .workload)
    renderer = try container.decode(String.self, forKey: .renderer)
    glVersion = try container.decodeIfPresent(String.self, forKey: .glVersion)
    cores = try container.decode(Int.self, forKey: .cores)
    cpuCopyBytesPerSecond = try container.decode(Double.self, forKey: .cpuCopyBytesPerSecond)
    gpuCopyBytesPerSecond = try container.decode(Double.self, forKey: .gpuCopyBytesPerSecond)
    repeats = try container.decode(Int.self, forKey: .repeats)
    rows = try container.decode([BenchmarkRow].self, forKey: .rows)
    skipped = try container.decode([SkippedMeasurement].self, forKey: .skipped)
    startup = try container.decodeIfPresent(StartupMeasurement.self, forKey: .startup)
    startupSkipped = try container.decodeIfPresent(String.self, forKey: .startupSkipped)
  }

  /// Also writes the derived budgets and bare-kernel shares, for readers of `--json`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(workload, forKey: .workload)
    try container.encode(renderer, forKey: .renderer)
    try container.encodeIfPresent(glVersion, forKey: .glVersion)
    try container.encode(cores, forKey: .cores)
    try container.encode(cpuCopyBytesPerSecond, forKey: .cpuCopyBytesPerSecond)
    try container.encode(gpuCopyBytesPerSecond, forKey: .gpuCopyBytesPerSecond)
    try container.encode(repeats, forKey: .repeats)
    try container.encode(rows, forKey: .rows)
    try container.encode(skipped, forKey: .skipped)
    try container.encodeIfPresent(startup, forKey: .startup)
    try container.encodeIfPresent(startupSkipped, forKey: .startupSkipped)
    try container.encode(budgets, forKey: .budgets)
    let shares = integrateShareOfBareKernel.sorted { $0.key < $1.key }.map { ["liveParticles": Double($0.key), "share": $0.value] }
    try container.encode(shares, forKey: .integrateShareOfBareKernel)
  }
}
