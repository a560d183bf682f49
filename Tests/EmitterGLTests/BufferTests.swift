import EmitterGL
import EmitterTestSupport
import Testing

@Suite("Buffers, reflection and timer queries", .serialized, .tags(.gl))
struct BufferTests {
  @Test("written elements read back unchanged, and clear zeroes them")
  func writeReadClear() throws {
    try withGL {
      let values: [Float] = [1, -2.5, .pi, .greatestFiniteMagnitude]
      let buffer = Buffer(values, label: "round trip")
      defer { buffer.destroy() }
      #expect(buffer.read(Float.self) == values)
      buffer.write([UInt32(7)], atByteOffset: 4)
      #expect(buffer.read(UInt32.self, count: 1, fromByteOffset: 4) == [7])
      buffer.clear()
      #expect(buffer.read(UInt32.self) == [0, 0, 0, 0])
    }
  }

  @Test("mapped reads and writes see the buffer's contents")
  func mapping() throws {
    try withGL {
      let buffer = Buffer(.init(size: 16, access: [.mapRead, .mapWrite], label: "mapped"))
      defer { buffer.destroy() }
      buffer.withMappedElements(writing: UInt32.self, count: 4) { span in
        for index in span.indices { span[index] = UInt32(index * 10) }
      }
      let sum = buffer.withMappedElements(reading: UInt32.self, count: 4) { span in
        span.indices.reduce(0) { $0 + span[$1] }
      }
      #expect(sum == 60)
    }
  }

  @Test("copy moves bytes between buffers on the GPU")
  func copy() throws {
    try withGL {
      let source = Buffer([UInt32(1), 2, 3, 4], label: "copy source")
      let target = Buffer(.init(size: 16, label: "copy target"))
      defer {
        source.destroy()
        target.destroy()
      }
      target.copy(from: source, sourceByteOffset: 8, toByteOffset: 0, byteCount: 8)
      #expect(target.read(UInt32.self) == [3, 4, 0, 0])
    }
  }

  @Test("reflection reports std140 and std430 offsets by member name")
  func blockReflection() throws {
    try withGL {
      let program = try ReflectionShader.library.makeProgram("layouts")
      defer { program.destroy() }

      let uniform = try #require(program.uniformBlock(named: "Frame"))
      #expect(uniform.binding == ShaderBindings.UniformBlock.frame.rawValue)
      // std140: a vec3 takes 16-byte alignment; the float after it packs into its last word;
      // array elements are rounded up to 16 bytes.
      #expect(uniform.offsets == ["Frame.gravity": 0, "Frame.time": 12, "Frame.weights[0]": 16])
      #expect(uniform.member("Frame.weights[0]")?.arrayStride == 16)
      #expect(uniform.member("Frame.gravity")?.type == .vec3)
      #expect(uniform.dataSize == 64)

      let storage = try #require(program.storageBlock(named: "Particles"))
      #expect(storage.binding == ShaderBindings.StorageBlock.particlePosition.rawValue)
      // std430 (and std140 alike): a float packs into the last word of the vec3 before it; the
      // struct takes its largest member's alignment (16), so 12 + 4 + 8 bytes round up to 32.
      #expect(
        storage.offsets == [
          "Particles.items[0].position": 0, "Particles.items[0].age": 12,
          "Particles.items[0].velocity": 16,
        ])
      #expect(storage.member("Particles.items[0].position")?.topLevelArrayStride == 32)
      #expect(storage.dataSize == 32)
    }
  }

  @Test("a timer query measures a dispatch")
  func timerQuery() throws {
    try withGL {
      let program = try ReflectionShader.library.makeProgram("layouts")
      let buffer = Buffer(.init(size: 32 * 1024, label: "timed particles"))
      defer {
        program.destroy()
        buffer.destroy()
      }
      program.use()
      buffer.bind(to: .particlePosition)
      let (_, gpuTime) = GL.measureGPUTime("timed dispatch") {
        GL.dispatchCompute(invocations: 1024)
      }
      print("EmitterGLTests: 1024 invocations took \(gpuTime) of GPU time")
      #expect(gpuTime > .zero)
    }
  }
}

/// A compute shader whose blocks exercise the std140 and std430 rules.
enum ReflectionShader {
  static let library = ShaderLibrary(sources: [
    "include/bindings.glsl": ShaderLibrary.embedded.source("include/bindings.glsl") ?? "",
    "layouts.comp": """
    #version 450 core
    #include "bindings.glsl"
    layout(local_size_x = WORKGROUP_SIZE) in;

    layout(std140, binding = UBO_FRAME) uniform Frame {
      vec3 gravity;
      float time;
      float weights[3];
    } frame;

    struct Particle {
      vec3 position;
      float age;
      vec2 velocity;
    };

    layout(std430, binding = SSBO_PARTICLE_POSITION) buffer Particles {
      Particle items[];
    } particles;

    void main() {
      uint index = gl_GlobalInvocationID.x;
      if (index >= uint(particles.items.length())) { return; }
      Particle particle = particles.items[index];
      particle.position += frame.gravity * frame.time * frame.weights[index % 3u];
      particle.age += frame.time;
      particle.velocity += vec2(1.0);
      particles.items[index] = particle;
    }
    """,
  ])
}
