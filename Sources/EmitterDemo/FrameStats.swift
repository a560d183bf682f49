/// The heads-up display's numbers: frames per second and the simulation and draw times, each
/// averaged over the last half second so the text is readable, plus the live particle count
/// the session last measured.
struct FrameStats: Sendable, Equatable {
  package private(set) var framesPerSecond = 0.0
  /// Milliseconds per frame spent simulating, and drawing (blit and swap included).
  private(set) var simulationMilliseconds = 0.0
  private(set) var drawMilliseconds = 0.0
  package var liveParticles = 0

  private var windowStart: Double?
  private var frames = 0
  private var simulationSum = 0.0
  private var drawSum = 0.0

  /// How long the averages run over, seconds.
  package static let window = 0.5

  package init() {}

  /// Adds one frame that ended at wall time `now` (seconds) and took these times (seconds).
  /// Returns true when the averages were refreshed.
  @discardableResult
  package mutating func record(now: Double, simulation: Double, draw: Double) -> Bool {
    guard let start = windowStart else {
      windowStart = now
      return false
    }
    frames += 1
    simulationSum += simulation
    drawSum += draw
    let elapsed = now - start
    guard elapsed >= Self.window else { return false }
    framesPerSecond = Double(frames) / elapsed
    simulationMilliseconds = simulationSum / Double(frames) * 1000
    drawMilliseconds = drawSum / Double(frames) * 1000
    windowStart = now
    frames = 0
    simulationSum = 0
    drawSum = 0
    return true
  }

  /// "60 fps · 1234 particles · sim 1.2 ms · draw 3.4 ms".
  package var summary: String {
    "\(Self.format(framesPerSecond, decimals: 0)) fps · \(liveParticles) particles · sim "
      + "\(Self.format(simulationMilliseconds, decimals: 1)) ms · draw "
      + "\(Self.format(drawMilliseconds, decimals: 1)) ms"
  }

  /// Fixed decimals without Foundation's formatters.
  static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    guard decimals > 0 else { return "\(scaled)" }
    let whole = scaled / Int(scale)
    let fraction = abs(scaled % Int(scale))
    let digits = String(fraction)
    return "\(scaled < 0 && whole == 0 ? "-" : "")\(whole)."
      + String(repeating: "0", count: decimals - digits.count) + digits
  }
}
