// A layer tree and a seeded script of the changes iOS code makes to a tree on screen: values set
// (implicitly animated or not), key paths into cells and behaviours, animations added and
// removed, cells replaced, emission stopped, sublayers added and removed, layers added to and
// removed from the root (the canvas: top-level layers). Driven through the classes, so every
// change takes the path an app's does.
import EmitterKit
import EmitterVerification
import Foundation
import QuartzCore

struct LiveTreeScript {
  let root = CALayer()
  let card = CALayer()
  let fountain = CAEmitterLayer()
  let rain = CAEmitterLayer()
  var added: [CAEmitterLayer] = []
  /// Layers added to the root, which is the canvas: the scene's top-level layers.
  var topLevel: [CAEmitterLayer] = []
  /// How many were added: each one's name is new (sibling names are unique).
  var flares = 0
  var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    root.backgroundColor = CGColor(red: 0.05, green: 0.05, blue: 0.1, alpha: 1)
    card.name = "card"
    card.frame = root.bounds
    root.addSublayer(card)

    fountain.name = "fountain"
    fountain.frame = card.bounds
    fountain.emitterPosition = CGPoint(x: 160, y: 400)
    fountain.emitterCells = [Self.cell("spark", rate: 40), Self.cell("smoke", rate: 15)]
    let drag = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
    drag.name = "drag"
    drag.setValue(0.5, forKey: "drag")
    let wave = CAEmitterBehavior(type: kCAEmitterBehaviorWave)
    wave.name = "wave"
    wave.setValue([30, 0, 0], forKey: "force")
    wave.setValue(1, forKey: "frequency")
    fountain.setValue([drag, wave], forKey: "emitterBehaviors")
    card.addSublayer(fountain)

    rain.name = "rain"
    rain.frame = card.bounds
    rain.emitterShape = .line
    rain.emitterPosition = CGPoint(x: 160, y: 0)
    rain.emitterSize = CGSize(width: 320, height: 0)
    let drop = Self.cell("drop", rate: 10)
    drop.emissionLongitude = .pi
    let splash = Self.cell("splash", rate: 20)
    splash.lifetime = 0.3
    drop.emitterCells = [splash]
    rain.emitterCells = [drop]
    card.addSublayer(rain)
  }

  static func cell(_ name: String, rate: Float) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.name = name
    cell.birthRate = rate
    cell.lifetime = 1.5
    cell.lifetimeRange = 0.5
    cell.velocity = 120
    cell.velocityRange = 40
    cell.emissionLongitude = -.pi / 2
    cell.emissionRange = .pi / 5
    cell.yAcceleration = 80
    cell.spinRange = 3
    cell.scaleSpeed = -0.2
    cell.alphaSpeed = -0.4
    cell.contents = Contents.shape(.circle, size: Size(width: 8, height: 8))
    return cell
  }

  private mutating func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
  private mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  /// One change, drawn from the script's generator, made now through the classes.
  mutating func change() {
    switch pick(15) {
    case 0:
      fountain.emitterPosition = CGPoint(x: 40 + 240 * unit(), y: 200 + 250 * unit())
    case 1:
      fountain.setValue(10 + 80 * unit(), forKeyPath: "emitterCells.spark.birthRate")
    case 2:
      (fountain.emitterCells?.last)?.yAcceleration = CGFloat(-50 + 200 * unit())
    case 3:
      fountain.setValue(2 * unit(), forKeyPath: "emitterBehaviors.drag.drag")
    case 4:
      let animation = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
      animation.toValue = 300 * unit()
      animation.duration = 0.5 + unit()
      animation.autoreverses = true
      fountain.add(animation, forKey: "speed")
    case 5:
      fountain.removeAnimation(forKey: "speed")
    case 6:
      rain.birthRate = rain.birthRate == 0 ? 1 : 0
    case 7:
      fountain.emitterCells = [Self.cell("spark", rate: Float(20 + 40 * unit()))]
    case 8:
      let layer = CAEmitterLayer()
      layer.name = "burst\(added.count)"
      layer.frame = card.bounds
      layer.emitterPosition = CGPoint(x: 320 * unit(), y: 480 * unit())
      layer.emitterCells = [Self.cell("spark", rate: 60)]
      layer.beginTime = CACurrentMediaTime()
      card.addSublayer(layer)
      added.append(layer)
    case 9:
      guard !added.isEmpty else { return }
      added.removeFirst().removeFromSuperlayer()
    case 10:
      card.transform = CATransform3DMakeRotation(CGFloat(0.2 * (unit() - 0.5)), 0, 0, 1)
    case 13:
      let layer = CAEmitterLayer()
      layer.name = "flare\(flares)"
      flares += 1
      layer.frame = root.bounds
      layer.emitterPosition = CGPoint(x: 320 * unit(), y: 480 * unit())
      layer.emitterCells = [Self.cell("spark", rate: 50)]
      layer.beginTime = CACurrentMediaTime()
      // Beneath the card or over it.
      if unit() < 0.5 { root.insertSublayer(layer, at: 0) } else { root.addSublayer(layer) }
      topLevel.append(layer)
    case 14:
      guard !topLevel.isEmpty else { return }
      topLevel.removeFirst().removeFromSuperlayer()
    case 11:
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      card.opacity = Float(0.5 + 0.5 * unit())
      CATransaction.commit()
    default:
      let gravity = CAKeyframeAnimation()
      gravity.values = [0, 400 * unit(), 0]
      gravity.duration = 1
      rain.add(gravity, forKey: "emitterCells.drop.yAcceleration")
    }
  }
}
