// Core Graphics as emitter code uses it, over cairo: colours, images (PNG files and drawing),
// paths and a drawing context. Foundation on Linux already provides CGFloat, CGPoint, CGSize
// and CGRect; re-exported so `import CoreGraphics` alone is enough, as on Apple platforms.
//
// What differs from Apple's everywhere: there is no colour management. Every colour and pixel
// is taken as sRGB (device RGB and generic grey are sRGB's values, grey as r = g = b), and a
// drawing context is 8-bit RGBA. Doc comments say where a declaration differs further.
@_exported import Foundation

/// A Core Foundation string on Apple platforms; a Swift `String` here, so `CGColorSpace.sRGB`
/// and `"name" as CFString` read as they do there (Foundation on Linux exports no CF types).
public typealias CFString = String

/// A Core Foundation URL on Apple platforms; Foundation's `URL` here, so
/// `CGDataProvider(url: url as CFURL)` compiles unchanged.
public typealias CFURL = URL

/// Core Foundation data on Apple platforms; Foundation's `Data` here, so
/// `CGDataProvider(data: data as CFData)` and `provider.data as Data?` compile unchanged.
public typealias CFData = Data
