import CEmitterKitAPI
import EmitterKit
import Synchronization

/// The motion `ek_set_motion` set for the systems made from now on in this process.
private let processMotion = Mutex(MotionPreference.system)

/// `scene` as a system made now shows it: the reduced-motion policy applied when the process's
/// motion says so; a pixel scale of 0 read as the default. What `ek_system_create`,
/// `ek_system_create_cpu` and `ek_scene_reference_snapshot` run.
func shown(_ scene: Scene) throws(CError) -> Scene {
  do {
    return try processMotion.withLock { $0 }.isReduced() ? scene.reducingMotion() : scene
  } catch {
    throw CError(EK_ERROR_INVALID_ARGUMENT, "\(error)")
  }
}

/// The C function `ek_set_motion`, declared and documented in include/emitterkit.h.
@_cdecl("ek_set_motion")
public func ekSetMotion(_ motion: ek_motion) -> ek_status {
  entryPoint { () throws(CError) in
    let preference: MotionPreference =
      switch motion {
      case EK_MOTION_SYSTEM: .system
      case EK_MOTION_REDUCED: .reduced
      case EK_MOTION_FULL: .full
      default:
        throw CError(
          EK_ERROR_INVALID_ARGUMENT,
          "motion must be EK_MOTION_SYSTEM (0), EK_MOTION_REDUCED (1) or EK_MOTION_FULL (2), not"
            + " \(motion.rawValue)")
      }
    processMotion.withLock { $0 = preference }
  }
}

/// The C function `ek_motion_is_reduced`, declared and documented in include/emitterkit.h.
@_cdecl("ek_motion_is_reduced")
public func ekMotionIsReduced(_ out: UnsafeMutablePointer<Int32>?) -> ek_status {
  entryPoint { () throws(CError) in
    let out = try output(out, "out_reduced")
    do {
      out.pointee = try processMotion.withLock { $0 }.isReduced() ? 1 : 0
    } catch {
      throw CError(EK_ERROR_INVALID_ARGUMENT, "\(error)")
    }
  }
}
