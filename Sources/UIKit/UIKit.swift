// The small part of UIKit that hosts an emitter: views, view controllers, colours, images and
// drawing into them, text, touches, and the window and headless hosts that show a view tree.
// Re-exports QuartzCore, Core Graphics and Foundation, as UIKit does.
@_exported import QuartzCore
