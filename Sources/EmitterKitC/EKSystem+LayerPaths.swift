import CEmitterKitAPI
import EmitterKit

/// The C function `ek_system_layer_index`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_layer_index")
public func ekSystemLayerIndex(
  _ handle: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<Int32>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let path = try Argument.name(path, "path")
    let index: Int
    do {
      index = try object.system.layerIndex(named: path)
    } catch {
      throw CError(EK_ERROR_KEY_PATH, "\(error)")
    }
    // A flat index fits: a scene's layers are far fewer than Int32.max.
    try output(out, "out_index").pointee = Int32(clamping: index)
  }
}
