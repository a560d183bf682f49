// The small part of AppKit that hosts an emitter: views (layer-backed), view controllers, a
// window, colours and images, and the window and headless hosts that show a view tree.
// Re-exports QuartzCore, Core Graphics and Foundation, as AppKit does.
@_exported import QuartzCore
