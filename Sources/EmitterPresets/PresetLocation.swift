import Foundation

/// Where the preset scene files live. No binary embeds them (their images sit beside them, and
/// the demo reloads a scene when its file is saved), so the first of these folders that holds
/// the catalogue's files wins: `EMITTER_SCENES`; the installed layout
/// `PREFIX/share/emitterkit/scenes` beside `PREFIX/bin/emitter` (what tools/install and the .deb
/// of tools/package put there); a `scenes` folder beside the running executable or one of its
/// parent folders (a checkout's `.build/release/emitter` finds the checkout's);
/// beside the shared object this code runs in (libemitterkit.so loaded by a C program or by
/// Python): `PREFIX/share/emitterkit/scenes` for one `tools/install` put in `PREFIX/lib`, and a
/// `scenes` folder above it for one a checkout built; then the checkout this file was compiled in.
package enum PresetLocation {
  /// The environment variable that overrides the search.
  package static let environmentVariable = "EMITTER_SCENES"

  /// The scenes folder, or nil when none of the places holds the catalogue's files.
  package static var scenesFolder: URL? {
    candidates.first { folder in
      PresetCatalog.all.first.map {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.file).path)
      } ?? false
    }
  }

  /// The scene file of `preset`, or nil when no scenes folder was found.
  package static func file(of preset: Preset) -> URL? {
    scenesFolder?.appendingPathComponent(preset.file)
  }

  /// The folders searched, in order.
  package static var candidates: [URL] {
    var folders: [URL] = []
    if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
      folders.append(URL(fileURLWithPath: override, isDirectory: true))
    }
    let programFolder = executable.deletingLastPathComponent()
    folders.append(installedScenes(besideProgramIn: programFolder))
    folders += scenesFolders(above: programFolder)
    if let library = sharedObject, library != executable {
      folders += self.folders(besideLibrary: library)
    }
    folders.append(checkout.appendingPathComponent("scenes", isDirectory: true))
    return folders
  }

  /// Where a library at `library` finds the scenes: the installed layout's
  /// `PREFIX/share/emitterkit/scenes` beside `PREFIX/lib`, then a `scenes` folder in the
  /// library's folder or one above it (a checkout's `.build/…/libemitterkit.so`).
  package static func folders(besideLibrary library: URL) -> [URL] {
    let folder = library.deletingLastPathComponent()
    return [installedScenes(besideProgramIn: folder)] + scenesFolders(above: folder)
  }

  /// The installed layout's scenes folder for a program or library in `folder` (`PREFIX/bin`,
  /// `PREFIX/lib`): `folder/../share/emitterkit/scenes`.
  package static func installedScenes(besideProgramIn folder: URL) -> URL {
    folder.deletingLastPathComponent()
      .appendingPathComponent("share/emitterkit/scenes", isDirectory: true)
  }

  /// `scenes` in `folder` and in each folder above it.
  private static func scenesFolders(above start: URL) -> [URL] {
    var folders: [URL] = []
    var folder = start
    while folder.path != "/" && !folder.path.isEmpty {
      folders.append(folder.appendingPathComponent("scenes", isDirectory: true))
      folder.deleteLastPathComponent()
    }
    return folders
  }

  /// The running executable, symbolic links resolved: the kernel's /proc/self/exe, since argv[0]
  /// is a bare `emitter` when the program was found through PATH (an installed one).
  package static var executable: URL {
    let running = URL(fileURLWithPath: "/proc/self/exe")
    if FileManager.default.fileExists(atPath: running.path) {
      return running.resolvingSymlinksInPath().standardizedFileURL
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
      .standardizedFileURL
  }

  /// The file of the shared object (executable or library) this code was linked into: the
  /// mapping of `/proc/self/maps` that holds its load address (Swift's Glibc module has no
  /// `dladdr`), so libemitterkit.so wherever a program loaded it from.
  private static var sharedObject: URL? { mappedFile(containing: UInt(bitPattern: #dsohandle)) }

  /// The file mapped at `address` in this process, from `/proc/self/maps`. The kernel reports
  /// that file's size as 0, so it is read to its end chunk by chunk: one read stops at the first
  /// 4 KiB, before the libraries a program loads after its own code (libemitterkit.so among
  /// them) are listed.
  package static func mappedFile(containing address: UInt) -> URL? {
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
    defer { try? handle.close() }
    var bytes = Data()
    while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty { bytes.append(chunk) }
    let maps = String(decoding: bytes, as: UTF8.self)
    for line in maps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
      let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
      guard bounds.count == 2, bounds[0] <= address, address < bounds[1] else { continue }
      let path = fields[5...].joined(separator: " ")
      return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
    }
    return nil
  }

  /// The checkout this file was compiled in: Sources/EmitterPresets/ is two folders down.
  private static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
