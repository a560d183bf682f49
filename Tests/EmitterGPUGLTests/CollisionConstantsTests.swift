import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU

/// collision.glsl's and behaviors.glsl's numbers for colliders agree with the Swift enums the
/// behaviour block is packed from, and the skin with `Collider.skin`.
@Suite("collision.glsl and Collider agree")
struct CollisionConstantsTests {
  @Test("shapes, responses, the behaviour kind and the skin")
  func constants() throws {
    let defines = glslDefines(in: try embeddedSource("include/collision.glsl"))
    let shapes: [(String, Collider.Shape)] = [
      ("COLLIDER_BOUNDS", .bounds), ("COLLIDER_LINE", .line), ("COLLIDER_RECT", .rect),
      ("COLLIDER_CIRCLE", .circle), ("COLLIDER_IMAGE", .image),
    ]
    for (name, shape) in shapes { #expect(glslInteger(defines[name]) == Int(shape.rawValue), "\(name)") }
    let responses: [(String, Collider.Response)] = [
      ("COLLISION_BOUNCE", .bounce), ("COLLISION_STICK", .stick), ("COLLISION_SLIDE", .slide),
      ("COLLISION_DIE", .die),
    ]
    for (name, response) in responses {
      #expect(glslInteger(defines[name]) == Int(response.rawValue), "\(name)")
    }
    #expect(Float(defines["COLLISION_SKIN"] ?? "") == Collider.skin)
    let kinds = glslDefines(in: try embeddedSource("include/behaviors.glsl"))
    #expect(glslInteger(kinds["BEHAVIOR_COLLISION"]) == Int(BehaviorLayout.Kind.collision.rawValue))
  }
}
