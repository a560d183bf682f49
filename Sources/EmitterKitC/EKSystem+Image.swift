import CEmitterKitAPI
import EmitterKit

/// The C function `ek_system_image_size`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_image_size")
public func ekSystemImageSize(
  _ handle: OpaquePointer?, _ width: UnsafeMutablePointer<Int32>?,
  _ height: UnsafeMutablePointer<Int32>?
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let width = try output(width, "out_width")
    let height = try output(height, "out_height")
    width.pointee = Int32(object.system.view.pixelWidth)
    height.pointee = Int32(object.system.view.pixelHeight)
  }
}

/// The C function `ek_system_read_image`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_read_image")
public func ekSystemReadImage(
  _ handle: OpaquePointer?, _ pixels: UnsafeMutablePointer<UInt8>?, _ capacity: Int
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    let view = object.system.view
    let needed = view.pixelWidth * view.pixelHeight * 4
    guard capacity >= needed else {
      throw CError(
        EK_ERROR_BUFFER_TOO_SMALL,
        "the image is \(view.pixelWidth) x \(view.pixelHeight) pixels, \(needed) bytes;"
          + " the buffer holds \(capacity)")
    }
    let pixels = try output(pixels, "pixels")
    let image = try facade { () throws(ParticleSystemError) in try object.system.image() }
    image.pixels.withUnsafeBufferPointer { bytes in
      pixels.update(from: bytes.baseAddress!, count: needed)
    }
  }
}

/// The C function `ek_system_set_background`, declared and documented in include/emitterkit.h.
@_cdecl("ek_system_set_background")
public func ekSystemSetBackground(
  _ handle: OpaquePointer?, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double
) -> ek_status {
  systemCall(handle) { object throws(CError) in
    for (name, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)] {
      _ = try Argument.number(value, name, in: 0...1)
    }
    object.system.backgroundColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}
