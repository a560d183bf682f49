// swift-format-ignore-file
// Bryce Bostwick, "Recreating iMessage Confetti" (seed 001): the article's listings, steps 1 to
// 8, as written, assembled into the view controller they belong to (the article shows them as
// members: `lazy var`s, `viewDidAppear`), each fragment in its last version. Changes, each marked
// below with "EmitterKit:":
// - the class `IMessageConfettiViewController` around the members, and `ConfettiType`'s two
//   fragments as one class;
// - `// ...` elisions filled with the lines of the earlier steps, and the `confettiImages.map {
//   confettiImage in` of steps 3, 5 and 6 read as step 2's `confettiTypes.map { confettiType in`
//   (there is no `confettiImages`);
// - step 8, whose code the article leaves out ("we'll leave the exact details out of this
//   post"): one emitter layer per `ConfettiPosition` with the cells of that position's types,
//   made by the step 2-6 initializer taking the position; the background one changed as the
//   article's step 8 snippet says; behaviours, animations and gravity added to each layer (the
//   methods take the layer, as the article says they are set up to).
import UIKit

/**
 Represents a single type of confetti piece.
 */
class ConfettiType {
    let color: UIColor
    let shape: ConfettiShape
    let position: ConfettiPosition

    init(color: UIColor, shape: ConfettiShape, position: ConfettiPosition) {
        self.color = color
        self.shape = shape
        self.position = position
    }

    lazy var image: UIImage = {
        let imageRect: CGRect = {
            switch shape {
            case .rectangle:
                return CGRect(x: 0, y: 0, width: 20, height: 13)
            case .circle:
                return CGRect(x: 0, y: 0, width: 10, height: 10)
            }
        }()

        UIGraphicsBeginImageContext(imageRect.size)
        let context = UIGraphicsGetCurrentContext()!
        context.setFillColor(color.cgColor)

        switch shape {
        case .rectangle:
            context.fill(imageRect)
        case .circle:
            context.fillEllipse(in: imageRect)
        }

        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image!
    }()

    // Certainly not the _best_ name, but it works for our purposes
    lazy var name = UUID().uuidString
}

enum ConfettiShape {
    case rectangle
    case circle
}

enum ConfettiPosition {
    case foreground
    case background
}

