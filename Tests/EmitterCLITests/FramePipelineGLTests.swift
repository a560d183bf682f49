import EmitterGPU
import EmitterImage
import EmitterKit
import EmitterRaster
import EmitterRender
import EmitterTestSupport
import Foundation
import Testing

@testable import EmitterCLI

/// The overlapped path from draw to file: every frame, in order, the bytes a sequential render
/// writes; a failing write stops the render with an error naming the file.
@Suite("Frame pipeline", .serialized, .tags(.gl))
struct FramePipelineGLTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-frame-pipeline-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  // From half a second in, when confetti is on screen and moves every frame.
  private static let times = (1...14).map { 0.5 + Double($0) / 20 }

  private static func scene() throws -> Scene {
    try Scene.load(contentsOf: Repository.scenes.appendingPathComponent("imessage-confetti.json"))
  }

  /// The frames written one after another with no overlap: draw, read, write, next.
  private func sequentialRender(
    scene: Scene, view: RenderView, into frames: URL, compression: PNGCompression
  ) throws {
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    try withGL {
      let simulator = try GPUSimulator(scene: scene)
      defer { simulator.destroy() }
      let renderer = try ParticleRenderer(scene: scene, view: view)
      defer { renderer.destroy() }
      for (index, time) in Self.times.enumerated() {
        simulator.advance(to: time)
        renderer.draw(simulator.frame)
        let name = String(format: "frame-%05d.png", index + 1)
        try PNGFile.write(
          renderer.readImage(), to: frames.appendingPathComponent(name).path,
          compression: compression)
      }
    }
  }

  @Test("a pipelined folder render writes every frame, byte for byte the sequential render's")
  func matchesSequentialRender() throws {
    let scene = try Self.scene()
    let view = RenderView(scene: scene, scale: 0.5)
    let pipelined = folder.appendingPathComponent("pipelined")
    let sequential = folder.appendingPathComponent("sequential")
    try withGL {
      try RenderSession(
        scene: scene, view: view, output: try RenderOutput(path: pipelined.path), fps: 20,
        pngCompression: .fast
      ).render(times: Self.times)
    }
    try sequentialRender(scene: scene, view: view, into: sequential, compression: .fast)
    let names = try FileManager.default.contentsOfDirectory(atPath: sequential.path).sorted()
    #expect(names.count == Self.times.count)
    #expect(try FileManager.default.contentsOfDirectory(atPath: pipelined.path).sorted() == names)
    var distinct = Set<Data>()
    for name in names {
      let expected = try Data(contentsOf: sequential.appendingPathComponent(name))
      #expect(try Data(contentsOf: pipelined.appendingPathComponent(name)) == expected, "\(name)")
      distinct.insert(expected)
    }
    // Confetti moves between frames: a frame written twice or out of order would show.
    #expect(distinct.count == names.count)
  }

  @Test("the queue encodes in submission order, reusing at most `capacity` buffers")
  func queueOrderAndReuse() throws {
    let lock = NSLock()
    nonisolated(unsafe) var seen: [Int] = []
    nonisolated(unsafe) var addresses = Set<UInt>()
    let queue = FrameEncoderQueue<RGBAImage>(capacity: 3) { image, index in
      // Uneven encoding times: order must not depend on them.
      usleep(UInt32((index * 7919) % 5) * 1000)
      lock.lock()
      defer { lock.unlock() }
      #expect(image.pixels.allSatisfy { $0 == UInt8(index % 256) }, "frame \(index)'s pixels")
      seen.append(index)
      _ = image.pixels.withUnsafeBufferPointer {
        addresses.insert(UInt(bitPattern: $0.baseAddress))
      }
    }
    for index in 0..<40 {
      var pixels = try queue.takeBuffer()
      if pixels.count != 64 * 4 { pixels = [UInt8](repeating: 0, count: 64 * 4) }
      for i in pixels.indices { pixels[i] = UInt8(index % 256) }
      try queue.submit(RGBAImage(width: 8, height: 8, pixels: consume pixels), index: index)
    }
    try queue.finish()
    #expect(seen == Array(0..<40))
    #expect(addresses.count <= 3, "buffers reused, never more than the frames in flight")
  }

  @Test("an encoding error reaches the caller and nothing after the failed frame is encoded")
  func queueReportsFailure() throws {
    struct Broken: Error, Equatable { let index: Int }
    let lock = NSLock()
    nonisolated(unsafe) var encoded: [Int] = []
    let queue = FrameEncoderQueue<RGBAImage>(capacity: 2) { _, index in
      if index == 3 { throw Broken(index: index) }
      lock.lock()
      encoded.append(index)
      lock.unlock()
    }
    #expect(throws: Broken(index: 3)) {
      for index in 0..<50 {
        let pixels = try queue.takeBuffer()
        _ = pixels
        try queue.submit(RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]), index: index)
      }
      try queue.finish()
    }
    queue.cancel()
    #expect(encoded == [0, 1, 2])
  }

  @Test("a frame that cannot be written stops the render with an error naming that file")
  func failingWriteIsReported() throws {
    let scene = try Self.scene()
    let frames = folder.appendingPathComponent("frames")
    // A non-empty folder where frame 3 should go: the rename into place fails.
    let blocker = frames.appendingPathComponent("frame-00003.png")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    try Data([1]).write(to: blocker.appendingPathComponent("keep"))
    var thrown: (any Error)?
    try withGL {
      do {
        try RenderSession(
          scene: scene, view: RenderView(scene: scene, scale: 0.25),
          output: try RenderOutput(path: frames.path), fps: 20
        ).render(times: Self.times)
      } catch {
        thrown = error
      }
    }
    let error = try #require(thrown as? PNGError)
    #expect(error.path == blocker.path)
    #expect("\(error)".contains("cannot write the PNG image \(blocker.path)"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == [
        "frame-00001.png", "frame-00002.png", "frame-00003.png",
      ], "the frames before it written, none after it, no temporary files")
  }
}
