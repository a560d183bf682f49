// Shared by the GL test targets: the headless context, repository paths, GLSL #define parsing.
import EmitterGL
import Foundation
import Testing

/// Runs `body` with the shared headless context current on this thread, then checks that the
/// driver reported no GL errors. A missing context fails the test with the install hint: GL
/// tests never skip.
@discardableResult
public func withGL<Result>(_ body: () throws -> Result) throws -> Result {
  let context = try HeadlessContext.shared()
  return try context.withCurrent {
    _ = GLDebugLog.takeErrors()  // Start clean: an earlier test's failure is not this one's.
    let result = try body()
    let errors = GLDebugLog.takeErrors()
    #expect(errors.isEmpty, "GL errors: \(errors)")
    return result
  }
}

/// Paths in the source tree; tests run from a checkout, unlike the binary.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  public static let shaders = root.appendingPathComponent("Shaders")
  public static let scenes = root.appendingPathComponent("scenes")
}

/// The object-like `#define NAME VALUE` lines of a GLSL file, values as written.
public func glslDefines(in text: String) -> [String: String] {
  var defines: [String: String] = [:]
  for line in text.split(separator: "\n") {
    if let match = line.wholeMatch(of: #/\s*#define\s+(?<name>\w+)\s+(?<value>.+?)\s*/#) {
      defines[String(match.output.name)] = String(match.output.value)
    }
  }
  return defines
}

/// An integer `#define` value: `64`, `7` or `17u`.
public func glslInteger(_ value: String?) -> Int? {
  guard let value else { return nil }
  return Int(value.hasSuffix("u") ? String(value.dropLast()) : value)
}

/// The embedded source of a Shaders/ file, failing the test if it is missing.
public func embeddedSource(_ path: String) throws -> String {
  try #require(ShaderLibrary.embedded.source(path), "no embedded \(path)")
}

/// Runs a test-only check shader (one invocation per input, `inputCount` uniform, input and
/// output at the test bindings) and returns `outputsPerInput` results per input.
public func runCheckShader<Input: BitwiseCopyable, Output: BitwiseCopyable>(
  _ name: String, inputs: [Input], outputsPerInput: Int = 1, as output: Output.Type,
  countUniform: String = "inputCount"
) throws -> [Output] {
  try withGL { () throws -> [Output] in
    let program = try ShaderLibrary.embedded.makeProgram(name)
    let input = Buffer(inputs, label: "\(name) input")
    let results = Buffer(
      .init(size: inputs.count * outputsPerInput * MemoryLayout<Output>.stride, label: "\(name) output"))
    defer {
      program.destroy()
      input.destroy()
      results.destroy()
    }
    program.use()
    program.setUniform(countUniform, UInt32(inputs.count))
    input.bind(to: .testInput)
    results.bind(to: .testOutput)
    GL.dispatchCompute(invocations: inputs.count)
    GL.memoryBarrier(.bufferUpdate)
    return results.read(Output.self)
  }
}
