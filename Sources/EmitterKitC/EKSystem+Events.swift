import CEmitterKitAPI
import EmitterKit

// The façade's events through C: kept in the system object so a drain into a small buffer
// loses none.

/// The C function `ek_system_set_events`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_events")
public func ekSystemSetEvents(_ handle: OpaquePointer?, _ on: Int32) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let on = try Argument.integer(on, "on", in: 0...1) == 1
    object.system.recordsEvents = on
    if !on {
      object.pendingEvents = []
      _ = object.system.drainEvents()
    }
  }
}

/// The C function `ek_system_drain_events`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_drain_events")
public func ekSystemDrainEvents(
  _ handle: OpaquePointer?, _ buffer: UnsafeMutablePointer<ek_event>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let count = try output(count, "out_count")
    guard capacity >= 0 else {
      throw CError(EK_ERROR_INVALID_ARGUMENT, "capacity \(capacity) is negative")
    }
    object.pendingEvents += object.system.drainEvents()
    let taken = min(capacity, object.pendingEvents.count)
    count.pointee = 0
    guard taken > 0 else { return }
    guard let buffer else { throw CError(EK_ERROR_NULL_ARGUMENT, "buffer is NULL") }
    for (index, event) in object.pendingEvents.prefix(taken).enumerated() {
      buffer[index] = ek_event(event)
    }
    object.pendingEvents.removeFirst(taken)
    count.pointee = taken
  }
}

/// The C function `ek_system_pending_events`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_pending_events")
public func ekSystemPendingEvents(_ handle: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?)
  -> ek_status
{
  systemCall(handle) { object throws(CError) in
    let count = try output(count, "out_count")
    object.pendingEvents += object.system.drainEvents()
    count.pointee = object.pendingEvents.count
  }
}

extension ek_event {
  /// The C form of `event`: its cell path cut to 63 bytes at a character boundary.
  init(_ event: ParticleEvent) {
    self.init()
    kind = event.kind == .collision ? Int32(EK_EVENT_COLLISION) : Int32(EK_EVENT_DEATH)
    cell = Int32(truncatingIfNeeded: event.cell)
    layer = Int32(truncatingIfNeeded: event.layer)
    (x, y, z) = (event.position.x, event.position.y, event.position.z)
    time = event.time
    serial = event.serial
    var bytes: [UInt8] = []
    for character in event.cellPath {
      let utf8 = Array(String(character).utf8)
      guard bytes.count + utf8.count <= 63 else { break }
      bytes += utf8
    }
    bytes.append(0)
    withUnsafeMutableBytes(of: &cell_path) { raw in
      raw.copyBytes(from: bytes)
    }
  }
}
