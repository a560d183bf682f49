// One fuzz input as a sequence of C API calls (include/emitterkit.h, the functions
// libemitterkit.so exports, called by their Swift names in EmitterKitC): `CallReader` decodes up
// to 64 calls with hostile arguments over one or two systems made from a small scene, a CPU
// system and, when the input's first byte asks and a context is given, a GL system. Both are
// destroyed at the end, so inputs are independent. Shared by the libFuzzer target
// (tools/fuzz/targets/Sources/capi-fuzzer links this file) and CAPIFuzzRegressionTests,
// which replays the kept inputs in Tests/Fixtures/fuzz-capi.
//
// Besides crashes, hangs and memory, which the fuzzer's own limits catch, each call's result is
// checked against the header's contract: the status is one of ek_status's, and a failed call's
// message is not empty and at most 4 KiB (a 10 MB key path is not echoed back). A breach is kept
// in `violations`.
import CEmitterKitAPI
import EmitterKitC
import Foundation

enum CAPICallSequence {
  /// The particle cap bounds each frame's work (a hostile scale makes every particle cover the
  /// canvas); the scene has a sublayer, a sub-cell and a composed layer (opacity, shadow).
  static let sceneJSON = """
    {"size": [64, 48], "particleCap": 2048, "layers": [
      {"name": "sparks", "emitterPosition": [32, 24], "opacity": 0.8,
       "emitterCells": [{"name": "spark", "birthRate": 40, "lifetime": 1, "velocity": 30,
         "emissionRange": 3.14, "color": [1, 0.6, 0.2, 1], "contents": "circle",
         "emitterCells": [{"name": "trail", "birthRate": 3, "lifetime": 0.3, "contents": "square"}]}],
       "sublayers": [{"name": "halo", "shadowOpacity": 0.5, "emitterCells": [
         {"name": "glow", "birthRate": 5, "lifetime": 2, "scale": 0.5, "contents": "circle"}]}]}]}
    """
  static let side: Int32 = 64

  nonisolated(unsafe) static var scene: OpaquePointer?
  /// Outcome counts (calls accepted and refused, inputs run).
  nonisolated(unsafe) static var counts: [String: Int] = [:]
  /// Breaches of the contract seen so far.
  nonisolated(unsafe) static var violations: [String] = []
  nonisolated(unsafe) static var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
  nonisolated(unsafe) static var particles = [ek_particle](repeating: ek_particle(), count: 4096)

  /// Runs one input's calls; GL systems only when `glContext` (current on this thread) is set.
  static func run(_ data: Data, glContext: OpaquePointer?) {
    var reader = CallReader(data)
    budget = budgetPerInput
    if scene == nil {
      check(ekSceneLoadJSON(sceneJSON, &scene), "scene_load_json")
      precondition(
        scene != nil, "the fuzz scene does not load: \(String(cString: ekLastErrorMessage()!))")
    }
    let withGL = reader.byte() & 1 == 1 && glContext != nil
    var systems: [OpaquePointer?] = [make(gl: false, scale: 1)]
    if withGL { systems.append(make(gl: true, scale: 1)) }
    var calls = 0
    while !reader.isAtEnd && calls < 64 {
      let which = Int(reader.byte()) % systems.count
      call(&reader, &systems[which], gl: which == 1)
      calls += 1
    }
    for system in systems where system != nil { check(ekSystemDestroy(system), "destroy") }
    counts["inputs", default: 0] += 1
  }

  static func make(gl: Bool, scale: Double) -> OpaquePointer? {
    var system: OpaquePointer?
    let status =
      gl ? ekSystemCreate(scene, scale, &system) : ekSystemCreateCPU(scene, scale, &system)
    check(status, gl ? "create" : "create_cpu")
    return status == EK_OK ? system : nil
  }

