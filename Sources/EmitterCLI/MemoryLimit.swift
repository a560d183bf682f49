import ArgumentParser
import EmitterKit
import Foundation

/// `--memory-limit`: the most memory one `emitter` process may take. What a run will need is
/// worked out from sizes before anything is allocated (`MemoryEstimate`) and refused when it is
/// over the limit; a long render or simulation also watches its resident memory and stops with
/// the same kind of message when it gets there. Either way a clear error, never an abort.
struct MemoryLimit: Equatable, Sendable {
  let bytes: Int
  /// Whether the user left the option out (the message then says where the number came from).
  let isDefault: Bool

  /// The default: this share of the physical memory.
  static let defaultShare = 0.5
  /// The smallest limit accepted: the program itself, a GL context and a small canvas.
  static let minimumBytes = 64 << 20

  static var physicalBytes: Int {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let size = sysconf(Int32(_SC_PAGESIZE))
    return pages > 0 && size > 0 ? pages * size : 4 << 30
  }

  static var `default`: MemoryLimit {
    MemoryLimit(bytes: Int(Double(physicalBytes) * defaultShare), isDefault: true)
  }

  static let help = ArgumentHelp(
    "The most memory this run may take: bytes, or a number with K, M or G (powers of 1024), "
      + "e.g. 2G. Default: half the physical memory.", valueName: "size")

  /// "512M", "2G", "1.5G", "1073741824": binary units, from `minimumBytes` to the physical memory.
  static func parse(_ text: String) throws -> MemoryLimit {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    let units: [Character: Double] = ["K": 0x1p10, "M": 0x1p20, "G": 0x1p30, "T": 0x1p40]
    var digits = Substring(trimmed)
    var scale = 1.0
    if digits.hasSuffix("B") { digits = digits.dropLast() }
    if let last = digits.last, let unit = units[last] {
      scale = unit
      digits = digits.dropLast()
    }
    let physical = physicalBytes
    guard let number = Double(digits), number.isFinite, number > 0,
      number * scale >= Double(minimumBytes), number * scale <= Double(physical)
    else {
      throw ValidationError(
        "--memory-limit must be a size from 64M to the physical memory (\(mebibytes(physical))), "
          + "in bytes or with K, M or G, e.g. 2G (got \(text))")
    }
    return MemoryLimit(bytes: Int(number * scale), isDefault: false)
  }

  /// `1536 MiB`.
  static func mebibytes(_ bytes: Int) -> String {
    // Rounded up without adding first, so Int.max (an estimate that overflowed) reads too.
    "\((bytes >> 20) + (bytes & ((1 << 20) - 1) == 0 ? 0 : 1)) MiB"
  }

  /// How the limit reads in a message, and how to raise it.
  var described: String { described(needing: bytes) }

  /// How the limit reads in a message, and how to raise it to about `needed` bytes.
  func described(needing needed: Int) -> String {
    let source = isDefault ? " (the default: half the physical memory)" : ""
    return "the memory limit of \(Self.mebibytes(bytes))\(source); raise it with --memory-limit, "
      + "e.g. --memory-limit \(Self.suggestion(above: max(bytes, needed)))"
  }

  /// A round size in G above `bytes`, capped at the physical memory.
  static func suggestion(above bytes: Int) -> String {
    let gibibytes = min((bytes >> 30) + 1, max(physicalBytes >> 30, 1))
    return "\(gibibytes)G"
  }

  /// The refusal for a run whose estimate is over the limit, or nil when it fits.
  func problem(_ estimate: MemoryEstimate) -> String? {
    guard estimate.total > bytes else { return nil }
    return "this run would take about \(Self.mebibytes(estimate.total)) "
      + "(\(estimate.parts.map { "\($0.what) \(Self.mebibytes($0.bytes))" }.joined(separator: ", "))), "
      + "over \(described)"
  }

  /// The process's resident memory now, from /proc/self/statm (nil where it cannot be read).
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
  }

  /// Throws when the process's resident memory has reached the limit.
  func checkResident(doing what: String) throws(MemoryLimitError) {
    guard let resident = Self.residentBytes(), resident > bytes else { return }
    throw MemoryLimitError(
      message: "\(what) reached \(Self.mebibytes(resident)) of resident memory, over \(described)")
  }
}

