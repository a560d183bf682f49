import EmitterContents
import EmitterGPU
import EmitterModel
import Foundation

/// The std430 (here the same as std140) mirror of `CellContents` in Shaders/include/cell_contents.glsl: what each flat
/// cell draws, from its `ContentsAtlas.Entry`. EmitterRenderGLTests checks it against reflection.
package enum CellContentsLayout {
  package static let stride = 80
  /// `CONTENTS_SAMPLER_COUNT`: one sampler per (minification, magnification) pair.
  package static let samplerCount = 6

  package enum Member: Int, CaseIterable, Sendable {
    case textureRect = 0, halfSize = 16, textureLayer = 24, samplerIndex = 28, lodScale = 32
    case frameCount = 36, framesPerRow = 40, framesPerSecond = 44, frameMode = 48
    case trailLayer = 52, trailRect = 64
    package var name: String { String(describing: self) }
  }

  /// The sampler of a filter pair: 2 × minification (nearest 0, linear 1, trilinear 2) plus 1
  /// when magnification is nearest (a trilinear magnification filter magnifies as linear).
  package static func samplerIndex(minification: ContentsFilter, magnification: ContentsFilter)
    -> Int
  {
    let minIndex =
      switch minification {
      case .nearest: 0
      case .linear: 1
      case .trilinear: 2
      }
    return 2 * minIndex + (magnification == .nearest ? 1 : 0)
  }

  /// `FRAME_MODE_…` of Shaders/include/contents_frames.glsl.
  static func frameModeCode(_ mode: ContentsFrameMode) -> UInt32 {
    switch mode {
    case .loop: 0
    case .once: 1
    case .lifetime: 2
    }
  }

  /// The filters of sampler `index`: the inverse of `samplerIndex`.
  package static func filters(ofSampler index: Int) -> (
    minification: ContentsFilter, magnification: ContentsFilter
  ) {
    let minification: [ContentsFilter] = [.nearest, .linear, .trilinear]
    return (minification[index / 2], index % 2 == 1 ? .nearest : .linear)
  }

  /// The whole block: one entry per flat cell (at least one); cells without contents have texture
  /// layer -1 and draw nothing, cells without `trailContents` trail layer -1 (flat ribbons).
  static func pack(_ entries: [ContentsAtlas.Entry?], trails: [ContentsAtlas.TrailEntry?])
    -> [UInt32]
  {
    let count = max(1, entries.count)
    var writer = BlockWriter(byteCount: count * stride)
    for index in 0..<count {
      let base = index * stride
      if index < trails.count, let trail = trails[index] {
        writer.set(Float(trail.layer), at: base + Member.trailLayer.rawValue)
        writer.set(
          SIMD4(trail.extent.x, trail.extent.y, trail.halfTexel.x, trail.halfTexel.y),
          at: base + Member.trailRect.rawValue)
      } else {
        writer.set(Float(-1), at: base + Member.trailLayer.rawValue)
      }
      guard index < entries.count, let entry = entries[index] else {
        writer.set(Float(-1), at: base + Member.textureLayer.rawValue)
        continue
      }
      writer.set(
        SIMD4(
          entry.textureOrigin.x, entry.textureOrigin.y, entry.textureSize.x, entry.textureSize.y),
        at: base + Member.textureRect.rawValue)
      writer.set(entry.halfSize, at: base + Member.halfSize.rawValue)
      writer.set(Float(entry.layer), at: base + Member.textureLayer.rawValue)
      writer.set(
        UInt32(samplerIndex(minification: entry.minification, magnification: entry.magnification)),
        at: base + Member.samplerIndex.rawValue)
      writer.set(Float.pow2(entry.lodBias), at: base + Member.lodScale.rawValue)
      writer.set(UInt32(clamping: entry.frameCount), at: base + Member.frameCount.rawValue)
      writer.set(UInt32(clamping: entry.framesPerRow), at: base + Member.framesPerRow.rawValue)
      writer.set(entry.framesPerSecond, at: base + Member.framesPerSecond.rawValue)
      writer.set(frameModeCode(entry.frameMode), at: base + Member.frameMode.rawValue)
    }
    return writer.words
  }
}

extension Float {
  /// 2^x.
  static func pow2(_ x: Float) -> Float { Float(exp2(Double(x))) }
}
