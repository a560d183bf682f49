import EmitterModel
import Foundation
import Testing

/// Files the user did not name (contents images), and the scene file itself, are read only when
/// they are regular files: a FIFO, a device or a directory is refused from `stat`, before any
/// open, so nothing here can block.
@Suite("Scene files: FIFOs, devices and directories")
struct SceneFileSpecialFilesTests {
  /// A temporary folder holding a FIFO `pipe.png`, a directory `folder.png`, a symbolic link
  /// `link.png` to the FIFO, and a regular `real.png`.
  private static func folder() throws -> URL {
    let folder = try SceneFileSupport.temporaryFolder()
    #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.png"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "pipe.png")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("real.png"))
    return folder
  }

  @Test(
    "contents images that are a FIFO, a link to one, a directory or /dev/zero are refused at their key paths"
  )
  func contentsImages() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cells = ["pipe.png", "link.png", "folder.png", "/dev/zero", "real.png"].enumerated().map {
      #"{"name": "c\#($0)", "contents": {"image": "\#($1)"}}"#
    }
    let json = #"{"layers": [{"emitterCells": [\#(cells.joined(separator: ","))]}]}"#
    let found = SceneFileSupport.diagnostics(json, folder: folder)
    #expect(
      found.map(\.keyPath) == (0..<4).map { "layers[0].emitterCells[\($0)].contents" },
      "\(found.map(\.description))")
    #expect(
      found.map(\.kind) == [
        .notRegularFile(path: "pipe.png"), .notRegularFile(path: "link.png"),
        .notRegularFile(path: "folder.png"), .notRegularFile(path: "/dev/zero"),
      ])
    #expect(found[0].message.contains("FIFO") && found[2].message.contains("directory"))
    #expect(found[3].message.contains("character device"))
  }

  @Test("a scene file that is a FIFO, /dev/zero or a directory is refused without reading it")
  func sceneFiles() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for path in [
      folder.appendingPathComponent("pipe.png").path,
      folder.appendingPathComponent("link.png").path,
      "/dev/zero", folder.path,
    ] {
      do {
        _ = try Scene.load(contentsOf: URL(fileURLWithPath: path))
        Issue.record("\(path) loaded")
      } catch {
        #expect(error.diagnostics.map(\.kind) == [.notRegularFile(path: path)], "\(path)")
      }
    }
  }

  @Test("a scene file over the size budget is refused before it is read")
  func oversizedSceneFile() throws {
    let folder = try SceneFileSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("big.json")
    // A sparse file: its size is over the budget without writing 32 MB.
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{}".utf8)))
    #expect(truncate(url.path, off_t(Scene.maximumFileSize + 1)) == 0)
    do {
      _ = try Scene.load(contentsOf: url)
      Issue.record("the file loaded")
    } catch {
      #expect(error.diagnostics.map(\.kind) == [.overBudget])
    }
  }
}
