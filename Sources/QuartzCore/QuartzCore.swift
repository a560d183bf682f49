// Core Animation's classes over EmitterKit: CALayer, CAEmitterLayer, CAEmitterCell, the private
// CAEmitterBehavior, the CAAnimation family and CATransaction. Re-exports Core Graphics (and
// through it Foundation), as QuartzCore does on Apple platforms.
@_exported import CoreGraphics
