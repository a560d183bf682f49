import EmitterContents
import EmitterModel
import EmitterRaster
import Foundation

/// How `--memory-limit` is shared among the sizes a scene (and the options) control, each
/// checked from sizes alone before anything is allocated:
///
/// - the **canvas**: a quarter of the limit, for the `MemoryEstimate.framesHeld` RGBA8 frames a
///   render holds at once (render target, readbacks, frames queued for the encoder or ffmpeg);
/// - the **contents** atlas: a quarter of the limit, at most `ContentsAtlas.defaultByteBudget`
///   (held twice while it is uploaded);
/// - the **particles**: what is left, the limit less the program, the frames and the contents
///   this run takes. It bounds the particles alive at the scene's peak before the run, and the
///   slots the pools may grow to while it runs (`slots(program:other:bytesPerParticle:)`, passed
///   to the simulators, which stop with a clear error there).
///
/// The fixed limits stay where raising the memory limit would not help: a side of at most
/// `RenderView.maximumPixelSide` pixels (OpenGL's), at most `RenderView.maximumPixelCount`
/// pixels a frame, and the scene's `particleCap`.
package struct MemoryBudgets {
  package let limit: MemoryLimit

  package init(limit: MemoryLimit) { self.limit = limit }

  /// The canvas's share of the limit, and the contents'.
  package static let canvasShare = 4
  package static let contentsShare = 4

  /// Bytes the frames of a render may take together.
  package var canvasBytes: Int { limit.bytes / Self.canvasShare }
  /// Bytes the contents atlas may take (each copy).
  package var contentsBytes: Int { min(ContentsAtlas.defaultByteBudget, limit.bytes / Self.contentsShare) }

  /// The canvas over its budget (the frames a render holds at once), or nil when it fits; the
  /// key path is `--size` or `size` as `RenderView.budgetProblem`'s.
  package func canvasProblem(_ view: RenderView, sizeFromOption: Bool) -> String? {
    // Sides are at most 100000 points at scale 16 (the options' and keys' ranges): no overflow.
    let bytes = view.pixelWidth * view.pixelHeight * 4 * MemoryEstimate.framesHeld
    guard bytes > canvasBytes else { return nil }
    let most = canvasBytes / (4 * MemoryEstimate.framesHeld)
    let side = Int(Double(most).squareRoot())
    return (sizeFromOption ? "--size" : "size")
      + ": the canvas (\(formatted(view.size.x))x\(formatted(view.size.y)) points at scale"
      + " \(formatted(view.scale))) would be \(view.pixelWidth)x\(view.pixelHeight) pixels, and a"
      + " render holds \(MemoryEstimate.framesHeld) frames of it at once"
      + " (\(MemoryLimit.mebibytes(bytes))); the canvas budget is a quarter of"
      + " \(limit.described(needing: bytes * Self.canvasShare)): at most \(most) pixels a frame"
      + " (\(side)x\(side)); lower --scale or the size"
  }

  /// The most particle slots the rest of the limit holds, at `bytesPerParticle` each, once the
  /// program and `other` bytes (frames and contents) are taken; 0 when nothing is left.
  package func slots(program: Int, other: Int, bytesPerParticle: Int) -> Int {
    let left = limit.bytes &- program &- other
    return left > 0 ? left / max(bytesPerParticle, 1) : 0
  }

  /// The scene's peak of live particles over `slots`, or nil when it fits.
  /// - Parameters:
  ///   - taken: what the rest of the run takes ("the program and its GL driver 192 MiB, …").
  ///   - bytesPerParticle: every copy of one particle the run holds.
  package func particleProblem(_ scene: Scene, slots: Int, bytesPerParticle: Int, taken: String) -> String? {
    let peak = MemoryEstimate.peakParticles(scene)
    guard peak > slots else { return nil }
    let budget = ParticleBudget(scene)
    let largest = budget.cells.max { $0.maxAlive < $1.maxAlive }
    let cell = largest.map { " (the most in \($0.keyPath)\($0.name.map { " \"\($0)\"" } ?? ""))" } ?? ""
    let bound = scene.peakParticleBudget.total.isFinite
      ? "can have \(peak) particles alive at once at its peak\(cell)"
      : "has pools that may grow to its particleCap of \(peak) particles\(cell)"
    let needed = peak.multipliedReportingOverflow(by: bytesPerParticle)
    let bytes = needed.overflow ? Int.max : needed.partialValue
    return "particleCap: the scene \(bound), \(bytesPerParticle) bytes each"
      + " (\(MemoryLimit.mebibytes(bytes))); the particle budget, what is left of"
      + " \(limit.described(needing: Self.saturatingSum(limit.bytes, bytes - slots * bytesPerParticle))) after \(taken),"
      + " holds at most \(slots) particles: lower the birth rates, lifetimes or the particleCap"
  }

  /// `a + b`, Int.max where it would overflow (an estimate past any memory).
  package static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let sum = a.addingReportingOverflow(b)
    return sum.overflow ? .max : sum.partialValue
  }

  private func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
