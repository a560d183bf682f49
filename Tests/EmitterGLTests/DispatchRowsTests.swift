import EmitterGL
import EmitterTestSupport
import Testing

@Suite("Large dispatches", .serialized, .tags(.gl))
struct DispatchRowsTests {
  /// 65,535 groups of 64 is the most one row may have; one more group needs a second row.
  @Test("a pass over more invocations than one row of groups holds covers each index exactly once")
  func rowsCoverEveryIndex() throws {
    let count = GL.maximumGroupsPerRow * 64 + 1_000
    let hits = try withGL { () throws -> [UInt32] in
      let program = try ShaderLibrary.embedded.makeProgram("index_check")
      let output = Buffer(.init(size: count * 4, label: "index_check output"))
      defer {
        program.destroy()
        output.destroy()
      }
      output.clear()
      program.use()
      program.setUniform("invocationCount", UInt32(count))
      output.bind(to: .testOutput)
      GL.dispatchCompute(invocations: count)
      GL.memoryBarrier(.bufferUpdate)
      return output.read(UInt32.self)
    }
    let wrong = hits.enumerated().first { $0.element != UInt32($0.offset + 1) }
    #expect(wrong == nil, "index \(wrong?.offset ?? -1) was hit \(wrong?.element ?? 0) (expected its index + 1)")
  }
}