  /// One call, chosen and filled from the input.
  static func call(_ reader: inout CallReader, _ system: inout OpaquePointer?, gl: Bool) {
    let operation = reader.byte() % 32
    var count = 0
    var index: Int32 = 0
    let name: String
    let status: ek_status
    switch operation {
    case 0:
      let time = reader.number()
      var now = 0.0
      _ = ekSystemTime(system, &now)
      guard afford(cost(advance: time - now)) else { return }
      (name, status) = ("update", ekSystemUpdate(system, time))
    case 1:
      let seconds = reader.number()
      guard afford(cost(advance: seconds)) else { return }
      (name, status) = ("update_by", ekSystemUpdateBy(system, seconds))
    case 2:
      (name, status) = (
        "resize", ekSystemResize(system, reader.number(), reader.number(), reader.number())
      )
    case 3:
      let (width, height, stride) = (reader.integer(), reader.integer(), reader.integer())
      // Only sizes the buffer holds, or ones refused before a byte is touched.
      let fits =
        width > 0 && height > 0 && stride >= width &* 4 && Int(stride) * Int(height) <= pixels.count
        && width <= side
      let refused = width <= 0 || height <= 0 || stride < 0
      guard fits || refused else { return }
      (name, status) = (
        "draw_rgba", ekSystemDrawRGBA(system, &pixels, width, height, stride, reader.number())
      )
    case 4: (name, status) = ("read_image", ekSystemReadImage(system, &pixels, pixels.count))
    case 5:
      (name, status) = ("snapshot", ekSystemSnapshot(system, &particles, particles.count, &count))
    case 6:
      (name, status) = withString(reader.string(CallReader.keyPaths)) { key in
        ("set_double", ekSystemSetDouble(system, reader.layer(), key, reader.number()))
      }
    case 7:
      (name, status) = withString(reader.string(CallReader.keyPaths)) { key in
        ("set_vec2", ekSystemSetVec2(system, reader.layer(), key, reader.number(), reader.number()))
      }
    case 8:
      (name, status) = withString(reader.string(CallReader.keyPaths)) { key in
        (
          "set_vec3",
          ekSystemSetVec3(
            system, reader.layer(), key, reader.number(), reader.number(), reader.number())
        )
      }
    case 9:
      (name, status) = withString(reader.string(CallReader.keyPaths)) { key in
        (
          "set_vec4",
          ekSystemSetVec4(
            system, reader.layer(), key, reader.number(), reader.number(), reader.number(),
            reader.number())
        )
      }
    case 10:
      let key = reader.string(CallReader.keyPaths)
      (name, status) = withString(reader.string(CallReader.strings)) { value in
        withString(key) { key in
          ("set_string", ekSystemSetString(system, reader.layer(), key, value))
        }
      }
    case 11, 12, 13:
      (name, status) = withString(reader.eventJSON()) { json in
        ("apply", ekSystemApply(system, reader.layer(), json))
      }
    case 14:
      (name, status) = withString(reader.string(CallReader.strings)) { cell in
        ("burst", ekSystemBurst(system, reader.layer(), cell, reader.integer()))
      }
    case 15: (name, status) = ("emit", ekSystemEmit(system, reader.layer(), reader.number()))
    case 16: (name, status) = ("stop", ekSystemStop(system, reader.layer()))
    case 17: (name, status) = ("start", ekSystemStart(system, reader.layer()))
    case 18: (name, status) = ("restart", ekSystemRestart(system, reader.layer()))
    case 19: (name, status) = ("live_count", ekSystemLiveCount(system, reader.layer(), &count))
    case 20: (name, status) = ("is_finished", ekSystemIsFinished(system, reader.layer(), &index))
    case 21:
      (name, status) = withString(reader.string(CallReader.strings)) { cell in
        ("born_count", ekSystemBornCount(system, reader.layer(), cell, &count))
      }
    case 22:
      (name, status) = withString(reader.string(CallReader.strings)) { path in
        ("layer_index", ekSystemLayerIndex(system, path, &index))
      }
    case 23:
      (name, status) = (
        "set_background",
        ekSystemSetBackground(
          system, reader.number(), reader.number(), reader.number(), reader.number())
      )
    case 24:
      // A new system at a hostile scale in place of this one.
      let scale = reader.number()
      guard afford(cost(scale: scale)) else { return }
      if system != nil { check(ekSystemDestroy(system), "destroy") }
      system = make(gl: gl, scale: scale)
      if system == nil { system = make(gl: gl, scale: 1) }
      return
    case 25:
      let frames = reader.integer()
      let framesPerSecond = reader.number()
      let simulated = Double(frames) / framesPerSecond
      let work =
        frames > 0 && frames <= 36_000 ? 0.001 * Double(frames) + cost(advance: simulated) : 0
      guard afford(work) else { return }
      (name, status) = (
        "reference_snapshot",
        ekSceneReferenceSnapshot(
          scene, framesPerSecond, frames, &particles, particles.count, &count)
      )
    case 26:
      guard gl else { return }
      (name, status) = (
        "draw",
        ekSystemDraw(
          system, UInt32(truncatingIfNeeded: reader.integer()), reader.integer(), reader.integer(),
          reader.integer(), reader.integer())
      )
    case 27:
      guard gl else { return }
      (name, status) = (
        "draw_texture",
        ekSystemDrawTexture(
          system, UInt32(truncatingIfNeeded: reader.integer()), reader.integer(), reader.integer())
      )
    case 28:
      var loaded: OpaquePointer?
      (name, status) = withString(reader.eventJSON()) { json in
        ("scene_load_json", ekSceneLoadJSON(json, &loaded))
      }
      if loaded != nil { check(ekSceneDestroy(loaded), "scene_destroy") }
    case 29:
      (name, status) = ("set_events", ekSystemSetEvents(system, reader.integer()))
    case 30:
      // A buffer of 8 and a capacity within it (0 drains nothing), or the pending count.
      var events = [ek_event](repeating: ek_event(), count: 8)
      let capacity = Int(reader.byte() % 9)
      (name, status) =
        capacity == 0
        ? ("pending_events", ekSystemPendingEvents(system, &count))
        : ("drain_events", ekSystemDrainEvents(system, &events, capacity, &count))
    default:
      // A frame of ordinary work, so a hostile value's effect is exercised.
      check(ekSystemUpdateBy(system, 1.0 / 60), "update_by(1/60)")
      (name, status) =
        gl
        ? ("read_image", ekSystemReadImage(system, &pixels, pixels.count))
        : ("draw_rgba", ekSystemDrawRGBA(system, &pixels, side, side, side * 4, 1))
    }
    check(status, name)
  }

