import Foundation

/// The desktop's reduced-motion setting, read once per process, first stated wins:
/// `EMITTERKIT_REDUCED_MOTION` (any desktop, or none), GTK's `gtk-enable-animations` in
/// `$XDG_CONFIG_HOME/gtk-4.0/settings.ini` or `gtk-3.0/settings.ini` (what a GTK user set by
/// hand), GNOME's `org.gnome.desktop.interface enable-animations` through `gsettings` (the
/// switch in GNOME Settings, Accessibility). Nothing stated is full motion.
package struct MotionSetting: Sendable, Equatable {
  /// The environment variable: 1, true, yes or on reduce motion; 0, false, no or off do not.
  package static let environmentVariable = "EMITTERKIT_REDUCED_MOTION"

  /// Whether motion is reduced.
  package var reduced: Bool
  /// Where that was stated, for messages ("EMITTERKIT_REDUCED_MOTION=1", "gsettings", "none").
  package var source: String

  package init(reduced: Bool, source: String) {
    self.reduced = reduced
    self.source = source
  }

  /// The process's setting, read on first use.
  package static let current: Result<MotionSetting, MotionSettingError> = Result {
    () throws(MotionSettingError) in
    try read(
      environment: ProcessInfo.processInfo.environment,
      file: { try? String(contentsOf: $0, encoding: .utf8) }, gsettings: gsettingsValue)
  }

  /// The setting from these sources (the tests give their own).
  /// - Parameters:
  ///   - file: a file's text, or nil when it cannot be read.
  ///   - gsettings: `enable-animations` as gsettings prints it, or nil without gsettings.
  package static func read(
    environment: [String: String], file: (URL) -> String?, gsettings: () -> String?
  ) throws(MotionSettingError) -> MotionSetting {
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let reduced = boolean(value) else {
        throw MotionSettingError(variable: environmentVariable, value: value)
      }
      return MotionSetting(reduced: reduced, source: "\(environmentVariable)=\(value)")
    }
    let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? home?.appendingPathComponent(".config")
    for version in ["gtk-4.0", "gtk-3.0"] {
      guard let config,
        let text = file(config.appendingPathComponent("\(version)/settings.ini")),
        let animations = gtkEnableAnimations(in: text)
      else { continue }
      return MotionSetting(reduced: !animations, source: "\(version)/settings.ini")
    }
    if let printed = gsettings(), let animations = boolean(printed) {
      return MotionSetting(reduced: !animations, source: "gsettings")
    }
    return MotionSetting(reduced: false, source: "none")
  }

  /// `gtk-enable-animations` in a GTK settings.ini's `[Settings]` group, if set.
  package static func gtkEnableAnimations(in text: String) -> Bool? {
    var inSettings = false
    var found: Bool?
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("[") {
        inSettings = line == "[Settings]"
        continue
      }
      guard inSettings, !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard key == "gtk-enable-animations" else { continue }
      found = boolean(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces))
    }
    return found
  }

  /// A yes or no as GLib's key files and the environment write them.
  static func boolean(_ text: String) -> Bool? {
    switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
    case "1", "true", "yes", "on": true
    case "0", "false", "no", "off": false
    default: nil
    }
  }

  /// `gsettings get org.gnome.desktop.interface enable-animations`, or nil where gsettings is
  /// not installed or does not know the key (no GNOME schemas).
  static func gsettingsValue() -> String? {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map { "\($0)/gsettings" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let path else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

/// `EMITTERKIT_REDUCED_MOTION` holds something other than a yes or a no.
public struct MotionSettingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The environment variable read.
  public var variable: String
  /// What it held.
  public var value: String

  /// The variable, its value and what it takes.
  public var description: String {
    "\(variable) is \"\(value)\"; it takes 1, true, yes or on (reduce motion) or 0, false, no or"
      + " off (full motion)"
  }
}
