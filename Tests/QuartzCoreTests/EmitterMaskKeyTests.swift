import EmitterKit
import Foundation
import QuartzCore
import Testing

/// EmitterKit's own `mask` emitter shape reached from the classes: the shape constant, the
/// `emitterMask…` keys by key-value coding on a CAEmitterLayer (and only there), and births
/// where the source's pixels are.
extension QuartzCoreTests {
  @Suite struct EmitterMaskKeys {
    @Test func anEmitterLayerEmitsFromTheTextItsKeysName() throws {
      let scene = try expectNoProblems {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        emitter.emitterShape = .mask
        emitter.emitterPosition = CGPoint(x: 100, y: 50)
        emitter.emitterSize = CGSize(width: 160, height: 0)
        emitter.setValue("EK", forKey: "emitterMaskText")
        emitter.setValue(true, forKey: "emitterMaskBold")
        emitter.setValue(2, forKey: "emitterMaskScale")
        let cell = CAEmitterCell()
        cell.name = "dot"
        cell.birthRate = 400
        cell.lifetime = 10
        emitter.emitterCells = [cell]
        #expect(emitter.value(forKey: "emitterMaskText") as? String == "EK")
        #expect(emitter.value(forKey: "emitterMaskBold") as? Bool == true)
        #expect(emitter.value(forKeyPath: "emitterMaskScale") as? CGFloat == 2)
        return emitter.scene(startingAt: 0)
      }
      let mask = scene.layers[0].emitterMask
      #expect(scene.layers[0].emitterShape == .mask)
      #expect(mask.text == "EK" && mask.bold && mask.scale == 2)
      // Births sit inside the text's box: 160 points wide, centred on the emitter.
      let simulator = CPUSimulator(scene: scene)
      _ = simulator.advance(to: 0.5)
      let particles = simulator.snapshot().particles
      #expect(particles.count > 100)
      for particle in particles {
        #expect(particle.position.x >= 20 - 1 && particle.position.x <= 180 + 1, "\(particle.position)")
      }
      // Both letters emit: births on either side of the centre.
      #expect(particles.contains { $0.position.x < 90 } && particles.contains { $0.position.x > 110 })
    }

    @Test func aPlainLayerKeepsThemAsItsOwnKeys() {
      expectNoProblems {
        // Any CALayer takes any key by key-value coding, as on iOS; only an emitter reads these.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.setValue("EK", forKey: "emitterMaskText")
        #expect(layer.value(forKey: "emitterMaskText") as? String == "EK")
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        func tree(_ layers: [EmitterLayer]) -> [EmitterLayer] { layers + layers.flatMap { tree($0.sublayers) } }
        let layers = tree(root.scene(startingAt: 0).layers)
        #expect(!layers.isEmpty && layers.allSatisfy { $0.emitterMask.text == nil }, "\(layers.count)")
      }
    }

    @Test func anImageInMemoryIsKeptAsADataURL() throws {
      let (read, problems) = try withCoreAnimation { () throws -> (Any?, RGBAImage) in
        let emitter = CAEmitterLayer()
        let context = try #require(
          CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = try #require(context.makeImage())
        emitter.setValue(image, forKey: "emitterMaskImage")
        return (emitter.value(forKey: "emitterMaskImage"), image.pixels)
      }
      #expect(problems.isEmpty, "\(problems)")
      let url = try #require(read.0 as? String)
      #expect(try ContentsBitmap(dataURL: url).image == read.1, "the same pixels")
    }
  }
}
