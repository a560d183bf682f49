import CZlib
import Foundation

/// zlib's inflate over a whole buffer: gzip or zlib framing, detected from the header
/// (`windowBits` 15 + 32), as cocos2d reads `textureImageData`.
enum Inflate {
  /// What inflating gave.
  enum Outcome: Equatable {
    case inflated(Data)
    /// Not a complete gzip or zlib stream.
    case corrupt
    /// The stream goes on past the limit (a bomb; a real texture is far smaller): inflating
    /// stopped there, so no more than `limit` plus one chunk was ever held.
    case overLimit
  }

  /// The decompressed bytes, or why there are none.
  static func decompress(_ data: Data, limit: Int) -> Outcome {
    guard !data.isEmpty else { return .corrupt }
    var stream = z_stream()
    guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return .corrupt }
    defer { inflateEnd(&stream) }
    var output = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var input = [UInt8](data)
    let status: Int32 = input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      while true {
        let result: Int32 = chunk.withUnsafeMutableBufferPointer { buffer in
          stream.next_out = buffer.baseAddress
          stream.avail_out = uInt(buffer.count)
          return inflate(&stream, Z_NO_FLUSH)
        }
        let produced = chunk.count - Int(stream.avail_out)
        output.append(contentsOf: chunk[0..<produced])
        if output.count > limit { return Z_MEM_ERROR }
        if result == Z_STREAM_END { return Z_STREAM_END }
        // No progress with input left, or an error: a truncated or corrupt stream.
        if result != Z_OK || (produced == 0 && stream.avail_in == 0) { return Z_DATA_ERROR }
      }
    }
    switch status {
    case Z_STREAM_END: return .inflated(output)
    case Z_MEM_ERROR: return .overLimit
    default: return .corrupt
    }
  }
}
