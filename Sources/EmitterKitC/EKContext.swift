import CEmitterKitAPI
import EmitterKit

/// A headless context behind an `ek_context` handle.
final class ContextObject {
  let context: HeadlessContext
  init(_ context: HeadlessContext) { self.context = context }
}

/// The C function `ek_context_create_headless`, declared and documented in include/emitterkit.h.
@_cdecl("ek_context_create_headless")
public func ekContextCreateHeadless(_ out: UnsafeMutablePointer<OpaquePointer?>?) -> ek_status {
  entryPoint { () throws(CError) in
    let out = try output(out, "out_context")
    do {
      let context = try HeadlessContext()
      try context.makeCurrent()
      out.pointee = HandleRegistry.shared.register(ContextObject(context), as: .context)
    } catch {
      throw CError(EK_ERROR_NO_CONTEXT, "\(error)")
    }
  }
}

/// The C function `ek_context_make_current`, declared and documented in include/emitterkit.h.
@_cdecl("ek_context_make_current")
public func ekContextMakeCurrent(_ handle: OpaquePointer?) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try HandleRegistry.shared.lookup(handle, as: .context, ContextObject.self)
    do {
      try object.context.makeCurrent()
    } catch {
      throw CError(EK_ERROR_NO_CONTEXT, "\(error)")
    }
  }
}

/// The C function `ek_context_destroy`, declared and documented in include/emitterkit.h.
@_cdecl("ek_context_destroy")
public func ekContextDestroy(_ handle: OpaquePointer?) -> ek_status {
  entryPoint { () throws(CError) in
    let object = try HandleRegistry.shared.lookup(handle, as: .context, ContextObject.self)
    object.context.destroy()
    HandleRegistry.shared.remove(handle!)
  }
}
