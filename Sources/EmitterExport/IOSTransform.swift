import EmitterModel
import Foundation

/// A `transform` or `sublayerTransform` as CATransform3D code writes it: the calls an iOS
/// developer makes when the matrix is made of them, otherwise the identity with the entries
/// that differ.
package enum IOSTransform: Hashable, Sendable {
  /// Steps applied in order to CATransform3DIdentity, each as Core Animation's functions apply
  /// them (`CATransform3DRotate(t, …)` is `rotation · t`): what `S · Rx · Ry · Rz · T · P`
  /// looks like in iOS code, `t.m34 = p` first, then translate, rotate about z, y, x, scale.
  case steps([Step])
  /// CATransform3DIdentity with these entries replaced (`m11`…`m44`, as named in the struct).
  case entries([Entry])

  package enum Step: Hashable, Sendable {
    /// `t.m34 = p` on the identity: the perspective term.
    case perspective(Double)
    case translate(Double, Double, Double)
    case rotate(angle: Double, x: Double, y: Double, z: Double)
    case scale(Double, Double, Double)
  }

  package struct Entry: Hashable, Sendable {
    /// `m11`…`m44`.
    package var name: String
    package var value: Double

    package init(name: String, value: Double) {
      self.name = name
      self.value = value
    }
  }

  /// The readable calls when they rebuild `matrix` bit for bit (with EmitterKit's arithmetic,
  /// which the tests' stub of QuartzCore shares), otherwise the entries that differ from the
  /// identity (by bits, so a -0.0 is kept).
  package init(_ matrix: Transform3D) {
    if let steps = Self.readableSteps(matrix) {
      self = .steps(steps)
    } else {
      let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
      self = .entries(
        zip(names, zip(matrix.entries, Transform3D.identity.entries)).compactMap { name, pair in
          pair.0.bitPattern == pair.1.bitPattern ? nil : Entry(name: name, value: pair.0)
        })
    }
  }

  /// Whether one expression writes it (a single `CATransform3DMake…` call, or
  /// `CATransform3DIdentity`); otherwise the code builds it in a variable first.
  package var isSingleCall: Bool {
    if case .entries(let entries) = self, entries.isEmpty { return true }  // the identity
    guard case .steps(let steps) = self, steps.count == 1 else { return false }
    if case .perspective = steps[0] { return false }
    return true
  }

  /// The step of a transform that one `CATransform3DMake…` call writes.
  var singleCall: Step? {
    guard isSingleCall, case .steps(let steps) = self else { return nil }
    return steps[0]
  }

  /// The matrix the steps build, with EmitterKit's products (`Transform3D`).
  package static func evaluate(_ steps: [Step]) -> Transform3D {
    var t = Transform3D.identity
    for step in steps {
      switch step {
      case .perspective(let p): t.m34 = p
      case .translate(let x, let y, let z): t = Transform3D.translation(x, y, z).concatenating(t)
      case .rotate(let angle, let x, let y, let z):
        t = Transform3D.rotation(angle, x, y, z).concatenating(t)
      case .scale(let x, let y, let z): t = Transform3D.scale(x, y, z).concatenating(t)
      }
    }
    return t
  }

  /// The decomposition (`TransformComponents`) as steps, with the scales and angles as found and
  /// rounded to fewer digits (a decomposed `0.7` may read `0.7000000000000001`): the first that
  /// rebuilds the matrix exactly, or nil.
  private static func readableSteps(_ matrix: Transform3D) -> [Step]? {
    guard !matrix.isIdentity else { return nil }
    let parts = TransformComponents(matrix)
    // P only changes the fourth column: (m13·p, m23·p, m33·p, m43·p + 1).
    var perspective = 0.0
    if matrix.m34 != 0 {
      guard matrix.m33 != 0 else { return nil }
      perspective = matrix.m34 / matrix.m33
    }
    for digits in [nil, 15, 12, 9] as [Int?] {
      func round(_ value: Double) -> Double {
        guard let digits, value != 0 else { return value }
        return Double(String(format: "%.\(digits)g", value)) ?? value
      }
      var steps: [Step] = []
      if perspective != 0 { steps.append(.perspective(round(perspective))) }
      let t = parts.translation
      if t != .zero { steps.append(.translate(t.x, t.y, t.z)) }
      let r = parts.rotation
      if r.z != 0 { steps.append(.rotate(angle: round(r.z), x: 0, y: 0, z: 1)) }
      if r.y != 0 { steps.append(.rotate(angle: round(r.y), x: 0, y: 1, z: 0)) }
      if r.x != 0 { steps.append(.rotate(angle: round(r.x), x: 1, y: 0, z: 0)) }
      let s = parts.scale
      if s != SIMD3(repeating: 1) { steps.append(.scale(round(s.x), round(s.y), round(s.z))) }
      let built = evaluate(steps)
      if zip(built.entries, matrix.entries).allSatisfy({ $0.bitPattern == $1.bitPattern }) {
        return steps
      }
    }
    return nil
  }
}

extension IOSTransform.Step {
  /// QuartzCore's function that makes the step from the identity (`CATransform3DMakeScale`);
  /// the perspective step has none (it is an assignment to `m34`).
  var makeFunction: String {
    switch self {
    case .perspective: "CATransform3DIdentity"
    case .translate: "CATransform3DMakeTranslation"
    case .rotate: "CATransform3DMakeRotation"
    case .scale: "CATransform3DMakeScale"
    }
  }

  /// QuartzCore's function that applies the step to a transform (`CATransform3DScale(t, …)`).
  var applyFunction: String {
    switch self {
    case .perspective: "CATransform3DIdentity"
    case .translate: "CATransform3DTranslate"
    case .rotate: "CATransform3DRotate"
    case .scale: "CATransform3DScale"
    }
  }

  /// The function's numbers after the transform: `tx, ty, tz`; `angle, x, y, z`; `sx, sy, sz`.
  package var arguments: [Double] {
    switch self {
    case .perspective(let p): [p]
    case .translate(let x, let y, let z), .scale(let x, let y, let z): [x, y, z]
    case .rotate(let angle, let x, let y, let z): [angle, x, y, z]
    }
  }
}
