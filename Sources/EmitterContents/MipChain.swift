import EmitterImage

/// Mip levels made on the CPU, so the GL texture and the CPU reference sample the same texels
/// at every level (a driver's `glGenerateMipmap` may filter differently).
package enum MipChain {
  /// `image` in the top-left corner of a transparent `width × height` layer, then every level
  /// down to 1 × 1, each the 2 × 2 box average of the one above (rounded to nearest).
  package static func levels(of image: RGBAImage, layerWidth width: Int, layerHeight height: Int)
    -> [RGBAImage]
  {
    var base = RGBAImage(width: width, height: height)
    for y in 0..<image.height {
      let source = y * image.width * 4
      let target = y * width * 4
      base.pixels.replaceSubrange(
        target..<target + image.width * 4, with: image.pixels[source..<source + image.width * 4])
    }
    var levels = [base]
    while levels.last!.width > 1 || levels.last!.height > 1 {
      levels.append(halve(levels.last!))
    }
    return levels
  }

  /// The number of levels of a `width × height` texture: down to 1 × 1.
  package static func levelCount(width: Int, height: Int) -> Int {
    var count = 1
    var side = max(width, height)
    while side > 1 {
      side >>= 1
      count += 1
    }
    return count
  }

  /// Half the size in each dimension (at least 1), each texel the average of the 2 × 2 (or 2 × 1)
  /// texels it covers; an odd last row or column is dropped, as GL's level sizes do.
  package static func halve(_ image: RGBAImage) -> RGBAImage {
    let width = max(1, image.width / 2)
    let height = max(1, image.height / 2)
    let stepX = image.width > 1 ? 2 : 1
    let stepY = image.height > 1 ? 2 : 1
    var out = RGBAImage(width: width, height: height)
    let count = stepX * stepY
    for y in 0..<height {
      for x in 0..<width {
        var sum = SIMD4<Int>.zero
        for dy in 0..<stepY {
          for dx in 0..<stepX {
            let p = image[x * stepX + dx, y * stepY + dy]
            sum &+= SIMD4(Int(p.x), Int(p.y), Int(p.z), Int(p.w))
          }
        }
        let rounded = (sum &+ SIMD4(repeating: count / 2)) / SIMD4(repeating: count)
        out[x, y] = SIMD4(UInt8(rounded.x), UInt8(rounded.y), UInt8(rounded.z), UInt8(rounded.w))
      }
    }
    return out
  }
}
