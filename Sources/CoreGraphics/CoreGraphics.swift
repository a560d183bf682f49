// Core Graphics as emitter code uses it, over cairo: colours, images (PNG files and drawing),
// paths and a drawing context. Foundation on Linux already provides CGFloat, CGPoint, CGSize
// and CGRect; re-exported so `import CoreGraphics` alone is enough, as on Apple platforms.
@_exported import Foundation