// EmitterKit: the view controller the article's members belong to.
class IMessageConfettiViewController: UIViewController {

lazy var confettiTypes: [ConfettiType] = {
    let confettiColors = [
        (r:149,g:58,b:255), (r:255,g:195,b:41), (r:255,g:101,b:26),
        (r:123,g:92,b:255), (r:76,g:126,b:255), (r:71,g:192,b:255),
        (r:255,g:47,b:39), (r:255,g:91,b:134), (r:233,g:122,b:208)
        ].map { UIColor(red: $0.r / 255.0, green: $0.g / 255.0, blue: $0.b / 255.0, alpha: 1) }

    // For each position x shape x color, construct an image
    return [ConfettiPosition.foreground, ConfettiPosition.background].flatMap { position in
        return [ConfettiShape.rectangle, ConfettiShape.circle].flatMap { shape in
            return confettiColors.map { color in
                return ConfettiType(color: color, shape: shape, position: position)
            }
        }
    }
}()

// EmitterKit: step 8 (left out of the article): a layer per position, the background one
// smaller, fainter and slower as its snippet says.
lazy var backgroundConfettiLayer: CAEmitterLayer = {
    let emitterLayer = confettiLayer(at: .background)

    for emitterCell in emitterLayer.emitterCells ?? [] {
        emitterCell.scale = 0.5
    }

    emitterLayer.opacity = 0.5
    emitterLayer.speed = 0.95
    return emitterLayer
}()

lazy var foregroundConfettiLayer: CAEmitterLayer = confettiLayer(at: .foreground)

// EmitterKit: step 2, 5 and 6's `lazy var confettiLayer` initializer, for one position.
func confettiLayer(at position: ConfettiPosition) -> CAEmitterLayer {
    let emitterLayer = CAEmitterLayer()

    emitterLayer.emitterCells = confettiCells(at: position)
    emitterLayer.emitterPosition = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    emitterLayer.emitterSize = CGSize(width: 100, height: 100)
    emitterLayer.emitterShape = .sphere
    emitterLayer.frame = view.bounds
    emitterLayer.birthRate = 0

    emitterLayer.beginTime = CACurrentMediaTime()
    return emitterLayer
}

// EmitterKit: steps 2, 3, 5, 6 and 7's `lazy var confettiCells`, for one position's types.
func confettiCells(at position: ConfettiPosition) -> [CAEmitterCell] {
    return confettiTypes.filter { $0.position == position }.map { confettiType in
        let cell = CAEmitterCell()

        cell.beginTime = 0.1
        cell.birthRate = 100
        cell.contents = confettiType.image.cgImage
        cell.emissionRange = CGFloat(Double.pi)
        cell.lifetime = 10
        cell.spin = 4
        cell.spinRange = 8
        cell.velocityRange = 0
        cell.yAcceleration = 0
        cell.setValue("plane", forKey: "particleType")
        cell.setValue(Double.pi, forKey: "orientationRange")
        cell.setValue(Double.pi / 2, forKey: "orientationLongitude")
        cell.setValue(Double.pi / 2, forKey: "orientationLatitude")
        cell.name = confettiType.name

        return cell
    }
}

func horizontalWaveBehavior() -> CAEmitterBehavior {
    let behavior = CAEmitterBehavior(type: kCAEmitterBehaviorWave)
    behavior.setValue([100, 0, 0], forKeyPath: "force")
    behavior.setValue(0.5, forKeyPath: "frequency")
    return behavior
}

func verticalWaveBehavior() -> CAEmitterBehavior {
    let behavior = CAEmitterBehavior(type: kCAEmitterBehaviorWave)
    behavior.setValue([0, 500, 0], forKeyPath: "force")
    behavior.setValue(3, forKeyPath: "frequency")
    return behavior
}

func attractorBehavior(for emitterLayer: CAEmitterLayer) -> CAEmitterBehavior {
    let behavior = CAEmitterBehavior(type: kCAEmitterBehaviorAttractor)
    behavior.setValue("attractor", forKeyPath: "name")

    // Attractiveness
    behavior.setValue(-290, forKeyPath: "falloff")
    behavior.setValue(300, forKeyPath: "radius")
    behavior.setValue(10, forKeyPath: "stiffness")

    // Position
    behavior.setValue(CGPoint(x: emitterLayer.emitterPosition.x,
                              y: emitterLayer.emitterPosition.y + 20),
                      forKeyPath: "position")
    behavior.setValue(-70, forKeyPath: "zPosition")

    return behavior
}

func dragBehavior() -> CAEmitterBehavior {
    let behavior = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
    behavior.setValue("drag", forKey: "name")
    behavior.setValue(2, forKey: "drag")

    return behavior
}

// EmitterKit: the layer is a parameter (step 8), `confettiLayer` in the article.
func addBehaviors(to confettiLayer: CAEmitterLayer) {
    confettiLayer.setValue([
        horizontalWaveBehavior(),
        verticalWaveBehavior(),
        attractorBehavior(for: confettiLayer),
        dragBehavior()
    ], forKey: "emitterBehaviors")
}

func addAttractorAnimation(to layer: CALayer) {
    let animation = CAKeyframeAnimation()
    animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
    animation.duration = 3
    animation.keyTimes = [0, 0.4]
    animation.values = [80, 5]

    layer.add(animation, forKey: "emitterBehaviors.attractor.stiffness")
}

func addBirthrateAnimation(to layer: CALayer) {
    let animation = CABasicAnimation()
    animation.duration = 1
    animation.fromValue = 1
    animation.toValue = 0

    layer.add(animation, forKey: "birthRate")
}

func addDragAnimation(to layer: CALayer) {
    let animation = CABasicAnimation()
    animation.duration = 0.35
    animation.fromValue = 0
    animation.toValue = 2

    layer.add(animation, forKey:  "emitterBehaviors.drag.drag")
}

// EmitterKit: the cells' names are the layer's own types' (step 8; all types in the article,
// which has one layer).
func addGravityAnimation(to layer: CALayer) {
    let animation = CAKeyframeAnimation()
    animation.duration = 6
    animation.keyTimes = [0.05, 0.1, 0.5, 1]
    animation.values = [0, 100, 2000, 4000]

    let names = Set(((layer as? CAEmitterLayer)?.emitterCells ?? []).compactMap { $0.name })
    for image in confettiTypes where names.contains(image.name) {
        layer.add(animation, forKey: "emitterCells.\(image.name).yAcceleration")
    }
}

// EmitterKit: the layer is a parameter (step 8).
func addAnimations(to confettiLayer: CALayer) {
    addAttractorAnimation(to: confettiLayer)
    addBirthrateAnimation(to: confettiLayer)
    addDragAnimation(to: confettiLayer)
    addGravityAnimation(to: confettiLayer)
}

override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // EmitterKit: step 8: both layers, background first.
    for confettiLayer in [backgroundConfettiLayer, foregroundConfettiLayer] {
        view.layer.addSublayer(confettiLayer)
        addBehaviors(to: confettiLayer)
        addAnimations(to: confettiLayer)
    }
}

}
