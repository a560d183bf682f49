// swift-tools-version:6.1
// EmitterKit: Core Animation's particle system (CAEmitterLayer, CAEmitterCell, CAEmitterBehavior)
// for Linux, simulated on the GPU through OpenGL 4.5 with a CPU reference that proves it right.
import PackageDescription

let package = Package(
  name: "EmitterKit",
  products: [
    .library(name: "EmitterKit", targets: ["EmitterKit"]),
    .executable(name: "emitter", targets: ["EmitterCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: - System libraries (module.modulemap + shim.h, nothing else)

    .systemLibrary(
      name: "CEpoxy", pkgConfig: "epoxy",
      providers: [.apt(["libepoxy-dev", "libegl-dev", "libgl-dev"])]),
    .systemLibrary(
      name: "CGLFW", pkgConfig: "glfw3",
      providers: [.apt(["libglfw3-dev"])]),

    // MARK: - Model and CPU reference (no GL)

    .target(name: "EmitterModel"),
    .target(name: "EmitterSimulation", dependencies: ["EmitterModel"]),

    // MARK: - GPU (the only modules that touch OpenGL)

    // GLSL from Shaders/, embedded as Swift strings by tools/embed-shaders (no GL, no imports).
    .target(name: "EmitterShaders"),
    // Typed wrappers over libepoxy, the headless EGL context and the shader library.
    .target(name: "EmitterGL", dependencies: ["CEpoxy", "EmitterShaders"]),
    // The GPU simulator: compute-shader spawn and integrate, the same particles as the CPU reference.
    .target(name: "EmitterGPU", dependencies: ["EmitterGL", "EmitterSimulation"]),

    // MARK: - The library users import

    .target(name: "EmitterKit", dependencies: ["EmitterModel", "EmitterSimulation", "EmitterGPU"]),

    // MARK: - Benchmarks (what `emitter bench` measures)

    .target(name: "EmitterBench", dependencies: ["EmitterGPU", "EmitterGL", "EmitterSimulation", "EmitterModel"]),

    // MARK: - Command-line tool

    .executableTarget(
      name: "EmitterCLI",
      dependencies: [
        "EmitterKit",
        "EmitterBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // MARK: - Tests

    .testTarget(name: "EmitterModelTests", dependencies: ["EmitterModel"]),
    .testTarget(name: "EmitterSimulationTests", dependencies: ["EmitterSimulation"]),
    .target(name: "GLTestSupport", dependencies: ["EmitterGL"], path: "Tests/GLTestSupport"),
    .testTarget(name: "EmitterGLTests", dependencies: ["EmitterGL", "EmitterSimulation", "GLTestSupport"]),
    .testTarget(name: "EmitterGPUTests", dependencies: ["EmitterGPU", "EmitterGL", "EmitterSimulation", "GLTestSupport"]),
  ]
)
