import CEmitterKitAPI
import EmitterKit
import Glibc

/// The preset names as C strings, made once and kept for the process (`ek_preset_name`).
// Written once at first use and never freed or changed, so sharing them across threads is safe.
nonisolated(unsafe) private let presetNameStrings: [UnsafeMutablePointer<CChar>] =
  Scene.presetNames.map { strdup($0)! }

/// The C function `ek_scene_load_preset`, declared and documented in include/emitterkit.h.
@_cdecl("ek_scene_load_preset")
public func ekSceneLoadPreset(
  _ name: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> ek_status {
  entryPoint { () throws(CError) in
    let name = try Argument.name(name, "name")
    let out = try output(out, "out_scene")
    do {
      // As loaded: systems apply the motion ek_set_motion set, as they do to any scene.
      let scene = try Scene.preset(named: name, motion: .full)
      out.pointee = HandleRegistry.shared.register(SceneObject(scene), as: .scene)
    } catch {
      throw CError(EK_ERROR_SCENE, "\(error)")
    }
  }
}

/// The C function `ek_preset_count`, declared and documented in include/emitterkit.h.
@_cdecl("ek_preset_count")
public func ekPresetCount(_ out: UnsafeMutablePointer<Int>?) -> ek_status {
  entryPoint { () throws(CError) in
    try output(out, "out_count").pointee = presetNameStrings.count
  }
}

/// The C function `ek_preset_name`, declared and documented in include/emitterkit.h.
@_cdecl("ek_preset_name")
public func ekPresetName(
  _ index: Int, _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> ek_status {
  entryPoint { () throws(CError) in
    let out = try output(out, "out_name")
    guard presetNameStrings.indices.contains(index) else {
      throw CError(
        EK_ERROR_INVALID_ARGUMENT,
        "index must be 0...\(presetNameStrings.count - 1) (ek_preset_count), not \(index)")
    }
    out.pointee = UnsafePointer(presetNameStrings[index])
  }
}

/// The C function `ek_default_pixel_scale`, declared and documented in include/emitterkit.h.
@_cdecl("ek_default_pixel_scale")
public func ekDefaultPixelScale(_ out: UnsafeMutablePointer<Double>?) -> ek_status {
  entryPoint { () throws(CError) in
    try output(out, "out_scale").pointee = RenderDefaults.pixelScale
  }
}
