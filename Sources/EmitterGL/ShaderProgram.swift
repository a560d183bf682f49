@preconcurrency import CEpoxy

/// A linked GL program: one compute stage, or a vertex and a fragment stage.
///
/// Build programs through `ShaderLibrary`, which expands includes and names files in errors.
/// A plain handle: its owner calls `destroy()` on the context's thread. Programs a headless
/// context shares between owners (`isShared`, see `ShaderProgramCache`) belong to the context.
package struct ShaderProgram: Hashable, Sendable, CustomStringConvertible {
  /// The GL object name.
  let name: GLuint
  /// The debug label, by default the program's name in the library ("rng_check").
  package let label: String
  /// True when the headless context's program cache owns this program: `destroy()` leaves it
  /// alive for the other owners, and the context deletes it.
  package private(set) var isShared = false

  /// Compiles each stage, links them and labels the results.
  /// - Throws: `ShaderError` `.compileFailed` naming the file and line of the first error, or
  ///   `.linkFailed`; both carry the driver's log with locations translated to file names.
  package init(stages: [ExpandedShader], label: String) throws(ShaderError) {
    precondition(!stages.isEmpty, "program '\(label)' needs at least one stage")
    var shaders: [GLuint] = []
    defer {
      for shader in shaders { epoxy_glDeleteShader!(shader) }
    }
    for stage in stages {
      shaders.append(try Self.compile(stage, programLabel: label))
    }
    let program = epoxy_glCreateProgram!()
    for shader in shaders { epoxy_glAttachShader!(program, shader) }
    epoxy_glLinkProgram!(program)
    for shader in shaders { epoxy_glDetachShader!(program, shader) }
    guard Self.parameter(of: program, GL_LINK_STATUS) == GL_TRUE else {
      let log = Self.infoLog(of: program, program: true)
      epoxy_glDeleteProgram!(program)
      // Link logs seldom carry locations, and with several stages they are ambiguous: only a
      // single stage's log is translated.
      let single = stages.count == 1 ? stages[0] : nil
      let location = single?.firstErrorLocation(in: log)
      throw ShaderError(
        kind: .linkFailed, shader: label, file: location?.file ?? stages[0].path,
        line: location?.line, log: single?.translate(log: log) ?? log)
    }
    GL.label(GL_PROGRAM, program, label)
    self.name = program
    self.label = label
  }

  /// Makes this the program that draws and dispatches use (`glUseProgram`).
  package func use() {
    epoxy_glUseProgram!(name)
  }

  /// Deletes the GL object, unless the context's cache shares it (`isShared`). The handle (and
  /// its copies) must not be used afterwards.
  package func destroy() {
    guard !isShared else { return }
    epoxy_glDeleteProgram!(name)
  }

  /// This program, marked as owned by the context's cache.
  func shared() -> ShaderProgram {
    var copy = self
    copy.isShared = true
    return copy
  }

  package var description: String { "ShaderProgram '\(label)'" }

  /// Compiles one stage; the caller deletes the returned shader object.
  private static func compile(_ source: ExpandedShader, programLabel: String) throws(ShaderError)
    -> GLuint
  {
    guard let stage = source.stage else {
      throw ShaderError(
        kind: .sourceNotFound, shader: source.path, file: source.path, line: nil,
        log: "'\(source.path)' is not a stage: use .comp, .vert or .frag")
    }
    let shader = epoxy_glCreateShader!(stage.glType)
    source.text.withCString { text in
      var pointer: UnsafePointer<GLchar>? = text
      epoxy_glShaderSource!(shader, 1, &pointer, nil)
    }
    epoxy_glCompileShader!(shader)
    guard parameter(of: shader, GL_COMPILE_STATUS, program: false) == GL_TRUE else {
      let log = infoLog(of: shader, program: false)
      epoxy_glDeleteShader!(shader)
      let location = source.firstErrorLocation(in: log)
      throw ShaderError(
        kind: .compileFailed, shader: source.path, file: location?.file ?? source.path,
        line: location?.line, log: source.translate(log: log))
    }
    GL.label(GL_SHADER, shader, "\(programLabel): \(source.path)")
    return shader
  }

  /// `glGetProgramiv` or `glGetShaderiv`.
  static func parameter(of object: GLuint, _ name: Int32, program: Bool = true) -> Int32 {
    var value: GLint = 0
    if program {
      epoxy_glGetProgramiv!(object, GLenum(name), &value)
    } else {
      epoxy_glGetShaderiv!(object, GLenum(name), &value)
    }
    return value
  }

  /// The info log of a program or shader object.
  private static func infoLog(of object: GLuint, program: Bool) -> String {
    let length = Int(parameter(of: object, GL_INFO_LOG_LENGTH, program: program))
    guard length > 0 else { return "" }
    var bytes = [GLchar](repeating: 0, count: length)
    if program {
      epoxy_glGetProgramInfoLog!(object, GLsizei(length), nil, &bytes)
    } else {
      epoxy_glGetShaderInfoLog!(object, GLsizei(length), nil, &bytes)
    }
    return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
