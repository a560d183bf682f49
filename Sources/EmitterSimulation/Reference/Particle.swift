/// One live particle of the CPU reference: hot state (integrated each step) and its birth record
/// (random draws made once). The GPU keeps the same fields, split into hot and cold buffers.
public struct Particle: Sendable, Equatable {
  /// Flat cell index and birth serial: the particle's identity.
  public var cell: Int32
  public var serial: UInt64
  /// The particle's slot in the GPU's buffers (`SlotLayout`); the CPU keeps it to prove that no
  /// slot is reused while its particle lives.
  public var slot: Int

  // Hot.
  public var position: SIMD3<Float>
  public var velocity: SIMD3<Float>
  public var age: Float

  // Birth record.
  public var lifetime: Float
  public var color: SIMD4<Float>
  public var scale: Float
  public var spin: Float
  public var rotation: Float
  public var mass: Float
  /// Unit normal of the quad: drawn for every particle, used by `plane` particles.
  public var normal: SIMD3<Float>

  public var isAlive: Bool { age < lifetime }

  public init(
    cell: Int32, serial: UInt64, slot: Int, position: SIMD3<Float>, velocity: SIMD3<Float>, age: Float,
    lifetime: Float, color: SIMD4<Float>, scale: Float, spin: Float, rotation: Float, mass: Float,
    normal: SIMD3<Float>
  ) {
    self.cell = cell; self.serial = serial; self.slot = slot
    self.position = position; self.velocity = velocity; self.age = age; self.lifetime = lifetime
    self.color = color; self.scale = scale; self.spin = spin; self.rotation = rotation
    self.mass = mass; self.normal = normal
  }
}
