// The small part of UIKit that hosts an emitter: views, view controllers, colours, images and
// drawing into them. Re-exports QuartzCore, Core Graphics and Foundation, as UIKit does.
@_exported import QuartzCore
