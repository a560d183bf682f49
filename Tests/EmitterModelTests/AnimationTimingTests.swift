import EmitterModel
import Testing

@Suite("Animation timing: begin, speed, repeat, autoreverse, fill")
struct AnimationTimingTests {
  func number(_ animation: PropertyAnimation, at t: Double, model: Double = -1) -> Double? {
    guard case .number(let value)? = animation.value(atLayerTime: t, modelValue: .number(model), underlying: .number(model))
    else { return nil }
    return value
  }

  func ramp(_ configure: (inout PropertyAnimation) -> Void = { _ in }) -> PropertyAnimation {
    var animation = PropertyAnimation.basic("birthRate", from: 0.0, to: 10.0, duration: 2)
    configure(&animation)
    return animation
  }

  @Test("a basic animation runs from its begin time over its duration, then is removed")
  func basicRun() {
    let animation = ramp { $0.timing.beginTime = 1 }
    #expect(number(animation, at: 0.5) == nil, "before: no effect")
    #expect(number(animation, at: 1) == 0)
    #expect(number(animation, at: 2) == 5)
    #expect(abs((number(animation, at: 2.999) ?? 0) - 9.995) < 1e-9)
    #expect(number(animation, at: 3) == nil, "removed on completion: the model value shows")
  }

  @Test("fill modes: backwards holds the start before; forwards holds the end only when not removed")
  func fillModes() {
    let backwards = ramp { $0.timing.beginTime = 1; $0.timing.fillMode = .backwards }
    #expect(number(backwards, at: 0) == 0)
    #expect(number(backwards, at: 5) == nil)
    let forwardsRemoved = ramp { $0.timing.fillMode = .forwards }
    #expect(number(forwardsRemoved, at: 5) == nil, "removedOnCompletion wins over the fill")
    let forwards = ramp { $0.timing.fillMode = .forwards; $0.isRemovedOnCompletion = false }
    #expect(number(forwards, at: 5) == 10)
    let both = ramp { $0.timing.beginTime = 1; $0.timing.fillMode = .both; $0.isRemovedOnCompletion = false }
    #expect(number(both, at: 0) == 0 && number(both, at: 9) == 10)
    let kept = ramp { $0.isRemovedOnCompletion = false }
    #expect(number(kept, at: 5) == nil, "fill removed: no effect after the end even when kept")
  }

  @Test("repeatCount repeats, fractional counts end mid-way, repeatDuration bounds the time")
  func repeats() {
    let twice = ramp { $0.timing.repeatCount = 2 }
    #expect(number(twice, at: 1) == 5 && number(twice, at: 3) == 5)
    #expect(number(twice, at: 2) == 0, "second repetition starts over")
    #expect(number(twice, at: 4) == nil)
    let half = ramp { $0.timing.repeatCount = 2.5; $0.timing.fillMode = .forwards; $0.isRemovedOnCompletion = false }
    #expect(number(half, at: 10) == 5, "ends half-way through the third repetition")
    let whole = ramp { $0.timing.repeatCount = 2; $0.timing.fillMode = .forwards; $0.isRemovedOnCompletion = false }
    #expect(number(whole, at: 10) == 10, "a whole number of repetitions holds the end, not the start")
    let bounded = ramp { $0.timing.repeatDuration = 3 }
    #expect(number(bounded, at: 2.5) == 2.5 && number(bounded, at: 3) == nil)
    let forever = ramp { $0.timing.repeatCount = .infinity }
    #expect(number(forever, at: 1001) == 5)
  }

  @Test("autoreverses plays forwards then backwards; with repeats and fill")
  func autoreverse() {
    let there = ramp { $0.timing.autoreverses = true }
    #expect(number(there, at: 1) == 5 && number(there, at: 2) == 10 && number(there, at: 3) == 5)
    #expect(number(there, at: 4) == nil)
    let kept = ramp { $0.timing.autoreverses = true; $0.timing.fillMode = .forwards; $0.isRemovedOnCompletion = false }
    #expect(number(kept, at: 9) == 0, "an autoreversed animation ends where it began")
    let repeated = ramp { $0.timing.autoreverses = true; $0.timing.repeatCount = 2 }
    #expect(number(repeated, at: 5) == 5 && number(repeated, at: 6.5) == 7.5 && number(repeated, at: 8) == nil)
  }

  @Test("speed and timeOffset change local time; duration 0 means 0.25 s")
  func speedAndOffset() {
    let fast = ramp { $0.timing.speed = 2 }
    #expect(number(fast, at: 0.5) == 5 && number(fast, at: 1) == nil)
    let offset = ramp { $0.timing.timeOffset = 1 }
    #expect(number(offset, at: 0) == 5 && number(offset, at: 0.5) == 7.5 && number(offset, at: 1) == nil)
    let quarter = ramp { $0.timing.duration = 0 }
    #expect(number(quarter, at: 0.125) == 5)
  }

  @Test("the timing function eases the whole duration")
  func eased() throws {
    let eased = ramp { $0.timingFunction = .easeIn }
    let value = try #require(number(eased, at: 1))
    #expect(abs(value - 10 * MediaTimingFunction.easeIn.value(at: 0.5)) < 1e-12 && value < 5)
  }

  @Test("joints: begin, end and every repetition and reversal in an interval")
  func joints() {
    let animation = ramp { $0.timing.beginTime = 1; $0.timing.autoreverses = true; $0.timing.repeatCount = 2 }
    #expect(animation.timing.animationInterval == ClosedOpenInterval(lower: 1, upper: 9))
    #expect(animation.timing.animationJoints(in: 0, 20) == [1, 3, 5, 7, 9])
    #expect(animation.timing.animationJoints(in: 3, 7) == [5])
  }

  @Test("a grouped animation's joints: the group's, its own in each repetition, and the group's end")
  func groupJoints() {
    // A 0.5 s ramp in a group of 0.77 s that reverses, twice: active 0...3.08 s.
    var ramp = PropertyAnimation.basic("birthRate", from: 0.0, to: 1.0, duration: 0.5)
    var timing = MediaTiming.animationDefault
    timing.duration = 0.77
    timing.repeatCount = 2
    timing.autoreverses = true
    ramp.group = PropertyAnimation.Group(timing: timing)
    let joints = ramp.joints(in: 0, 5)
    // Where the group's time passes 0.5 forwards (0.5, 2.04) and backwards (1.04, 2.58), where
    // it turns (0.77, 2.31) and starts again (1.54), and where it ends and its effect goes.
    for expected in [0.5, 0.77, 1.04, 1.54, 2.04, 2.31, 2.58, 3.08] {
      #expect(joints.contains { abs($0 - expected) < 1e-9 }, "\(expected) in \(joints)")
    }
    #expect(joints == joints.sorted() && Set(joints).count == joints.count)
  }
}

