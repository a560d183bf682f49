import CEmitterKitAPI
import EmitterKit

/// A particle system behind an `ek_system` handle, with its C completion callback.
final class SystemObject {
  let system: ParticleSystem
  var callback: ek_completion_callback?
  var userData: UnsafeMutableRawPointer?
  /// Events drained from the façade and not yet from C (`ek_system_drain_events`).
  var pendingEvents: [ParticleEvent] = []
  /// Who is inside a call on it now (`systemCall`).
  let claim = SystemClaim()

  init(_ system: ParticleSystem) {
    self.system = system
    system.onLayerCompleted = { [unowned self] completion in
      self.callback?(self.userData, Int32(truncatingIfNeeded: completion.layer), completion.time)
    }
  }
}

/// The status and message of a façade error.
func cError(_ error: ParticleSystemError) -> CError {
  let status: ek_status =
    switch error {
    case .noCurrentContext, .wrongContext: EK_ERROR_NO_CONTEXT
    case .unsupportedContext, .simulation, .render: EK_ERROR_GL
    case .contents, .undrawableRaster: EK_ERROR_SCENE
    case .invalidTarget, .texture, .invalidTime, .invalidDuration, .advanceTooLong, .invalidCanvas,
      .invalidLayer:
      EK_ERROR_INVALID_ARGUMENT
    case .capacity, .tooManySteps: EK_ERROR_CAPACITY
    case .destroyed: EK_ERROR_INVALID_HANDLE
    }
  return CError(status, "\(error)")
}

/// The system behind `handle`.
func system(_ handle: OpaquePointer?) throws(CError) -> SystemObject {
  try HandleRegistry.shared.lookup(handle, as: .system, SystemObject.self)
}

/// Runs a façade call, its error as a status.
func facade<Result>(_ body: () throws(ParticleSystemError) -> Result) throws(CError) -> Result {
  do {
    return try body()
  } catch {
    throw cError(error)
  }
}

/// The C function `ek_system_create`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_create")
public func ekSystemCreate(
  _ sceneHandle: OpaquePointer?, _ pixelScale: Double, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> ek_status {
  entryPoint { () throws(CError) in
    let scene = try HandleRegistry.shared.lookup(sceneHandle, as: .scene, SceneObject.self).scene
    let shownScene = try shown(scene)
    let out = try output(out, "out_system")
    // 0 asks for the default every surface shares (RenderDefaults).
    let pixelScale = try Argument.pixelScale(
      pixelScale == 0 ? RenderDefaults.pixelScale : pixelScale, "pixel_scale", canvas: scene.size)
    let made = try facade { () throws(ParticleSystemError) in
      try ParticleSystem(scene: shownScene, pixelScale: pixelScale)
    }
    out.pointee = HandleRegistry.shared.register(SystemObject(made), as: .system)
  }
}

/// The C function `ek_system_destroy`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_destroy")
public func ekSystemDestroy(_ handle: OpaquePointer?) -> ek_status {
  systemCall(handle) { object throws(CError) in
    try facade { () throws(ParticleSystemError) in try object.system.destroy() }
    HandleRegistry.shared.remove(handle!)
  }
}

/// The C function `ek_system_update`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_update")
public func ekSystemUpdate(_ handle: OpaquePointer?, _ time: Double) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let now = object.system.time
    let latest = now + ParticleSystem.maximumAdvance
    let time = try Argument.number(
      time, "time", in: -Double.greatestFiniteMagnitude...latest,
      allowed: "a finite number of seconds, at most \(ParticleSystem.maximumAdvance) s past the"
        + " system's time \(now) (at most \(latest))")
    try facade { () throws(ParticleSystemError) in try object.system.update(to: time) }
  }
}

/// The C function `ek_system_update_by`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_update_by")
public func ekSystemUpdateBy(_ handle: OpaquePointer?, _ seconds: Double) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let seconds = try Argument.number(
      seconds, "seconds", in: 0...ParticleSystem.maximumAdvance,
      allowed: "a finite number of seconds in 0...\(ParticleSystem.maximumAdvance)")
    try facade { () throws(ParticleSystemError) in try object.system.update(by: seconds) }
  }
}

/// The C function `ek_system_time`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_time")
public func ekSystemTime(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<Double>?)
  -> ek_status
{
  systemCall(handle) { object throws(CError) in
    try output(out, "out_time").pointee = object.system.time
  }
}

