import Foundation
import Testing

/// An Xvfb server for the duration of a test, so the demo's window can open where there is no
/// display (CI, this machine): `Xvfb -displayfd` picks a free display number and reports it.
/// `DISPLAY` points at it while `body` runs and is restored afterwards. A missing Xvfb fails the
/// test with the install hint: window tests never skip.
///
/// One at a time in the whole test process: `DISPLAY` is process-wide and GLFW is global, so two
/// suites' windows at once (the demo's, ParticleSystem's) would each open on the other's server
/// and die with an X error when it is killed.
@discardableResult
public func withVirtualDisplay<Result>(_ body: () throws -> Result) throws -> Result {
  virtualDisplayLock.lock()
  defer { virtualDisplayLock.unlock() }
  let server = Process()
  let installed = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  let path = try #require(installed, "Xvfb is not installed: run tools/setup (Debian package xvfb)")
  server.executableURL = URL(fileURLWithPath: path)
  // 24-bit colour: GLX offers no RGBA8 visual at Xvfb's default depth of 8. -noreset: by
  // default the server resets when its last client leaves, and a window opened during that
  // reset fails with "Failed to open display" (seen when one test runs the demo twice).
  server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
  let output = Pipe()
  server.standardOutput = output
  server.standardError = FileHandle.nullDevice
  try server.run()
  var number: Int?
  defer {
    // SIGKILL: the child inherits the test thread's signal mask, in which SIGTERM is blocked,
    // so `terminate()` would never reach it. A killed server leaves its lock file and socket;
    // remove them unless the lock now names another server, so a later Xvfb (in this process
    // or another) never finds a stale socket on the number it is given.
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
    if let number { removeLeftovers(ofDisplay: number, server: server.processIdentifier) }
  }
  number = try readDisplayNumber(from: output.fileHandleForReading)
  let displayNumber = number!
  let previous = ProcessInfo.processInfo.environment["DISPLAY"]
  setenv("DISPLAY", ":\(displayNumber)", 1)
  defer {
    if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
  }
  return try body()
}

/// The display number Xvfb writes once it accepts connections.
private func readDisplayNumber(from handle: FileHandle) throws -> Int {
  var text = ""
  while !text.hasSuffix("\n") {
    let chunk = handle.availableData
    if chunk.isEmpty { break }
    text += String(decoding: chunk, as: UTF8.self)
  }
  return try #require(
    Int(text.trimmingCharacters(in: .whitespacesAndNewlines)),
    "Xvfb did not report a display: \(text)")
}

/// Deletes a killed server's socket and lock file, unless a lock now names another server (a
/// socket whose lock is gone belongs to no live server).
private func removeLeftovers(ofDisplay number: Int, server: Int32) {
  let lock = "/tmp/.X\(number)-lock"
  if let text = try? String(contentsOfFile: lock, encoding: .utf8),
    Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) != server
  {
    return
  }
  try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  try? FileManager.default.removeItem(atPath: lock)
}

/// Held while a virtual display is in use (`withVirtualDisplay`).
private let virtualDisplayLock = NSLock()
