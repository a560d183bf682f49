import EmitterModel
import EmitterSimulation

extension RandomSceneGenerator {
  /// One layer in three gets one to three `collision` behaviours (any collider and response),
  /// sometimes with an animation of a numeric key; one cell with behaviours of its own in four
  /// gets one too. From an eighth generator, so the draws above stay as they were.
  func drawCollisions(into scene: inout Scene, seed: UInt64) {
    var draw = BehaviorDraw(random: SplitMix64(seed: seed ^ 0xC011_1DE5_2026))
    let canvas = scene.size
    for layer in scene.layers.indices {
      if draw.random.chance(1.0 / 3) {
        for index in 0..<draw.random.int(in: 1...3) {
          var collision = EmitterBehavior(type: .collision, name: "collision\(index)")
          draw.drawCollisionKeys(&collision, canvas: canvas)
          let at = draw.random.int(in: 0...scene.layers[layer].emitterBehaviors.count)
          scene.layers[layer].emitterBehaviors.insert(collision, at: at)
        }
        if draw.random.chance(0.3) {
          let key = draw.random.element(of: ["restitution", "friction", "radius", "settleSpeed"])
          let top = key == "radius" ? 200.0 : key == "settleSpeed" ? 100 : 1
          var animation = PropertyAnimation.keyframes(
            "emitterBehaviors.collision0.\(key)",
            values: [draw.random.double(in: 0...top), draw.random.double(in: 0...top)],
            duration: draw.random.double(in: 0.5...2))
          animation.timing.beginTime = draw.random.double(in: 0...1)
          scene.layers[layer].animations.append(animation)
        }
      }
      for cell in scene.layers[layer].emitterCells.indices
      where !scene.layers[layer].emitterCells[cell].emitterBehaviors.isEmpty
        && draw.random.chance(0.25)
      {
        var collision = EmitterBehavior(type: .collision, name: "cellCollision")
        draw.drawCollisionKeys(&collision, canvas: canvas)
        scene.layers[layer].emitterCells[cell].emitterBehaviors.append(collision)
      }
    }
    drawImageColliders(into: &scene, seed: seed)
  }

  /// One layer in four gets an `image` collider (a path or a line of text, anywhere on the
  /// canvas, any size, scale, threshold and response), sometimes with its position animated.
  /// From a ninth generator, so the draws above stay as they were.
  func drawImageColliders(into scene: inout Scene, seed: UInt64) {
    var draw = BehaviorDraw(random: SplitMix64(seed: seed ^ 0x1AA6_E0C0_2026))
    let canvas = scene.size
    for layer in scene.layers.indices where draw.random.chance(0.25) {
      var image = EmitterBehavior(type: .collision, name: "imageCollider")
      draw.drawCollisionKeys(&image, canvas: canvas)
      image.collider = .image
      if draw.random.chance(0.5) {
        image.path = draw.random.element(of: Self.colliderPaths)
      } else {
        image.text = draw.random.element(of: ["EK", "ok", "Wow", "#1"])
      }
      image.size = Size(
        width: draw.random.double(in: 20...300), height: draw.random.double(in: 0...300))
      image.scale = draw.random.element(of: [0.5, 1, 1.5, 2, 3])
      image.threshold = draw.random.unit()
      scene.layers[layer].emitterBehaviors.append(image)
      if draw.random.chance(0.3) {
        let from = image.position
        let to = Point(
          x: draw.random.double(in: 0...canvas.width), y: draw.random.double(in: 0...canvas.height))
        var animation = PropertyAnimation.keyframes(
          "emitterBehaviors.imageCollider.position", values: [from, to],
          duration: draw.random.double(in: 0.5...2))
        animation.timing.beginTime = draw.random.double(in: 0...1)
        scene.layers[layer].animations.append(animation)
      }
    }
  }

  /// Outlines an image collider is drawn from: a star, a ring, a thin bar.
  static let colliderPaths = [
    "M50 0 L61 35 L98 35 L68 57 L79 91 L50 70 L21 91 L32 57 L2 35 L39 35 Z",
    "M0 0 H100 V100 H0 Z M20 20 V80 H80 V20 Z",
    "M0 0 H200 V2 H0 Z",
  ]
}

extension BehaviorDraw {
  /// A collision's keys: any collider placed on the canvas, any response, restitution and
  /// friction over their ranges, a settle speed on some.
  mutating func drawCollisionKeys(_ b: inout EmitterBehavior, canvas: Size) {
    func point() -> Point {
      Point(x: random.double(in: 0...canvas.width), y: random.double(in: 0...canvas.height))
    }
    // The shapes before the image collider, so the scenes of kept seeds stay as they were.
    b.collider = random.element(of: [ColliderShape.bounds, .line, .rect, .circle])
    b.position = point()
    b.endPosition = point()
    let corner = point()
    b.rect = Rect(
      x: corner.x, y: corner.y, width: random.double(in: -200...200),
      height: random.double(in: -200...200))
    b.radius = random.double(in: 0...200)
    b.response = random.element(of: CollisionResponse.allCases)
    b.restitution = random.unit()
    b.friction = random.chance(0.5) ? 0 : random.unit()
    b.settleSpeed = random.chance(0.5) ? 0 : random.double(in: 0...100)
  }
}