/// The C function `ek_system_draw`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_draw")
public func ekSystemDraw(
  _ handle: OpaquePointer?, _ framebuffer: UInt32, _ x: Int32, _ y: Int32, _ width: Int32,
  _ height: Int32
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    // GL's guaranteed viewport: sides up to 16384, origins in its bounds range.
    let side = Int32(RenderView.maximumPixelSide)
    let viewport = PixelRect(
      x: try Argument.integer(x, "x", in: -32768...32767),
      y: try Argument.integer(y, "y", in: -32768...32767),
      width: try Argument.integer(width, "width", in: 1...side),
      height: try Argument.integer(height, "height", in: 1...side))
    try facade { () throws(ParticleSystemError) in
      try object.system.draw(into: .framebuffer(framebuffer, viewport: viewport))
    }
  }
}

/// The C function `ek_system_draw_texture`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_draw_texture")
public func ekSystemDrawTexture(
  _ handle: OpaquePointer?, _ texture: UInt32, _ width: Int32, _ height: Int32
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let side = Int32(RenderView.maximumPixelSide)
    let width = try Argument.integer(width, "width", in: 1...side)
    let height = try Argument.integer(height, "height", in: 1...side)
    try facade { () throws(ParticleSystemError) in
      try object.system.draw(into: .texture(texture, width: width, height: height))
    }
  }
}

/// The C function `ek_system_resize`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_resize")
public func ekSystemResize(
  _ handle: OpaquePointer?, _ width: Double, _ height: Double, _ pixelScale: Double
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let width = try Argument.canvasSide(width, "width")
    let height = try Argument.canvasSide(height, "height")
    let size = Size(width: width, height: height)
    let pixelScale = try Argument.pixelScale(pixelScale, "pixel_scale", canvas: size)
    try facade { () throws(ParticleSystemError) in
      try object.system.resize(to: Size(width: width, height: height), pixelScale: pixelScale)
    }
  }
}

/// The C function `ek_system_set_completion_callback`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_completion_callback")
public func ekSystemSetCompletionCallback(
  _ handle: OpaquePointer?, _ callback: ek_completion_callback?,
  _ userData: UnsafeMutableRawPointer?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    object.callback = callback
    object.userData = userData
  }
}

/// The C function `ek_system_set_recording`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_recording")
public func ekSystemSetRecording(_ handle: OpaquePointer?, _ on: Int32) -> ek_status {
  systemCall(handle) { object throws(CError) in
    object.system.isRecording = try Argument.integer(on, "on", in: 0...1) == 1
  }
}

/// The C function `ek_system_particle_count`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_particle_count")
public func ekSystemParticleCount(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<Int>?)
  -> ek_status
{
  ekSystemLiveCount(handle, -1, out)
}

/// The C function `ek_system_live_count`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_live_count")
public func ekSystemLiveCount(
  _ handle: OpaquePointer?, _ layer: Int32, _ out: UnsafeMutablePointer<Int>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let out = try output(out, "out_count")
    out.pointee = try facade { () throws(ParticleSystemError) in
      try object.system.liveCount(layer: layer == -1 ? nil : Int(layer))
    }
  }
}

/// The C function `ek_system_is_finished`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_is_finished")
public func ekSystemIsFinished(
  _ handle: OpaquePointer?, _ layer: Int32, _ out: UnsafeMutablePointer<Int32>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let out = try output(out, "out_finished")
    out.pointee = try facade { () throws(ParticleSystemError) in
      try object.system.isFinished(layer: Int(layer))
    } ? 1 : 0
  }
}

/// The C function `ek_system_born_count`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_born_count")
public func ekSystemBornCount(
  _ handle: OpaquePointer?, _ layer: Int32, _ cell: UnsafePointer<CChar>?,
  _ out: UnsafeMutablePointer<Int>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let cell = try Argument.name(cell, "cell")
    let out = try output(out, "out_count")
    do {
      out.pointee = try object.system.bornCount(cell: cell, layer: Int(layer))
    } catch {
      throw CError(EK_ERROR_EMISSION, "\(error)")
    }
  }
}

/// The C function `ek_system_snapshot`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_snapshot")
public func ekSystemSnapshot(
  _ handle: OpaquePointer?, _ buffer: UnsafeMutablePointer<ek_particle>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let snapshot = try facade { () throws(ParticleSystemError) in try object.system.snapshot() }
    try write(snapshot, into: buffer, capacity: capacity, count: count)
  }
}
