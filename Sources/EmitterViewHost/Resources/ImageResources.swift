import Foundation

/// Where `UIImage(named:)` and `NSImage(named:)` look for images on Linux, which has no app
/// bundle or asset catalogue compiler: folders searched in order,
///
/// 1. each folder of `EMITTER_RESOURCE_PATH` (colon-separated, as `PATH`),
/// 2. the executable's folder and its `Resources` subfolder,
/// 3. the working directory and its `Resources` subfolder,
///
/// and in each folder the file itself when the name has an extension, else `NAME@Sx.png` for
/// the screen's scale S, `NAME.png`, `NAME@3x.png`, `NAME@2x.png`, `NAME@1x.png`, then the same
/// inside any asset catalogue there (`*.xcassets/NAME.imageset/`). A file's scale is its `@Sx`
/// suffix (1 without one).
package enum ImageResources {
  /// The variable naming extra folders to search first.
  package static let environmentVariable = "EMITTER_RESOURCE_PATH"

  /// A found image file and the scale its name gives it.
  package struct Found: Equatable {
    package var url: URL
    package var scale: Double
  }

  /// The folders searched, in order (those that do not exist are skipped when searching).
  package static func searchFolders(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [URL] {
    var folders: [URL] = []
    if let path = environment[environmentVariable] {
      folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    if let folder = executable?.deletingLastPathComponent() {
      folders += [folder, folder.appendingPathComponent("Resources")]
    }
    let here = URL(fileURLWithPath: workingDirectory)
    folders += [here, here.appendingPathComponent("Resources")]
    return folders
  }

  /// The file `name` names for a screen of `scale`, nil when no folder holds one.
  package static func find(
    named name: String, screenScale scale: Double, in folders: [URL] = searchFolders()
  ) -> Found? {
    guard !name.isEmpty else { return nil }
    for folder in folders {
      if let found = find(named: name, screenScale: scale, inFolder: folder) { return found }
      for catalogue in catalogues(in: folder) {
        let set = catalogue.appendingPathComponent(name + ".imageset")
        if let found = find(named: name, screenScale: scale, inFolder: set) { return found }
        if let found = anyImage(inSet: set) { return found }
      }
    }
    return nil
  }

  /// The scale a file name gives: 2 for `star@2x.png`, 1 without a suffix.
  package static func scale(ofFileName name: String) -> Double {
    let stem = (name as NSString).deletingPathExtension
    guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
      let value = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]),
      value > 0
    else { return 1 }
    return value
  }

  private static func find(named name: String, screenScale scale: Double, inFolder folder: URL)
    -> Found?
  {
    let names: [String]
    if !(name as NSString).pathExtension.isEmpty {
      names = [name]
    } else {
      let own = "\(name)@\(Int(scale.rounded()))x.png"
      names = [own, "\(name).png", "\(name)@3x.png", "\(name)@2x.png", "\(name)@1x.png"]
    }
    for candidate in names {
      let url = folder.appendingPathComponent(candidate)
      if isFile(url) { return Found(url: url, scale: Self.scale(ofFileName: candidate)) }
    }
    return nil
  }

  /// An image set's PNG when its files are named otherwise (as Xcode names them freely): the
  /// one with the largest scale suffix.
  private static func anyImage(inSet set: URL) -> Found? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: set.path) else {
      return nil
    }
    let images = names.filter { $0.lowercased().hasSuffix(".png") }.sorted()
    guard let best = images.max(by: { scale(ofFileName: $0) < scale(ofFileName: $1) }) else {
      return nil
    }
    return Found(url: set.appendingPathComponent(best), scale: scale(ofFileName: best))
  }

  private static func catalogues(in folder: URL) -> [URL] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  private static func isFile(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }
}
