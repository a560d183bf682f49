// The small part of AppKit that hosts an emitter: views, colours and images. Re-exports
// QuartzCore, Core Graphics and Foundation, as AppKit does.
@_exported import QuartzCore
