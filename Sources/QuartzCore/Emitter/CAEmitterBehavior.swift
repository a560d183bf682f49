internal import EmitterModel
import Foundation

/// A behaviour applied to the particles of a layer or cell (Core Animation's private
/// CAEmitterBehavior): a type, a name, an enabled flag, and the type's inputs set through
/// key-value coding (`setValue([0, 500, 0], forKeyPath: "force")`). Attach behaviours with
/// `layer.setValue([…], forKey: "emitterBehaviors")`; in a displayed layer, a named
/// behaviour's inputs are live (`emitterBehaviors.NAME.KEY`).
open class CAEmitterBehavior: NSObject {
  /// The behaviour's type (`kCAEmitterBehaviorWave`, …).
  public let type: String
  /// The model of the behaviour; nil for a type EmitterKit does not draw (`light`,
  /// `valueOverDistance`, …), which is kept but applies nothing.
  var model: EmitterBehavior?
  var customValues: [String: Any] = [:]
  /// The layers and cells whose `emitterBehaviors` hold this behaviour.
  var owners: [WeakOwner] = []

  /// The behaviour types `init(type:)` takes: Apple's list (CAEmitterBehavior.h and the
  /// runtime's), of which EmitterKit draws all but `light`, `valueOverDistance` and
  /// `colorOverDistance`.
  open class func behaviorTypes() -> [String] { BehaviorKeys.appleTypes }

  /// A behaviour of `type` with every input at its default.
  public init(type: String) {
    self.type = type
    model = BehaviorType(rawValue: type).map { EmitterBehavior(type: $0) }
    super.init()
    if model == nil {
      KeyValueDiagnostics.report(
        key: "CAEmitterBehavior(type:)", value: type,
        message: BehaviorKeys.appleTypes.contains(type)
          ? "the \(type) behaviour is not drawn on Linux; it is kept and applies nothing"
          : "unknown behaviour type \"\(type)\"; it applies nothing",
        suggestion: nearestName(to: type, among: BehaviorKeys.appleTypes))
    }
  }

  /// Makes a behaviour of `type` (Objective-C's `+behaviorWithType:`).
  open class func behavior(withType type: String) -> CAEmitterBehavior {
    CAEmitterBehavior(type: type)
  }

  /// Names the behaviour in key paths (`emitterBehaviors.NAME.KEY`).
  open var name: String? {
    get { model?.name ?? customValues["name"] as? String }
    set { setValue(newValue, forKey: "name") }
  }

  /// Whether the behaviour acts on particles; true by default.
  open var isEnabled: Bool {
    get { model?.enabled ?? true }
    set { setValue(newValue, forKey: "enabled") }
  }

  /// The keys the behaviour's type reads (besides `name` and `enabled`).
  open var inputKeys: [String] { BehaviorKeys.inputKeys(of: model?.type) }

  /// Sets an input by key (`force`, `frequency`, `drag`, `stiffness`, `position`, …), in any
  /// form iOS code passes; a key the type does not read is stored as your own, with a warning
  /// naming the nearest input.
  open func setValue(_ value: Any?, forKey key: String) { setBehaviorValue(value, forKey: key) }

  /// An input by key in the type iOS returns, or a stored value.
  open func value(forKey key: String) -> Any? { behaviorValue(forKey: key) }

  /// Sets a value by key path (a behaviour's keys are single names).
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setBehaviorValue(value, forKey: keyPath)
  }

  /// The value at a key path.
  open func value(forKeyPath keyPath: String) -> Any? { behaviorValue(forKey: keyPath) }

  /// A description naming the type and the behaviour.
  open override var description: String {
    "<CAEmitterBehavior \(type)\(name.map { " \"\($0)\"" } ?? "")>"
  }
}

/// `kCAEmitterBehaviorWave`: a force oscillating in time.
public let kCAEmitterBehaviorWave = "wave"
/// `kCAEmitterBehaviorDrag`: slows particles in proportion to their speed.
public let kCAEmitterBehaviorDrag = "drag"
/// `kCAEmitterBehaviorAlignToMotion`: turns particles to face where they move.
public let kCAEmitterBehaviorAlignToMotion = "alignToMotion"
/// `kCAEmitterBehaviorValueOverLife`: a property following a curve over each particle's life.
public let kCAEmitterBehaviorValueOverLife = "valueOverLife"
/// `kCAEmitterBehaviorColorOverLife`: the colour following a gradient over each life.
public let kCAEmitterBehaviorColorOverLife = "colorOverLife"
/// `kCAEmitterBehaviorLight`: a light tinting particles (not drawn on Linux).
public let kCAEmitterBehaviorLight = "light"
/// `kCAEmitterBehaviorAttractor`: a spring pulling particles to a point, line or plane.
public let kCAEmitterBehaviorAttractor = "attractor"
/// `kCAEmitterBehaviorSimpleAttractor`: a 2D spring toward a point.
public let kCAEmitterBehaviorSimpleAttractor = "simpleAttractor"
/// `kCAEmitterBehaviorValueOverDistance` (not drawn on Linux).
public let kCAEmitterBehaviorValueOverDistance = "valueOverDistance"
/// `kCAEmitterBehaviorColorOverDistance` (not drawn on Linux).
public let kCAEmitterBehaviorColorOverDistance = "colorOverDistance"
