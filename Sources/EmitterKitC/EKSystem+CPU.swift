import CEmitterKitAPI
import EmitterKit

/// The system without GL: made with no context, drawn into the caller's RGBA pixels by the
/// native CPU renderer. Every other `ek_system_*` call works on it unchanged (none needs a
/// context for it).
@_cdecl("ek_system_create_cpu")
public func ekSystemCreateCPU(
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
      try ParticleSystem(
        scene: shownScene, pixelScale: pixelScale, backend: .cpu)
    }
    out.pointee = HandleRegistry.shared.register(SystemObject(made), as: .system)
  }
}

/// `ek_system_draw_rgba`: draws a CPU system over the caller's premultiplied RGBA8 pixels
/// (include/emitterkit.h).
@_cdecl("ek_system_draw_rgba")
public func ekSystemDrawRGBA(
  _ handle: OpaquePointer?, _ pixels: UnsafeMutablePointer<UInt8>?, _ width: Int32,
  _ height: Int32, _ stride: Int32, _ scale: Double
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let pixels = try output(pixels, "pixels")
    let side = Int32(RenderView.maximumPixelSide)
    let width = try Argument.integer(width, "width", in: 1...side)
    let height = try Argument.integer(height, "height", in: 1...side)
    let stride = try Argument.integer(stride, "stride", in: Int32(width * 4)...Int32.max)
    let size = object.system.view.size
    let scale = try Argument.pixelScale(scale, "scale", canvas: Size(width: size.x, height: size.y))
    let buffer = RGBABuffer(base: pixels, width: width, height: height, bytesPerRow: stride)
    try facade { () throws(ParticleSystemError) in
      let system = object.system
      guard system.backend == .cpu else {
        throw .invalidTarget(
          "ek_system_draw_rgba draws a system made by ek_system_create_cpu; this one draws with"
            + " OpenGL (ek_system_draw)")
      }
      if scale != system.view.scale {
        try system.resize(to: Size(width: size.x, height: size.y), pixelScale: scale)
      }
      try system.draw(into: .rgba(buffer))
    }
  }
}
