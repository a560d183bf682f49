import EmitterContents
import EmitterImage
import EmitterModel
import Foundation
import Testing

/// The PNG reader opens only regular files: a FIFO (which would block the open forever), a
/// device such as /dev/zero (which never ends) and a directory are refused, and no message
/// quotes a file's bytes.
@Suite("Contents: FIFOs, devices and directories")
struct SpecialFileContentsTests {
  private static func reason(_ path: String) -> String? {
    do {
      _ = try PNGFile.read(path)
      return nil
    } catch {
      if case .unreadable(_, let reason) = error { return reason }
      return "\(error)"
    }
  }

  @Test("a FIFO, a link to it, /dev/zero and a directory are refused at once")
  func specialFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SpecialFileContentsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    #expect(Self.reason(fifo)?.contains("FIFO") == true)
    #expect(Self.reason(link)?.contains("FIFO") == true)
    #expect(Self.reason("/dev/zero")?.contains("character device") == true)
    #expect(Self.reason(folder.path)?.contains("directory") == true)
    #expect(throws: PNGError.self) { try PNGFile.dimensions(of: fifo) }
    // The atlas reports the same, naming the cell.
    var cell = EmitterCell()
    cell.name = "spark"
    cell.contents = .image(path: fifo)
    var layer = EmitterLayer()
    layer.emitterCells = [cell]
    var scene = Scene()
    scene.layers = [layer]
    #expect(throws: ContentsError.self) { try ContentsAtlas(scene: scene, pixelScale: 1) }
  }

  @Test(
    "a link to a regular PNG is followed; a file that is not a PNG is refused without quoting it")
  func linksAndContents() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SpecialFileContentsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real.png").path
    try PNGFile.write(RGBAImage(width: 3, height: 2), to: real)
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    #expect(try PNGFile.read(link).width == 3)
    let secret = folder.appendingPathComponent("secret.png").path
    try Data("password=hunter2 and more text".utf8).write(to: URL(fileURLWithPath: secret))
    let reason = try #require(Self.reason(secret))
    #expect(!reason.contains("hunter2") && !reason.contains("password"))
  }
}
