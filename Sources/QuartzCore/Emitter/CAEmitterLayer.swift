import CoreGraphics
internal import EmitterModel
import Foundation

/// A layer that emits particles (Core Animation's CAEmitterLayer): where its cells are born
/// (`emitterShape`, `emitterPosition`, `emitterSize`, …), how they are drawn (`renderMode`),
/// and multipliers applied to each new particle (`birthRate`, `lifetime`, `velocity`, `scale`,
/// `spin`). Its private keys (`emitterBehaviors`, `emitterRects`) are reached through
/// key-value coding, as on iOS.
open class CAEmitterLayer: CALayer {
  var cellList: [CAEmitterCell]?
  var behaviorList: [CAEmitterBehavior] = []

  /// The cells the layer emits; each particle of a cell with `emitterCells` emits those in turn.
  open var emitterCells: [CAEmitterCell]? {
    get { cellList }
    set { setEmitterCells(newValue) }
  }

  /// Multiplies every top-level cell's birth rate; 1 by default (0 stops births, and the
  /// particles alive live out their lives).
  open var birthRate: Float {
    get { float("birthRate") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "birthRate") }
  }

  /// Multiplies each new particle's lifetime; 1 by default.
  open var lifetime: Float {
    get { float("lifetime") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "lifetime") }
  }

  /// Multiplies each new particle's velocity; 1 by default.
  open var velocity: Float {
    get { float("velocity") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "velocity") }
  }

  /// Multiplies each new particle's scale; 1 by default.
  open var scale: Float {
    get { float("scale") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "scale") }
  }

  /// Multiplies each new particle's spin; 1 by default.
  open var spin: Float {
    get { float("spin") }
    set { setModel(.number(Double(decimal: newValue)), forKey: "spin") }
  }

  /// The centre of the emission shape in the layer's space.
  open var emitterPosition: CGPoint {
    get { point("emitterPosition") }
    set { setModel(.point(Point(newValue)), forKey: "emitterPosition") }
  }

  /// The depth of the shape's centre along z.
  open var emitterZPosition: CGFloat {
    get { cgFloat("emitterZPosition") }
    set { setModel(.number(Double(newValue)), forKey: "emitterZPosition") }
  }

  /// The shape's size (a line's length is the width; a circle's radius is the width).
  open var emitterSize: CGSize {
    get { size("emitterSize") }
    set { setModel(.size(Size(newValue)), forKey: "emitterSize") }
  }

  /// The depth of a cuboid shape.
  open var emitterDepth: CGFloat {
    get { cgFloat("emitterDepth") }
    set { setModel(.number(Double(newValue)), forKey: "emitterDepth") }
  }

  /// The shape particles are born on; `.point` by default.
  open var emitterShape: CAEmitterLayerEmitterShape {
    get { CAEmitterLayerEmitterShape(rawValue: layerModel.emitterShape.rawValue) }
    set { setChoice(newValue.rawValue, forKey: "emitterShape") }
  }

  /// Which part of the shape emits; `.volume` by default.
  open var emitterMode: CAEmitterLayerEmitterMode {
    get { CAEmitterLayerEmitterMode(rawValue: layerModel.emitterMode.rawValue) }
    set { setChoice(newValue.rawValue, forKey: "emitterMode") }
  }

  /// Draw order and blending; `.unordered` by default.
  open var renderMode: CAEmitterLayerRenderMode {
    get { CAEmitterLayerRenderMode(rawValue: layerModel.renderMode.rawValue) }
    set { setChoice(newValue.rawValue, forKey: "renderMode") }
  }

  /// Whether particles keep their depth in the superlayer's 3D space; false by default.
  open var preservesDepth: Bool {
    get { layerModel.preservesDepth }
    set { setModel(.bool(newValue), forKey: "preservesDepth") }
  }

  /// Seeds the layer's random numbers; the same seed gives the same particles.
  open var seed: UInt32 {
    get { layerModel.seed }
    set { setModel(.number(Double(newValue)), forKey: "seed") }
  }
}
