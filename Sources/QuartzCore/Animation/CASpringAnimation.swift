import Foundation

/// A basic animation that moves like a damped spring from `fromValue` to `toValue` (Core
/// Animation's CASpringAnimation): mass on a spring of `stiffness` with `damping`, starting at
/// `initialVelocity` (in lengths of the animation per second, toward the end value).
open class CASpringAnimation: CABasicAnimation {
  /// The moving mass; 1 by default.
  open var mass: CGFloat = 1
  /// The spring constant; 100 by default.
  open var stiffness: CGFloat = 100
  /// The damping coefficient; 10 by default.
  open var damping: CGFloat = 10
  /// The starting velocity toward the end value, in animation lengths per second; 0 by default.
  open var initialVelocity: CGFloat = 0

  /// How long the spring takes to settle (within 0.1 % of the end value and staying there),
  /// seconds: what `duration` is usually set to.
  open var settlingDuration: CFTimeInterval { springCurve.settlingTime }

  /// The spring's motion as a function of time.
  var springCurve: SpringCurve {
    SpringCurve(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity))
  }

  override func makeCopy() -> CAAnimation {
    let copy = CASpringAnimation()
    copy.copyValues(of: self)
    return copy
  }

  override func copyValues(of other: CAAnimation) {
    super.copyValues(of: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
  }
}

/// A damped harmonic oscillator's progress from 0 to 1: `1 + y(t)` where `m y'' + c y' + k y = 0`,
/// `y(0) = -1`, `y'(0) = v0`, in closed form for each damping regime.
struct SpringCurve: Sendable {
  let mass: Double
  let stiffness: Double
  let damping: Double
  let initialVelocity: Double

  /// Progress at `t` seconds: 0 at the start, 1 at rest (overshooting when underdamped).
  func progress(at t: Double) -> Double { 1 + displacement(at: t) }

  private func displacement(at t: Double) -> Double {
    guard mass > 0, stiffness > 0 else { return 0 }
    let omega = (stiffness / mass).squareRoot()
    let zeta = max(damping, 0) / (2 * (stiffness * mass).squareRoot())
    let v0 = initialVelocity
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * omega) / omegaD
      return exp(-zeta * omega * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
    }
    if zeta == 1 {
      return (-1 + (v0 - omega) * t) * exp(-omega * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v0 + r1) / (r2 - r1)
    let c1 = -1 - c2
    return c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// The first time after which the displacement stays within 0.001: scanned in 1 ms steps
  /// (with a 10 s cap) from the end back, so a late overshoot is not missed.
  var settlingTime: Double {
    let step = 0.001
    let limit = 10_000
    var settled = limit
    for index in stride(from: limit, through: 0, by: -1) {
      if abs(displacement(at: Double(index) * step)) > 0.001 { break }
      settled = index
    }
    return Double(settled) * step
  }
}

/// A set of animations run together on one layer, their timing inside the group's (Core
/// Animation's CAAnimationGroup): each child's `beginTime` counts in the group's time, and the
/// group's `duration` (0.25 s when 0) cuts them off.
open class CAAnimationGroup: CAAnimation {
  /// The animations of the group.
  open var animations: [CAAnimation]?

  override func makeCopy() -> CAAnimation {
    let copy = CAAnimationGroup()
    copy.copyValues(of: self)
    return copy
  }

  override func copyValues(of other: CAAnimation) {
    super.copyValues(of: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.makeCopy() }
  }
}

/// A transition of a layer's content (Core Animation's CATransition). EmitterKit draws the
/// `fade` type: the layer's opacity cross-fades from what it showed when the transition was
/// added to its model value, over the transition's duration and timing function, between
/// `startProgress` and `endProgress` of the way.
open class CATransition: CAAnimation {
  /// The effect; `.fade` by default (the only one drawn; others fade, with a warning).
  open var type = CATransitionType.fade
  /// The direction of a moving effect.
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0...1 (at most `endProgress`).
  open var startProgress: Float = 0
  /// Where in the transition it ends, `startProgress`...1.
  open var endProgress: Float = 1
  /// A filter for the effect (stored, not drawn).
  open var filter: Any?

  /// The opacity the layer showed when this copy was added: where the fade starts.
  var opacityShownAtAdd: Double?

  override func makeCopy() -> CAAnimation {
    let copy = CATransition()
    copy.copyValues(of: self)
    return copy
  }

  override func copyValues(of other: CAAnimation) {
    super.copyValues(of: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    filter = other.filter
    opacityShownAtAdd = other.opacityShownAtAdd
  }
}
