/// One measured path at one live particle count.
package struct BenchmarkRow: Sendable, Codable {
  package var path: BenchmarkPath
  package var label: String
  package var liveParticles: Int
  /// Particle slots the pass runs over (dead ones included); nil for the CPU, which keeps live
  /// particles only.
  package var slots: Int?
  /// Median wall milliseconds per frame (per step, pass or draw).
  package var msPerFrame: Double
  /// Mean wall milliseconds per frame.
  package var meanMs: Double
  /// Median milliseconds by the driver's time-elapsed query (GPU paths only).
  package var timerQueryMs: Double?
  package var particlesPerSecond: Double
  /// Bytes of particle state the path reads and writes per live particle per frame.
  package var bytesPerParticle: Double
  package var bytesPerSecond: Double
  /// `bytesPerSecond` over the copy bandwidth measured in the same run (CPU or GPU copy).
  package var shareOfCopyBandwidth: Double
  /// The process's peak resident set, bytes, from the previous row (or the count's start) to
  /// this one: the path's own set-up and frames (`PeakMemory`; the CPU paths' particles, and on a
  /// software GL driver the GPU paths' buffers). Nil where the kernel cannot reset the mark.
  package var peakResidentBytes: Int?

  /// `peakResidentBytes` defaults to the high-water mark taken (and reset) now: make the row
  /// right after its path's frames.
  package init(
    path: BenchmarkPath, liveParticles: Int, slots: Int? = nil, wall: TimingSample, timerQuery: TimingSample? = nil,
    bytesPerParticle: Double, copyBandwidth: Double, peakResidentBytes: Int? = PeakMemory.takeHighWater()
  ) {
    self.path = path
    label = path.label
    self.liveParticles = liveParticles
    self.slots = slots
    msPerFrame = wall.median * 1000
    meanMs = wall.mean * 1000
    timerQueryMs = timerQuery.map { $0.median * 1000 }
    particlesPerSecond = Double(liveParticles) / wall.median
    self.bytesPerParticle = bytesPerParticle
    bytesPerSecond = particlesPerSecond * bytesPerParticle
    shareOfCopyBandwidth = bytesPerSecond / copyBandwidth
    self.peakResidentBytes = peakResidentBytes
  }
}

/// A measurement the sweep could not make, and why (a count past this context's buffer limit).
package struct SkippedMeasurement: Sendable, Codable {
  package var path: BenchmarkPath
  package var liveParticles: Int
  package var reason: String
}
