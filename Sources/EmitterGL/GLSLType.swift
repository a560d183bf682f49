@preconcurrency import CEpoxy

/// The GLSL type of a block member, as reflection reports it (`GL_TYPE`).
package enum GLSLType: String, Sendable, CaseIterable, CustomStringConvertible {
  case float, vec2, vec3, vec4
  case int, ivec2, ivec3, ivec4
  case uint, uvec2, uvec3, uvec4
  case bool, bvec2, bvec3, bvec4
  case mat2, mat3, mat4, mat2x3, mat2x4, mat3x2, mat3x4, mat4x2, mat4x3
  /// Any type this table does not name (doubles, samplers, images...).
  case other

  package var description: String { rawValue }

  init(glType: GLint) {
    self = Self.byGLType[glType] ?? .other
  }

  private static let byGLType: [GLint: GLSLType] = [
    GL_FLOAT: .float, GL_FLOAT_VEC2: .vec2, GL_FLOAT_VEC3: .vec3, GL_FLOAT_VEC4: .vec4,
    GL_INT: .int, GL_INT_VEC2: .ivec2, GL_INT_VEC3: .ivec3, GL_INT_VEC4: .ivec4,
    GL_UNSIGNED_INT: .uint, GL_UNSIGNED_INT_VEC2: .uvec2, GL_UNSIGNED_INT_VEC3: .uvec3,
    GL_UNSIGNED_INT_VEC4: .uvec4,
    GL_BOOL: .bool, GL_BOOL_VEC2: .bvec2, GL_BOOL_VEC3: .bvec3, GL_BOOL_VEC4: .bvec4,
    GL_FLOAT_MAT2: .mat2, GL_FLOAT_MAT3: .mat3, GL_FLOAT_MAT4: .mat4,
    GL_FLOAT_MAT2x3: .mat2x3, GL_FLOAT_MAT2x4: .mat2x4, GL_FLOAT_MAT3x2: .mat3x2,
    GL_FLOAT_MAT3x4: .mat3x4, GL_FLOAT_MAT4x2: .mat4x2, GL_FLOAT_MAT4x3: .mat4x3,
  ]
}
