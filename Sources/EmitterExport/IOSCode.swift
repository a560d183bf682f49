import EmitterModel

/// The language `emitter export` writes.
package enum IOSLanguage: String, CaseIterable, Sendable {
  case swift
  case objc
}

/// A scene as CAEmitterLayer code for an iOS app: the text, plus what could not be expressed.
package struct IOSCode: Sendable {
  /// The source file's text.
  package var text: String
  /// Every setting with no iOS equivalent, as `key.path: why`, in scene order: the same lines
  /// the code carries as `// not on iOS:` comments.
  package var notOnIOS: [String]
  /// The image names the code loads with `UIImage(named:)`, each with the file it came from.
  package var images: [String]
  /// The in-memory bitmaps the code loads by name, to be written as `name.png` beside it.
  package var bitmaps: [(name: String, bitmap: ContentsBitmap)]

  /// The code for `scene`, in `language`; `source` names the scene in the header comment and
  /// `functionName` is the function that builds the layers.
  package init(
    scene: Scene, language: IOSLanguage, source: String,
    functionName: String = IOSCode.defaultFunctionName
  ) {
    let plan = IOSExportPlan(scene: scene)
    switch language {
    case .swift:
      text = SwiftPrinter(plan: plan, source: source, functionName: functionName).text
    case .objc:
      text = ObjCPrinter(plan: plan, source: source, functionName: functionName).text
    }
    notOnIOS = plan.notOnIOS
    images = plan.images
    bitmaps = plan.bitmaps
  }

  /// `makeEmitterLayers(in:)` in Swift (`EKMakeEmitterLayers` is the Objective-C spelling).
  package static let defaultFunctionName = "makeEmitterLayers"

  /// Pixels per point the drawn contents (shapes, emoji) are rendered at: the densest iPhone
  /// screen, so they stay crisp when a particle is scaled up to 3×.
  static let drawnContentsScale = 3.0
}
