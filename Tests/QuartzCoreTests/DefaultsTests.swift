import EmitterKit
import Foundation
import QuartzCore
import Testing

/// Every class's properties start at the defaults Apple documents (CALayer.h, CAEmitterLayer.h,
/// CAEmitterCell.h, CAAnimation.h; ca-semantics §2, checked against Apple's framework by the
/// GNUstep port's probe).
extension QuartzCoreTests {
  @Suite struct Defaults {
    @Test func layer() {
      let layer = CALayer()
      #expect(layer.bounds == .zero)
      #expect(layer.position == .zero)
      #expect(layer.frame == .zero)
      #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
      #expect(layer.anchorPointZ == 0)
      #expect(layer.zPosition == 0)
      #expect(layer.transform == CATransform3DIdentity)
      #expect(layer.sublayerTransform == CATransform3DIdentity)
      #expect(layer.opacity == 1)
      #expect(!layer.isHidden)
      #expect(layer.backgroundColor == nil)
      #expect(layer.cornerRadius == 0)
      #expect(!layer.masksToBounds)
      #expect(layer.borderWidth == 0)
      #expect(layer.borderColor?.components == [0, 0, 0, 1])
      #expect(layer.shadowColor?.components == [0, 0, 0, 1])
      #expect(layer.shadowOpacity == 0)
      #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
      #expect(layer.shadowRadius == 3)
      #expect(layer.contents == nil)
      #expect(layer.contentsGravity == .resize)
      #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
      #expect(layer.contentsScale == 1)
      #expect(layer.minificationFilter == .linear)
      #expect(layer.magnificationFilter == .linear)
      #expect(!layer.needsDisplayOnBoundsChange)
      #expect(layer.isDoubleSided)
      #expect(!layer.isGeometryFlipped)
      #expect(layer.mask == nil)
      #expect(layer.name == nil)
      #expect(layer.sublayers == nil)
      #expect(layer.superlayer == nil)
      #expect(layer.delegate == nil)
      #expect(layer.actions == nil)
      #expect(layer.animationKeys() == nil)
      #expect(layer.beginTime == 0)
      #expect(layer.duration == 0)
      #expect(layer.speed == 1)
      #expect(layer.timeOffset == 0)
      #expect(layer.repeatCount == 0)
      #expect(layer.repeatDuration == 0)
      #expect(!layer.autoreverses)
      #expect(layer.fillMode == .removed)
      #expect(layer.model() === layer)
    }

    @Test func emitterLayer() {
      let layer = CAEmitterLayer()
      #expect(layer.emitterCells == nil)
      #expect(layer.birthRate == 1)
      #expect(layer.lifetime == 1)
      #expect(layer.velocity == 1)
      #expect(layer.scale == 1)
      #expect(layer.spin == 1)
      #expect(layer.emitterPosition == .zero)
      #expect(layer.emitterZPosition == 0)
      #expect(layer.emitterSize == .zero)
      #expect(layer.emitterDepth == 0)
      #expect(layer.emitterShape == .point)
      #expect(layer.emitterMode == .volume)
      #expect(layer.renderMode == .unordered)
      #expect(!layer.preservesDepth)
      #expect(layer.seed == 0)
      #expect((layer.value(forKey: "emitterBehaviors") as? [CAEmitterBehavior])?.isEmpty == true)
    }

    @Test func emitterCell() {
      let cell = CAEmitterCell()
      #expect(cell.name == nil)
      #expect(cell.isEnabled)
      #expect(cell.birthRate == 0)
      #expect(cell.lifetime == 0)
      #expect(cell.lifetimeRange == 0)
      #expect(cell.emissionLatitude == 0)
      #expect(cell.emissionLongitude == 0)
      #expect(cell.emissionRange == 0)
      #expect(cell.velocity == 0)
      #expect(cell.velocityRange == 0)
      #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0 && cell.zAcceleration == 0)
      #expect(cell.scale == 1)
      #expect(cell.scaleRange == 0)
      #expect(cell.scaleSpeed == 0)
      #expect(cell.spin == 0)
      #expect(cell.spinRange == 0)
      #expect(cell.color?.components == [1, 1, 1, 1])
      #expect([cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange] == [0, 0, 0, 0])
      #expect([cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed] == [0, 0, 0, 0])
      #expect(cell.contents == nil)
      #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
      #expect(cell.contentsScale == 1)
      #expect(cell.minificationFilter == "linear")
      #expect(cell.magnificationFilter == "linear")
      #expect(cell.minificationFilterBias == 0)
      #expect(cell.emitterCells == nil)
      #expect(cell.beginTime == 0)
      #expect(cell.duration == 0)
      #expect(cell.speed == 1)
      #expect(cell.timeOffset == 0)
      #expect(cell.repeatCount == 0)
      #expect(cell.repeatDuration == 0)
      #expect(!cell.autoreverses)
      #expect(cell.fillMode == .removed)
      // Private keys: EmitterKit's documented choices (docs/SEMANTICS.md).
      #expect(cell.value(forKey: "particleType") as? String == "sprite")
      #expect(cell.value(forKey: "mass") as? Float == 1)
      #expect(cell.value(forKey: "orientationRange") as? Double == 0)
    }

    @Test func animations() {
      let animation = CABasicAnimation(keyPath: "opacity")
      #expect(animation.keyPath == "opacity")
      #expect(animation.fromValue == nil && animation.toValue == nil && animation.byValue == nil)
      #expect(animation.timingFunction == nil)
      #expect(animation.isRemovedOnCompletion)
      #expect(!animation.isAdditive && !animation.isCumulative)
      #expect(animation.beginTime == 0 && animation.duration == 0 && animation.speed == 1)
      #expect(animation.timeOffset == 0 && animation.repeatCount == 0)
      #expect(animation.repeatDuration == 0 && !animation.autoreverses)
      #expect(animation.fillMode == .removed)
      #expect(animation.delegate == nil)
      let keyframes = CAKeyframeAnimation()
      #expect(keyframes.keyPath == nil && keyframes.values == nil && keyframes.keyTimes == nil)
      #expect(keyframes.calculationMode == .linear)
      let spring = CASpringAnimation()
      #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
      #expect(spring.initialVelocity == 0)
      let transition = CATransition()
      #expect(transition.type == .fade && transition.subtype == nil)
      #expect(transition.startProgress == 0 && transition.endProgress == 1)
      #expect(CAAnimationGroup().animations == nil)
    }

    @Test func behavior() {
      let wave = CAEmitterBehavior(type: kCAEmitterBehaviorWave)
      #expect(wave.type == "wave")
      #expect(wave.name == nil)
      #expect(wave.isEnabled)
      #expect(wave.inputKeys == ["force", "frequency"])
      #expect(CAEmitterBehavior.behaviorTypes().contains("attractor"))
    }

    @Test func timingFunctions() {
      var points: [Float] = [0, 0]
      let function = CAMediaTimingFunction(name: .easeInEaseOut)
      function.getControlPoint(at: 1, values: &points)
      #expect(points == [0.42, 0])
      function.getControlPoint(at: 2, values: &points)
      #expect(points == [0.58, 1])
      CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &points)
      #expect(points == [0.25, 0.1])
      #expect(
        CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)
          == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
    }

    @Test func transaction() {
      #expect(CATransaction.animationDuration() == 0.25)
      #expect(!CATransaction.disableActions())
      #expect(CATransaction.animationTimingFunction() == nil)
    }
  }
}
