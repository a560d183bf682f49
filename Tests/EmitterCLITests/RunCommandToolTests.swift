import EmitterBench
import EmitterImage
import EmitterKit
import EmitterVerification
import Foundation
import Testing

@testable import EmitterCLI
import EmitterTestSupport

/// `emitter run`: an iOS developer's Swift file, as written, built against EmitterKit's UIKit by
/// the built `emitter` (its package and cache in a temporary folder) and rendered headless.
@Suite("emitter run", .serialized, .tags(.tool))
struct RunCommandToolTests {
  /// A view as an app writes it: a `CAEmitterLayer` with a cell whose image UIKit draws, started
  /// at `CACurrentMediaTime()`, its birth rate animated by key path, laid out in `layoutSubviews`.
  static let confettiView = """
    import UIKit

    final class ConfettiView: UIView {
        private let emitter = CAEmitterLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .black
            let cell = CAEmitterCell()
            cell.name = "confetti"
            cell.birthRate = 80
            cell.lifetime = 4
            cell.velocity = 160
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 4
            cell.spin = 2
            cell.scale = 0.5
            cell.contents = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { context in
                UIColor.systemPink.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
            }.cgImage
            emitter.emitterCells = [cell]
            emitter.emitterShape = .line
            emitter.beginTime = CACurrentMediaTime()
            layer.addSublayer(emitter)

            let fade = CABasicAnimation(keyPath: "emitterCells.confetti.birthRate")
            fade.fromValue = 80
            fade.toValue = 20
            fade.duration = 2
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            emitter.add(fade, forKey: "fade")
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            emitter.emitterPosition = CGPoint(x: bounds.midX, y: 0)
            emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        }
    }
    """

  @Test("a view file renders as written: its frame is the recording's frame, particles where it emits")
  func rendersAViewFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-run-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("ConfettiView.swift")
    try Self.confettiView.write(to: source, atomically: true, encoding: .utf8)
    let png = folder.appendingPathComponent("confetti.png")
    let recording = folder.appendingPathComponent("confetti.json")

    let output = try Self.runEmitter([
      "run", source.path, "--view", "ConfettiView", "--size", "200x300", "--scale", "1",
      "--time", "1.5", "--out", png.path, "--recording", recording.path, "--renderer", "cpu",
      "--cache", folder.appendingPathComponent("cache").path,
    ])
    #expect(output.contains("wrote \(png.path)"), "\(output)")

    // The frame is the recorded scene's frame at the same time, through the façade: the file ran
    // on the one engine path.
    let frame = try PNGFile.read(png.path)
    #expect(frame.width == 200 && frame.height == 300)
    let scene = try Scene.load(contentsOf: recording)
    // The view's layer is the recording's top-level layer; the emitter, its sublayer.
    let cell = try #require(scene.layers.first?.sublayers.first?.emitterCells.first)
    #expect(cell.name == "confetti" && cell.birthRate == 80 && cell.lifetime == 4)
    let system = try ParticleSystem(scene: scene, backend: .cpu)
    defer { try? system.destroy() }
    // `emitter render` steps its frames at --fps (60): 90 of them to 1.5 s.
    for frameIndex in 1...90 { try system.update(to: Double(frameIndex) / 60) }
    let same = ImageComparison(actual: frame, expected: try system.image(), tolerance: .exact)
    #expect(same.passed, "the run's frame against its recording's: \(same)")

    // Pink confetti below the top edge, falling: the top half holds most of it at 1.5 s.
    var pink = 0
    for index in stride(from: 0, to: frame.pixels.count, by: 4)
    where frame.pixels[index] > 150 && frame.pixels[index + 2] > 40 && frame.pixels[index + 1] < 120 {
      pink += 1
    }
    #expect(pink > 200, "only \(pink) pink pixels")
  }

  @Test("what to show is checked before anything is built, naming the option and what was found")
  func refusesBadArguments() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "emitter-run-args-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("ConfettiView.swift")
    try Self.confettiView.write(to: source, atomically: true, encoding: .utf8)

    #expect(throws: (any Error).self) { try Run.parse([source.path, "--out", "x.png"]) }
    #expect(throws: (any Error).self) {
      try Run.parse([source.path, "--view", "Confetti View", "--out", "x.png"])
    }
    #expect(throws: (any Error).self) { try Run.parse([source.path, "--view", "ConfettiView"]) }
    #expect(throws: (any Error).self) {
      try Run.parse([folder.appendingPathComponent("Missing.swift").path, "--view", "A", "--out", "x.png"])
    }

    let output = try Self.runEmitter(
      ["run", source.path, "--view", "ConfetiView", "--out", folder.appendingPathComponent("x.png").path,
       "--cache", folder.appendingPathComponent("cache").path],
      expectingStatus: 1)
    #expect(output.contains("--view ConfetiView: no type of that name"), "\(output)")
    #expect(output.contains("types found: ConfettiView"), "\(output)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
  }

  /// Runs the `emitter` built beside the tests; its standard output and error together.
  static func runEmitter(_ arguments: [String], expectingStatus status: Int32 = 0) throws -> String {
    let executable = StartupBenchmark.besideThisExecutable
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "no emitter at \(executable.path): swift build --build-tests builds it")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus == status, "emitter \(arguments.joined(separator: " ")):\n\(output)")
    return output
  }
}
