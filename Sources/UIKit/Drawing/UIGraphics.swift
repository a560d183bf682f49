import EmitterViewHost
import Foundation

// UIKit's drawing functions, over the thread's context stack: the image-context functions
// (`UIGraphicsBeginImageContext…`) push a bitmap context in UIKit's coordinates (points, y down)
// that `UIGraphicsGetImageFromCurrentImageContext()` reads and `UIGraphicsEndImageContext()`
// pops; `UIGraphicsPushContext`/`PopContext` make any context current.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context drawing goes to now: the innermost one pushed, nil when none is.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.push(.init(context: context))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Restores the context current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Opens an image context of `size` points, with alpha, at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Opens an image context of `size` points at `scale` pixels per point (0: the screen's scale),
/// opaque (no alpha, starting black) or not, and makes it current. An empty size opens none
/// and warns (iOS logs and draws nothing too).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let pixels = scale == 0 ? UIScreen.mainScale : scale
  guard let context = CGContext.imageContext(size: size, scale: pixels, opaque: opaque) else {
    UIKitDiagnostics.warn(
      "UIGraphicsBeginImageContext: \(size.width) × \(size.height) points at scale \(pixels)"
        + " makes no pixels (expected a positive size and scale, at most 32767 pixels a side);"
        + " no context is opened")
    return
  }
  GraphicsContextStack.push(.init(context: context, image: (size, pixels)))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// What the current image context holds, as an image of its scale; nil when the current context
/// is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = GraphicsContextStack.top, let info = top.image,
    let image = top.context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: info.scale, orientation: .up)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Closes the current image context (nothing when the current context is not one).
public func UIGraphicsEndImageContext() {
  guard GraphicsContextStack.top?.image != nil else { return }
  GraphicsContextStack.pop()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
