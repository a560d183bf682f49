// Two presets ported number for number to Core Animation's classes, as an iOS developer would
// write them (shapes and images through EmitterKit's `Contents` bridge, since the presets draw
// vector contents): the yardstick that a layer tree is the same scene as its file.
import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore

enum PortedPresets {
  static func color(_ hex: Int, alpha: CGFloat = 1) -> CGColor {
    CGColor(
      red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
      blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
  }

  static func image(_ name: String) -> Contents {
    .image(
      path: Repository.scenes.appendingPathComponent("images/\(name)").standardizedFileURL.path)
  }

  /// scenes/like-button.json without its emission events (bursts have no Core Animation form).
  static func likeButton() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 390, height: 390)
    root.backgroundColor = color(0x15161c)

    let button = CAEmitterLayer()
    button.name = "button"
    button.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
    button.position = CGPoint(x: 195, y: 195)
    button.emitterPosition = CGPoint(x: 60, y: 60)
    button.beginTime = CACurrentMediaTime()
    let disc = CAEmitterCell()
    disc.name = "disc"
    disc.contents = Contents.shape(.circle, size: Size(width: 92, height: 92))
    disc.color = color(0xff2d55)
    disc.birthRate = 8
    disc.lifetime = 0.4
    let heart = CAEmitterCell()
    heart.name = "heart"
    heart.contents = Contents.emoji("🤍", size: 46)
    heart.birthRate = 8
    heart.lifetime = 0.4
    button.emitterCells = [disc, heart]
    let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
    pulse.values = [1, 0.78, 1.28, 0.95, 1]
    pulse.keyTimes = [0, 0.2, 0.55, 0.8, 1]
    pulse.beginTime = 0.25
    pulse.duration = 0.55
    pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    button.add(pulse, forKey: nil)
    root.addSublayer(button)

