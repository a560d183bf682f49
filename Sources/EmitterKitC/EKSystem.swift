import CEmitterKitAPI
import EmitterKit

/// A particle system behind an `ek_system` handle, with its C completion callback.
final class SystemObject {
  let system: ParticleSystem
  var callback: ek_completion_callback?
  var userData: UnsafeMutableRawPointer?

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
    case .contents: EK_ERROR_SCENE
    case .invalidTarget, .texture, .invalidTime, .invalidDuration, .advanceTooLong, .invalidCanvas,
      .invalidLayer:
      EK_ERROR_INVALID_ARGUMENT
    case .capacity: EK_ERROR_CAPACITY
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
    let made = try facade { () throws(ParticleSystemError) in
      try ParticleSystem(scene: shownScene, pixelScale: EmitterKitC.pixelScale(pixelScale))
    }
    out.pointee = HandleRegistry.shared.register(SystemObject(made), as: .system)
  }
}

/// The C function `ek_system_destroy`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_destroy")
public func ekSystemDestroy(_ handle: OpaquePointer?) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try system(handle)
    try facade { () throws(ParticleSystemError) in try object.system.destroy() }
    HandleRegistry.shared.remove(handle!)
  }
}

/// The C function `ek_system_update`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_update")
public func ekSystemUpdate(_ handle: OpaquePointer?, _ time: Double) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try system(handle)
    try facade { () throws(ParticleSystemError) in try object.system.update(to: time) }
  }
}

/// The C function `ek_system_update_by`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_update_by")
public func ekSystemUpdateBy(_ handle: OpaquePointer?, _ seconds: Double) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try system(handle)
    try facade { () throws(ParticleSystemError) in try object.system.update(by: seconds) }
  }
}

/// The C function `ek_system_time`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_time")
public func ekSystemTime(_ handle: OpaquePointer?, _ out: UnsafeMutablePointer<Double>?)
  -> ek_status
{
  entryPoint { () throws(CError) in
    let object = try system(handle)
    try output(out, "out_time").pointee = object.system.time
  }
}

/// The C function `ek_system_draw`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_draw")
public func ekSystemDraw(
  _ handle: OpaquePointer?, _ framebuffer: UInt32, _ x: Int32, _ y: Int32, _ width: Int32,
  _ height: Int32
) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try system(handle)
    let viewport = PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
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
  entryPoint { () throws(CError) in
    let object = try system(handle)
    try facade { () throws(ParticleSystemError) in
      try object.system.draw(into: .texture(texture, width: Int(width), height: Int(height)))
    }
  }
}

/// The C function `ek_system_resize`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_resize")
public func ekSystemResize(
  _ handle: OpaquePointer?, _ width: Double, _ height: Double, _ pixelScale: Double
) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try system(handle)
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
  entryPoint { () throws(CError) in
    let object = try system(handle)
    object.callback = callback
    object.userData = userData
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
  entryPoint { () throws(CError) in
    let object = try system(handle)
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
  entryPoint { () throws(CError) in
    let object = try system(handle)
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
  entryPoint { () throws(CError) in
    let object = try system(handle)
    guard let cell else { throw CError(EK_ERROR_NULL_ARGUMENT, "cell is NULL") }
    let out = try output(out, "out_count")
    do {
      out.pointee = try object.system.bornCount(cell: String(cString: cell), layer: Int(layer))
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
  entryPoint { () throws(CError) in
    let object = try system(handle)
    let snapshot = try facade { () throws(ParticleSystemError) in try object.system.snapshot() }
    try write(snapshot, into: buffer, capacity: capacity, count: count)
  }
}
