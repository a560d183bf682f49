/// One live particle of the CPU reference: hot state (integrated each step) and its birth record
/// (random draws made once). The GPU keeps the same fields, split into hot and cold buffers.
package struct Particle: Sendable, Equatable {
  /// Flat cell index and birth serial: the particle's identity.
  package var cell: Int32
  package var serial: UInt64
  /// The particle's slot in the GPU's buffers (`SlotLayout`); the CPU keeps it to prove that no
  /// slot is reused while its particle lives.
  package var slot: Int

  // Hot.
  package var position: SIMD3<Float>
  package var velocity: SIMD3<Float>
  package var age: Float

  // Birth record.
  package var lifetime: Float
  package var color: SIMD4<Float>
  package var scale: Float
  package var spin: Float
  package var rotation: Float
  package var mass: Float
  /// Unit normal of the quad: drawn for every particle, used by `plane` particles.
  package var normal: SIMD3<Float>

  package var isAlive: Bool { age < lifetime }

  package init(
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