/// A run stopped, or refused, at `--memory-limit`.
struct MemoryLimitError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// `--memory-limit`, as each command that loads a scene takes it.
struct MemoryLimitOption: ParsableArguments {
  @Option(name: .customLong("memory-limit"), help: MemoryLimit.help)
  var memoryLimit: String?

  func validate() throws {
    if let memoryLimit { _ = try MemoryLimit.parse(memoryLimit) }
  }

  /// The limit given, or the default (validated before `run`, so parsing cannot fail here).
  var limit: MemoryLimit { (memoryLimit.flatMap { try? MemoryLimit.parse($0) }) ?? .default }
}

/// What a run will take, worked out from sizes alone: the program, the particles at the scene's
/// peak, the contents atlas and the frames.
struct MemoryEstimate: Equatable, Sendable {
  var parts: [(what: String, bytes: Int)]
  var total: Int { parts.reduce(0) { $0 &+ $1.bytes } }

  static func == (a: MemoryEstimate, b: MemoryEstimate) -> Bool {
    a.parts.map(\.what) == b.parts.map(\.what) && a.parts.map(\.bytes) == b.parts.map(\.bytes)
  }

  /// The program itself, the runtime and the scene: measured at 28 MiB for `simulate`, 155 MiB
  /// for a render through llvmpipe (docs/BENCHMARKS.md, Long-run memory); rounded up.
  static let programBytes = 48 << 20
  static let glProgramBytes = 192 << 20
  /// Frames a render holds at once: the render target, two readback buffers, three frames
  /// waiting for the encoder, the encoder's straight-alpha copy.
  static let framesHeld = 7
  /// Bytes taken per byte of the GPU particle arrays: the arrays, the driver's copy of them
  /// (llvmpipe keeps buffers in system memory) and the spawn plans. Measured: a render of 10^6
  /// live particles took 210 MiB over the program's 135, against 88 MiB of arrays.
  static let gpuParticleCopies = 3

  /// The most particles alive at once: the peak bound, or `particleCap` where the bound is
  /// larger (the pools stop growing there).
  static func peakParticles(_ scene: Scene) -> Int {
    let peak = scene.peakParticleBudget.total
    // Compared as Doubles first: a bound past Int.max (absurd rates and lifetimes) is the cap.
    guard peak.isFinite, peak < Double(scene.particleCap) else { return scene.particleCap }
    return Int(peak.rounded(.up))
  }

  /// Particles held per live particle by the CPU reference: pools that grow by doubling (the old
  /// and the new one both held while it grows: 3) and the snapshot printed at the end. Measured:
  /// `simulate` of 10^6 live particles peaked at 531 MiB, 4 x 122 MiB of particles over 28.
  static let cpuParticleCopies = 4

  /// `emitter simulate`: the CPU reference's particles (`cpuParticleCopies`).
  static func simulate(_ scene: Scene) -> MemoryEstimate {
    let particles = peakParticles(scene).multipliedReportingOverflow(
      by: cpuParticleCopies * MemoryLayout<Particle>.stride)
    return MemoryEstimate(parts: [
      ("the program", programBytes),
      ("particles", particles.overflow ? .max : particles.partialValue),
    ])
  }

  /// `emitter render`: the GPU particle arrays, the contents atlas (held twice while it is
  /// uploaded) and the frames.
  static func render(_ scene: Scene, view: RenderView, atlasBytes: Int) -> MemoryEstimate {
    let perParticle = ParticleStateLayout.Array.allCases.reduce(0) { $0 + $1.stride }
    let particles = peakParticles(scene).multipliedReportingOverflow(
      by: gpuParticleCopies * perParticle)
    let frame = view.pixelWidth * view.pixelHeight * 4
    return MemoryEstimate(parts: [
      ("the program and its GL driver", glProgramBytes),
      ("particles", particles.overflow ? .max : particles.partialValue),
      ("contents", 2 * atlasBytes),
      ("frames", framesHeld * frame),
    ])
  }
}
