import Foundation
import Testing

/// Reads back what `emitter render` wrote: a GIF's frame delays from its own bytes, and any
/// video's frames as straight RGBA through ffmpeg.
enum VideoFileReading {
  /// The delay of every frame of a GIF, centiseconds, from its Graphic Control Extensions.
  static func gifDelays(_ path: String) throws -> [Int] {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    try #require(bytes.count > 13 && bytes.starts(with: Array("GIF89a".utf8)), "not a GIF89a")
    var index = 13
    let skipTable = { (flags: UInt8) in flags & 0x80 != 0 ? 3 * (2 << Int(flags & 7)) : 0 }
    index += skipTable(bytes[10])
    var delays: [Int] = []
    func skipSubBlocks() throws {
      while true {
        try #require(index < bytes.count, "GIF ends inside a block")
        let length = Int(bytes[index])
        index += 1 + length
        if length == 0 { return }
      }
    }
    while index < bytes.count {
      switch bytes[index] {
      case 0x3B:
        return delays
      case 0x21:
        if bytes[index + 1] == 0xF9 {
          delays.append(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8)
        }
        index += 2
        try skipSubBlocks()
      case 0x2C:
        index += 10 + skipTable(bytes[index + 9]) + 1
        try skipSubBlocks()
      default:
        Issue.record("unexpected GIF block 0x\(String(bytes[index], radix: 16)) at \(index)")
        return delays
      }
    }
    Issue.record("GIF without a trailer")
    return delays
  }

  /// Every frame of a video as straight-alpha RGBA bytes, decoded by ffmpeg (`decoder` forces
  /// a decoder: ffmpeg's own VP9 decoder drops alpha, libvpx keeps it).
  static func rgbaFrames(_ path: String, width: Int, height: Int, decoder: String? = nil) throws
    -> [[UInt8]]
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["ffmpeg", "-hide_banner", "-loglevel", "error"]
      + (decoder.map { ["-c:v", $0] } ?? [])
      + ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "ffmpeg could not decode \(path)")
    let frameBytes = width * height * 4
    try #require(data.count % frameBytes == 0 && !data.isEmpty, "\(data.count) bytes")
    let bytes = [UInt8](data)
    return stride(from: 0, to: bytes.count, by: frameBytes).map {
      Array(bytes[$0..<$0 + frameBytes])
    }
  }

  /// ffprobe's length of a file, seconds: what a player that slows short GIF frames shows.
  static func probedDuration(_ path: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return try #require(Double(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }
}
