import EmitterModel
import EmitterSimulation

/// How far the GPU's particles may stray from the CPU reference's, attribute by attribute.
///
/// Both simulators run the same single-precision operations in the same order (the GLSL marks
/// the integrator `precise`, so no fused multiply-adds), on the same spawn plan and the same
/// counter-based random draws. What differs is the transcendental functions: `sin`, `cos`,
/// `sqrt` and `cbrt` (GLSL has no `cbrt`; it becomes `pow`) are a few ulps apart between
/// Swift's libm and a GPU driver, and they feed every birth direction, every position on a
/// circle or sphere and every plane particle's normal. The error starts there, at birth, and
/// the integrator carries it forward. So every default below is a few ulps of the quantity it
/// bounds, relative to that quantity's scale, with the reason next to the number.
///
/// One ulp of a single-precision value is 2^-24 to 2^-23 of it (6e-8 to 1.2e-7), so "1e-6
/// relative" means roughly 8 to 16 ulps. Scales come from the reference snapshot (the
/// expected one) and the scene, never from the snapshot under test, so a runaway GPU value
/// cannot widen its own tolerance.
///
/// Measured against the GPU simulator on Mesa llvmpipe (100 random scenes, 5 s of jittery
/// frames): ages, lifetimes, colours, scales, rotations and masses bit-identical; positions at a
/// median 11 % of their tolerance. One known exception: a sub-cell aimed along a parent moving
/// almost along z, where `EmissionFrame.along` takes its side axis from the parent direction's
/// tiny x and y and so magnifies an ulp of difference by 1 / sin(angle from z) (seed 53: 13×,
/// velocity 1.25× and position 1.8× over).
package struct ComparisonTolerance: Sendable, Equatable, Codable {
  /// Points of position error allowed per 1000 points of scene extent: 1e-3, i.e. 1e-6 relative
  /// (about 8 ulps). The extent is the largest of the canvas's sides and the largest |position|
  /// component of the reference, and at least 1000 pt: below that the integrator's absolute
  /// rounding (ulps of a few hundred points, times hundreds of steps) is what bounds the error.
  /// Velocity errors of a few ulps from `sin`/`cos` at birth grow linearly with age, and a
  /// particle's distance from the emitter grows with age too, so the relative bound holds for a
  /// particle's whole life. DESIGN.md states this number.
  var positionPerKilopoint: Double = 1e-3

  /// Points per second of velocity error per 1000 pt/s of the reference's largest |velocity|
  /// component (at least 1000): 1e-3, i.e. 1e-6 relative. A birth direction is a product of
  /// `sin`s and `cos`s (the cone, the emission frame, a sub-cell's parent's normalised motion);
  /// each is a few ulps off, then scaled by the speed; `v += a·h` adds identical roundings.
  var velocityPerKilopointPerSecond: Double = 1e-3

  /// Colour error per channel: 1/512, under half of one 8-bit level (1/255), so the rendered
  /// byte moves by at most one step. Colours are `clamp(c0 + speed × age)` times the parent's
  /// colour for sub-cells: exact arithmetic on both sides, so this is a generous bound that
  /// mainly guards against a wrong formula (a missing clamp, the wrong age).
  var colorAbsolute: Double = 1.0 / 512

  /// Seconds of age and lifetime error per second of the reference's largest age or lifetime
  /// (at least 1 s): 1e-5. Ages are sums of the same single-precision step lengths on both sides
  /// and lifetimes one draw `M + R·h·(2u - 1)`, so they agree to the bit unless a compiler fuses
  /// a multiply-add (1 ulp, 1.2e-7 s at 1 s). 1e-5 s is 1/1700 of a 60 fps frame: far below
  /// anything that moves a particle's death to another frame, far above rounding.
  var timeRelative: Double = 1e-5

  /// Scale error per unit of the reference's largest |scale| (at least 1): 1e-5. Scale is
  /// `s0 + scaleSpeed × age` (times the parent's for sub-cells): a few ulps of rounding,
  /// plus `scaleSpeed ×` the age error above, which at the speeds scenes use (|speed| < 10/s) is
  /// under 1e-4 × the time tolerance.
  var scaleRelative: Double = 1e-5

  /// Rotation error, radians, per radian of the largest of |rotation| and |spin| × age in the
  /// reference (at least 1): 1e-5. Rotation is `rotation0 + spin × age`; the product carries a
  /// few ulps of |spin × age| (which can be far larger than the result, when `rotation0` cancels
  /// it), and any age error is multiplied by the spin, so the bound adds the scene's largest
  /// |spin| × the age tolerance (see `ComparisonScale.maximumSpin`).
  var rotationRelative: Double = 1e-5

  /// Error per component of a plane particle's unit normal: 1e-5. The normal is drawn like the
  /// emission direction, a product of up to four `sin`/`cos` values; a few ulps each is about
  /// 5e-7. 1e-5 of tilt moves the corner of a 100 pt confetti quad by 1e-3 pt.
  var normalAbsolute: Double = 1e-5

  /// Mass error per unit of the reference's largest |mass| (at least 1): 1e-6. Mass is one draw
  /// `M + R·h·(2u - 1)` and never changes: 1 ulp at most, from a fused multiply-add.
  var massRelative: Double = 1e-6

  /// How far apart the two snapshots' times may be, seconds: 1e-9, double-precision rounding of
  /// the same frame times. Snapshots taken at different moments are not comparable at all.
  package var time: Double = 1e-9

  package init() {}

  /// The documented defaults above: CPU reference versus GPU over the same frame times.
  package static let standard = ComparisonTolerance()

  /// Every deviation must be zero: two runs of the same simulator must agree to the bit.
  package static let exact: ComparisonTolerance = {
    var exact = ComparisonTolerance()
    exact.positionPerKilopoint = 0
    exact.velocityPerKilopointPerSecond = 0
    exact.colorAbsolute = 0
    exact.timeRelative = 0
    exact.scaleRelative = 0
    exact.rotationRelative = 0
    exact.normalAbsolute = 0
    exact.massRelative = 0
    exact.time = 0
    return exact
  }()
}
