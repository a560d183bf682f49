import CEmitterKitAPI
import EmitterKit

/// Sets a value written as the scene file writes it, on layer `layer`.
private func set(
  _ handle: OpaquePointer?, _ layer: Int32, _ keyPath: UnsafePointer<CChar>?,
  _ json: () throws(CError) -> JSONValue
)
  -> ek_status
{
  systemCall(handle) { object throws(CError) in
    let keyPath = try Argument.name(keyPath, "key_path")
    let json = try json()
    do {
      try object.system.setValue(json: json, forKeyPath: keyPath, layer: Int(layer))
    } catch {
      throw CError(EK_ERROR_KEY_PATH, "\(error)")
    }
  }
}

/// The C function `ek_system_set_double`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_double")
public func ekSystemSetDouble(
  _ handle: OpaquePointer?, _ layer: Int32, _ keyPath: UnsafePointer<CChar>?, _ value: Double
) -> ek_status {
  set(handle, layer, keyPath) { .number(value) }
}

/// The C function `ek_system_set_vec2`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_vec2")
public func ekSystemSetVec2(
  _ handle: OpaquePointer?, _ layer: Int32, _ keyPath: UnsafePointer<CChar>?, _ x: Double,
  _ y: Double
) -> ek_status {
  set(handle, layer, keyPath) { .array([.number(x), .number(y)]) }
}

/// The C function `ek_system_set_vec3`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_vec3")
public func ekSystemSetVec3(
  _ handle: OpaquePointer?, _ layer: Int32, _ keyPath: UnsafePointer<CChar>?, _ x: Double,
  _ y: Double, _ z: Double
) -> ek_status {
  set(handle, layer, keyPath) { .array([.number(x), .number(y), .number(z)]) }
}

/// The C function `ek_system_set_vec4`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_vec4")
public func ekSystemSetVec4(
  _ handle: OpaquePointer?, _ layer: Int32, _ keyPath: UnsafePointer<CChar>?, _ x: Double,
  _ y: Double, _ z: Double, _ w: Double
) -> ek_status {
  set(handle, layer, keyPath) { .array([.number(x), .number(y), .number(z), .number(w)]) }
}

/// The C function `ek_system_set_string`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_string")
public func ekSystemSetString(
  _ handle: OpaquePointer?, _ layer: Int32, _ keyPath: UnsafePointer<CChar>?,
  _ value: UnsafePointer<CChar>?
) -> ek_status {
  // A string value is a name, a colour or an image path.
  set(handle, layer, keyPath) { () throws(CError) in
    .string(try Argument.text(value, "value", maximumBytes: Int(PATH_MAX)))
  }
}

/// Runs an emission call, its error as a status.
private func emission(
  _ handle: OpaquePointer?, _ body: (ParticleSystem) throws(EmissionControlError) -> Void
)
  -> ek_status
{
  systemCall(handle) { object throws(CError) in
    do {
      try body(object.system)
    } catch {
      throw CError(EK_ERROR_EMISSION, "\(error)")
    }
  }
}

/// -1 means every layer.
private func layers(_ layer: Int32) -> Int? { layer == -1 ? nil : Int(layer) }

/// The C function `ek_system_burst`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_burst")
public func ekSystemBurst(
  _ handle: OpaquePointer?, _ layer: Int32, _ cell: UnsafePointer<CChar>?, _ count: Int32
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let name = try Argument.name(cell, "cell")
    do {
      try object.system.burst(Int(count), cell: name, layer: Int(layer))
    } catch {
      throw CError(EK_ERROR_EMISSION, "\(error)")
    }
  }
}

/// The C function `ek_system_emit`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_emit")
public func ekSystemEmit(_ handle: OpaquePointer?, _ layer: Int32, _ duration: Double)
  -> ek_status
{
  emission(handle) { system throws(EmissionControlError) in
    try system.emit(for: duration, layer: layers(layer))
  }
}

/// The C function `ek_system_apply`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_apply")
public func ekSystemApply(
  _ handle: OpaquePointer?, _ layer: Int32, _ eventJSON: UnsafePointer<CChar>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let text = try Argument.eventJSON(eventJSON, "event_json")
    do {
      try object.system.apply(eventJSON: text, layer: layers(layer))
    } catch {
      throw CError(EK_ERROR_KEY_PATH, "\(error)")
    }
  }
}

/// The C function `ek_system_stop`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_stop")
public func ekSystemStop(_ handle: OpaquePointer?, _ layer: Int32) -> ek_status {
  emission(handle) { system throws(EmissionControlError) in try system.stop(layer: layers(layer)) }
}

/// The C function `ek_system_start`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_start")
public func ekSystemStart(_ handle: OpaquePointer?, _ layer: Int32) -> ek_status {
  emission(handle) { system throws(EmissionControlError) in try system.start(layer: layers(layer)) }
}

/// The C function `ek_system_restart`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_restart")
public func ekSystemRestart(_ handle: OpaquePointer?, _ layer: Int32) -> ek_status {
  emission(handle) { system throws(EmissionControlError) in try system.restart(layer: layers(layer))
  }
}

/// The C function `ek_system_fire`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_fire")
public func ekSystemFire(
  _ handle: OpaquePointer?, _ layer: Int32, _ cell: UnsafePointer<CChar>?, _ count: Int32,
  _ out: UnsafeMutablePointer<Int32>?
) -> ek_status {
  guard let cell else {
    LastError.set("cell is NULL")
    return EK_ERROR_NULL_ARGUMENT
  }
  let name = String(cString: cell)
  return emission(handle) { system throws(EmissionControlError) in
    let index = try system.fire(Int(count), cell: name, layer: Int(layer))
    out?.pointee = Int32(truncatingIfNeeded: index)
  }
}
