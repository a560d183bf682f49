import CEmitterKitAPI
import EmitterKit
import Foundation

/// A scene behind an `ek_scene` handle.
final class SceneObject {
  let scene: Scene
  init(_ scene: Scene) { self.scene = scene }
}

/// The C function `ek_scene_load_file`, declared and documented in include/emitterkit.h.
@_cdecl("ek_scene_load_file")
public func ekSceneLoadFile(
  _ path: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
)
  -> ek_status
{
  entryPoint { () throws(CError) in
    let path = try Argument.text(path, "path", maximumBytes: Int(PATH_MAX))
    let out = try output(out, "out_scene")
    do {
      let scene = try Scene.load(contentsOf: URL(fileURLWithPath: path))
      out.pointee = HandleRegistry.shared.register(SceneObject(scene), as: .scene)
    } catch {
      throw CError(EK_ERROR_SCENE, "\(error)")
    }
  }
}

/// The C function `ek_scene_load_json`, declared and documented in include/emitterkit.h.
@_cdecl("ek_scene_load_json")
public func ekSceneLoadJSON(
  _ json: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
)
  -> ek_status
{
  entryPoint { () throws(CError) in
    let json = try Argument.json(json, "json")
    let out = try output(out, "out_scene")
    do {
      let scene = try Scene(
        jsonData: Data(json.utf8), file: "<json>",
        folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      out.pointee = HandleRegistry.shared.register(SceneObject(scene), as: .scene)
    } catch {
      throw CError(EK_ERROR_SCENE, "\(error)")
    }
  }
}

/// The C function `ek_scene_size`, declared and documented in include/emitterkit.h.
@_cdecl("ek_scene_size")
public func ekSceneSize(
  _ handle: OpaquePointer?, _ width: UnsafeMutablePointer<Double>?,
  _ height: UnsafeMutablePointer<Double>?
) -> ek_status {
  entryPoint { () throws(CError) in
    let scene = try HandleRegistry.shared.lookup(handle, as: .scene, SceneObject.self).scene
    let width = try output(width, "out_width")
    let height = try output(height, "out_height")
    width.pointee = scene.size.width
    height.pointee = scene.size.height
  }
}

/// The C function `ek_scene_destroy`, declared and documented in include/emitterkit.h.
@_cdecl("ek_scene_destroy")
public func ekSceneDestroy(_ handle: OpaquePointer?) -> ek_status {
  entryPoint { () throws(CError) in
    _ = try HandleRegistry.shared.lookup(handle, as: .scene, SceneObject.self)
    HandleRegistry.shared.remove(handle!)
  }
}

/// The most frames `ek_scene_reference_snapshot` runs: ten minutes at 60 fps. Each frame is an
/// update of the CPU reference (a 10,000-frame snapshot of an 80-particle scene took 14 s in a
/// debug build on the loaded 2-core host; the earlier bound, 10^6, would have been half an hour).
let maximumReferenceFrames: Int32 = 36_000

/// The C function `ek_scene_reference_snapshot`, declared and documented in include/emitterkit.h.
@_cdecl("ek_scene_reference_snapshot")
public func ekSceneReferenceSnapshot(
  _ handle: OpaquePointer?, _ framesPerSecond: Double, _ frames: Int32,
  _ buffer: UnsafeMutablePointer<ek_particle>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?
) -> ek_status {
  entryPoint { () throws(CError) in
    let scene = try HandleRegistry.shared.lookup(handle, as: .scene, SceneObject.self).scene
    _ = try Argument.integer(frames, "frames", in: 0...maximumReferenceFrames)
    // The work asked for, bounded before it starts: the frames span at most the façade's
    // longest update of scene time.
    let slowest = Double(max(frames, 1)) / ParticleSystem.maximumAdvance
    _ = try Argument.number(
      framesPerSecond, "frames_per_second", in: slowest...Double.greatestFiniteMagnitude,
      allowed: "a finite number of frames a second, at least \(slowest) (\(frames) frames in at"
        + " most \(ParticleSystem.maximumAdvance) s of scene time)")
    let shownScene = try shown(scene)
    // The façade's CPU backend: what ek_system_create_cpu makes, updated frame by frame.
    let snapshot = try facade { () throws(ParticleSystemError) in
      let system = try ParticleSystem(scene: shownScene, backend: .cpu)
      if frames > 0 {
        for frame in 1...Int(frames) { try system.update(to: Double(frame) / framesPerSecond) }
      }
      return try system.snapshot()
    }
    try write(snapshot, into: buffer, capacity: capacity, count: count)
  }
}

/// Writes a snapshot's particles into a caller's buffer (see `ek_system_snapshot`).
func write(
  _ snapshot: ParticleSnapshot, into buffer: UnsafeMutablePointer<ek_particle>?, capacity: Int,
  count: UnsafeMutablePointer<Int>?
) throws(CError) {
  let count = try output(count, "out_count")
  let particles = snapshot.particles
  count.pointee = particles.count
  guard particles.count <= capacity else {
    throw CError(
      EK_ERROR_BUFFER_TOO_SMALL,
      "\(particles.count) particles do not fit a buffer of \(capacity); out_count holds the count needed"
    )
  }
  guard !particles.isEmpty else { return }
  guard let buffer else { throw CError(EK_ERROR_NULL_ARGUMENT, "buffer is NULL") }
  for (index, particle) in particles.enumerated() {
    buffer[index] = ek_particle(
      x: particle.position.x, y: particle.position.y, z: particle.position.z,
      r: particle.color.x, g: particle.color.y, b: particle.color.z, a: particle.color.w,
      age: particle.age, lifetime: particle.lifetime, scale: particle.scale,
      cell: Int32(truncatingIfNeeded: particle.cell))
  }
}