    let sparks = CAEmitterLayer()
    sparks.name = "sparks"
    sparks.zPosition = -1
    sparks.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
    sparks.position = CGPoint(x: 195, y: 195)
    sparks.emitterPosition = CGPoint(x: 60, y: 60)
    sparks.emitterShape = .circle
    sparks.emitterMode = .outline
    sparks.emitterSize = CGSize(width: 44, height: 0)
    sparks.renderMode = .additive
    sparks.beginTime = CACurrentMediaTime()
    let spark = CAEmitterCell()
    spark.name = "spark"
    spark.contents = Contents.shape(.circle, size: Size(width: 13, height: 13))
    spark.birthRate = 0
    spark.lifetime = 0.75
    spark.lifetimeRange = 0.15
    spark.velocity = 230
    spark.velocityRange = 50
    spark.scale = 1
    spark.scaleSpeed = -1.2
    spark.color = CGColor(red: 1, green: 0.55, blue: 0.35, alpha: 1)
    spark.redRange = 0
    spark.greenRange = 0.35
    spark.blueRange = 0.3
    spark.alphaSpeed = -1
    let dot = CAEmitterCell()
    dot.name = "dot"
    dot.contents = Contents.shape(.circle, size: Size(width: 7, height: 7))
    dot.birthRate = 0
    dot.lifetime = 0.6
    dot.velocity = 110
    dot.velocityRange = 30
    dot.color = CGColor(red: 1, green: 0.85, blue: 0.4, alpha: 1)
    dot.alphaSpeed = -1.2
    sparks.emitterCells = [spark, dot]
    let turn = CABasicAnimation(keyPath: "transform.rotation")
    turn.fromValue = 0
    turn.toValue = 0.7
    turn.beginTime = 0.36
    turn.duration = 0.8
    turn.timingFunction = CAMediaTimingFunction(name: .easeOut)
    turn.fillMode = .forwards
    turn.isRemovedOnCompletion = false
    sparks.add(turn, forKey: nil)
    root.addSublayer(sparks)
    return root
  }

  /// scenes/night-sky.json. Sublayer timing is written as `emitter export` writes it: Core
  /// Animation runs a sublayer's clock in its superlayer's, so `stars` (offset 8 s in scene
  /// time, under `sky`, itself offset 8 s) begins at 8 in its superlayer's time.
  static func nightSky() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.backgroundColor = color(0x04050a)

    let card = CALayer()
    card.name = "card"
    card.bounds = CGRect(x: 0, y: 0, width: 330, height: 640)
    card.position = CGPoint(x: 195, y: 422)
    card.backgroundColor = color(0x0b1533)
    card.cornerRadius = 36
    card.shadowOpacity = 0.7
    card.shadowColor = CGColor(red: 0.35, green: 0.45, blue: 1, alpha: 1)
    card.shadowRadius = 28
    card.shadowOffset = CGSize(width: 0, height: 14)
    root.addSublayer(card)

    let sky = CAEmitterLayer()
    sky.name = "sky"
    sky.frame = CGRect(x: 0, y: 0, width: 330, height: 640)
    sky.contents = image("night-sky.png")
    sky.contentsGravity = .resizeAspectFill
    sky.cornerRadius = 36
    sky.masksToBounds = true
    sky.borderWidth = 2
    sky.borderColor = CGColor(red: 0.55, green: 0.65, blue: 1, alpha: 0.35)
    sky.emitterShape = .rectangle
    sky.emitterMode = .surface
    sky.emitterPosition = CGPoint(x: 165, y: 320)
    sky.emitterSize = CGSize(width: 370, height: 680)
    sky.timeOffset = 8
    let haze = CAEmitterBehavior(type: kCAEmitterBehaviorColorOverLife)
    haze.setValue(
      [
        CGColor(red: 0.5, green: 0.25, blue: 0.95, alpha: 0),
        CGColor(red: 0.45, green: 0.3, blue: 1, alpha: 0.1),
        CGColor(red: 0.3, green: 0.4, blue: 1, alpha: 0),
      ], forKey: "colors")
    sky.setValue([haze], forKey: "emitterBehaviors")
    let nebula = CAEmitterCell()
    nebula.name = "nebula"
    nebula.contents = image("smoke.png")
    nebula.birthRate = 0.5
    nebula.lifetime = 16
    nebula.velocity = 4
    nebula.velocityRange = 3
    nebula.emissionRange = 3.14159
    nebula.scale = 4
    nebula.scaleRange = 1.2
    nebula.spinRange = 0.05
    sky.emitterCells = [nebula]
    card.addSublayer(sky)

    let stars = CAEmitterLayer()
    stars.name = "stars"
    stars.frame = CGRect(x: 0, y: 0, width: 330, height: 640)
    stars.emitterShape = .rectangle
    stars.emitterMode = .surface
    stars.emitterPosition = CGPoint(x: 165, y: 320)
    stars.emitterSize = CGSize(width: 330, height: 640)
    stars.beginTime = 8
    stars.timeOffset = 8
    let twinkle = CAEmitterBehavior(type: kCAEmitterBehaviorColorOverLife)
    twinkle.setValue(
      [0, 1, 0.2, 1, 0].map { CGColor(red: 1, green: 1, blue: 1, alpha: $0) }, forKey: "colors")
    stars.setValue([twinkle], forKey: "emitterBehaviors")
    let star = CAEmitterCell()
    star.name = "star"
    star.contents = Contents.shape(.circle, size: Size(width: 4, height: 4))
    star.birthRate = 60
    star.lifetime = 5
    star.lifetimeRange = 3
    star.velocity = 0
    star.scale = 0.8
    star.scaleRange = 0.5
    let bright = CAEmitterCell()
    bright.name = "bright"
    bright.contents = image("star.png")
    bright.birthRate = 1.5
    bright.lifetime = 4
    bright.lifetimeRange = 2
    bright.velocity = 0
    bright.scale = 0.6
    bright.scaleRange = 0.2
    bright.spin = 0.4
    bright.spinRange = 0.3
    stars.emitterCells = [star, bright]
    sky.addSublayer(stars)
    return root
  }
}
