import Foundation

/// The open `UIView.animate` blocks: while one runs, views answer their layers' action
/// requests with a basic animation of the block's duration, delay and curve instead of
/// `NSNull` (which turns implicit animations off).
@MainActor enum ViewAnimationContext {
  struct Block {
    var duration: TimeInterval
    var delay: TimeInterval
    var timingFunction: CAMediaTimingFunction
  }

  private(set) static var blocks: [Block] = []
  private static var disabled = 0

  static func run(_ block: Block, _ body: () -> Void) {
    blocks.append(block)
    defer { blocks.removeLast() }
    body()
  }

  static func withoutAnimation(_ body: () -> Void) {
    disabled += 1
    defer { disabled -= 1 }
    body()
  }

  /// A basic animation of `event` inside a block (its `fromValue` is filled in by the layer
  /// with the value shown), `NSNull()` outside.
  static func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    guard disabled == 0, let block = blocks.last else { return NSNull() }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = block.duration
    animation.timingFunction = block.timingFunction
    if block.delay > 0 {
      animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + block.delay
      animation.fillMode = .backwards
    }
    return animation
  }
}
