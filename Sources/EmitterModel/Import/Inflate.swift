import CZlib
import Foundation

/// zlib's inflate over a whole buffer: gzip or zlib framing, detected from the header
/// (`windowBits` 15 + 32), as cocos2d reads `textureImageData`.
enum Inflate {
  /// The decompressed bytes, or nil when `data` is not a complete gzip or zlib stream or would
  /// inflate past `limit` bytes (a bomb; a real texture is far smaller).
  static func decompress(_ data: Data, limit: Int) -> Data? {
    guard !data.isEmpty else { return nil }
    var stream = z_stream()
    guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
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
    return status == Z_STREAM_END ? output : nil
  }
}
