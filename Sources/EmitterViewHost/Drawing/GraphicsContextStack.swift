package import CoreGraphics
import Foundation

/// The current drawing context of this thread, as UIKit keeps it (`UIGraphicsGetCurrentContext`,
/// `UIGraphicsPushContext`) and AppKit (`NSGraphicsContext.current`): a stack, so drawing code
/// can draw into an image while a view draws. Each thread has its own, as on Apple platforms.
package enum GraphicsContextStack {
  /// One pushed context, and the image context that made it (when one did).
  package struct Entry {
    package let context: CGContext
    /// Set for a context `UIGraphicsBeginImageContext…` opened: its size and scale, for the
    /// image made from it.
    package let image: (size: CGSize, scale: CGFloat)?

    package init(context: CGContext, image: (size: CGSize, scale: CGFloat)? = nil) {
      self.context = context
      self.image = image
    }
  }

  private final class Stack {
    var entries: [Entry] = []
  }

  private static let key = "EmitterViewHost.GraphicsContextStack"

  private static var stack: Stack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Stack { return stack }
    let stack = Stack()
    dictionary[key] = stack
    return stack
  }

  /// The context drawing goes to now, nil when none was pushed.
  package static var current: CGContext? { stack.entries.last?.context }

  /// The innermost entry.
  package static var top: Entry? { stack.entries.last }

  package static func push(_ entry: Entry) { stack.entries.append(entry) }

  /// Pops the innermost context; nil when none was pushed.
  @discardableResult
  package static func pop() -> Entry? { stack.entries.popLast() }

  /// Runs `body` with `context` current.
  package static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows
    -> Result
  {
    push(Entry(context: context))
    defer { pop() }
    return try body()
  }
}