  // Calls the header allows whose work grows with an argument (an advance, a reference run, a
  // system's scale) spend an input's budget of this instrumented build's time, which runs the
  // engine a hundred times slower than a release build; one the budget cannot pay for is left
  // out, so an input stays under the fuzzer's 10 s timeout whatever its calls. The header's
  // refusals beyond these (past 3600 s, past 16384 pixels a side) cost nothing and are always
  // called. Long runs and large scales are the plain tests' (the soak, the façade's scales).

  /// Seconds an input may spend on costly calls.
  static let budgetPerInput = 6.0
  /// What is left of this input's budget.
  nonisolated(unsafe) static var budget = 0.0

  /// Whether a call estimated to take `seconds` fits what is left of the budget; if so it is
  /// spent.
  static func afford(_ seconds: Double) -> Bool {
    guard seconds <= budget else { return false }
    budget -= seconds
    return true
  }

  /// Stepping through an advance the header allows (at most 3600 s): about 50 ms a simulated
  /// second here, with the particle cap's 2048 particles (a reference run adds about 1 ms a
  /// frame).
  static func cost(advance seconds: Double) -> Double {
    seconds > 0 && seconds <= 3600 ? 0.05 * seconds : 0
  }

  /// A system at a scale the canvas allows (at most 16384 pixels a side, 256 for its 64 points):
  /// contents rasterised at twice the scale (at most 64 pixels a point) with their mip chains,
  /// a cost in the square of it: 1 s at scale 4 here, 10 s at 16, 30 s at 60.
  static func cost(scale: Double) -> Double {
    scale > 0 && scale <= 16384 / Double(side) ? 0.04 * pow(min(scale, 32), 2) : 0
  }

  static func withString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result)
    -> Result
  {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
    }
  }

  /// The header's contract for one call's result; a breach is kept in `violations`.
  static func check(_ status: ek_status, _ name: String) {
    counts[status == EK_OK ? "ok" : "refused", default: 0] += 1
    guard status != EK_OK else { return }
    guard (1...11).contains(status.rawValue) else {
      violations.append("\(name) returned status \(status.rawValue)")
      return
    }
    let message = String(cString: ekLastErrorMessage()!)
    if message.isEmpty || message.utf8.count > 4096 {
      violations.append(
        "\(name) failed (\(status.rawValue)) with a message of \(message.utf8.count) bytes")
    }
  }

}
