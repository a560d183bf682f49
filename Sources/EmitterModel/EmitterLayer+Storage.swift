/// `EmitterLayer`'s values behind a copy-on-write reference: the layer is a value as before
/// (`==` and hashing compare its values; coding is the scene file's, `Scene+SceneFile`), and a copy costs
/// a reference until it is changed.
extension EmitterLayer {
  /// The stored values, one per property, with CAEmitterLayer's defaults.
  struct Values: Hashable, Sendable {
    var name: String?
    var emitterCells: [EmitterCell] = []
    var birthRate: Double = 1
    var lifetime: Double = 1
    var velocity: Double = 1
    var scale: Double = 1
    var spin: Double = 1
    var emitterPosition: Point = .zero
    var emitterZPosition: Double = 0
    var emitterSize: Size = .zero
    var emitterDepth: Double = 0
    var emitterShape: EmitterShape = .point
    var emitterMode: EmitterMode = .volume
    var emitterRects: [Rect] = []
    var emitterMask = EmitterMask()
    var renderMode: RenderMode = .unordered
    var preservesDepth: Bool = false
    var opacity: Double = 1
    var position: Point?
    var bounds: Rect?
    var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    var zPosition: Double = 0
    var transform: Transform3D = .identity
    var sublayerTransform: Transform3D = .identity
    var isHidden: Bool = false
    var isDoubleSided: Bool = true
    var sublayers: [EmitterLayer] = []
    var seed: UInt32 = 0
    var beginTime: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var duration: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses: Bool = false
    var fillMode: FillMode = .removed
    var repeatBeginTime: Double = 0
    var emitterBehaviors: [EmitterBehavior] = []
    var animations: [PropertyAnimation] = []
    var emissionEvents: [EmissionEvent] = []
    var events: [LayerChange] = []
    var backgroundColor: Color = .clear
    var contents: Contents? = nil
    var contentsGravity: ContentsGravity = .resize
    var contentsScale: Double = 1
    var contentsRect: Rect = .unit
    var contentsCenter: Rect = .unit
    var cornerRadius: Double = 0
    var borderWidth: Double = 0
    var borderColor: Color = .black
    var masksToBounds: Bool = false
    var shadowColor: Color = .black
    var shadowOpacity: Double = 0
    var shadowRadius: Double = 3
    var shadowOffset: Size = Size(width: 0, height: -3)
    var shadowPath: String? = nil
    var mask: LayerMask? = nil
  }

  /// The reference copies share; `makeUnique` copies it before a change.
  final class Storage: @unchecked Sendable {
    // @unchecked: a shared storage is never written (`makeUnique` copies it first).
    var values: Values
    init(_ values: Values) { self.values = values }
  }

  /// The storage of every layer made with the defaults, shared.
  static let defaults = Storage(Values())

  /// Gives this layer a storage of its own before a change.
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
  }

  /// Whether two layers hold the same values.
  public static func == (lhs: EmitterLayer, rhs: EmitterLayer) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
  }

  /// Hashes the layer's values.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.values) }
}

extension EmitterLayer: CustomReflectable {
  /// The layer's properties by name, as a struct's stored properties show (`print`, `dump`,
  /// the scene schema's coverage test), not the reference they sit behind.
  public var customMirror: Mirror {
    Mirror(self, children: Mirror(reflecting: storage.values).children, displayStyle: .struct)
  }
}
