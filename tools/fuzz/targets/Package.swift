// swift-tools-version: 6.0
// The coverage-guided fuzzers that run what users run (tools/fuzz/run --target scene|render|capi): a
// package of its own that depends on EmitterKit by path, as a user's program does, so the
// project's Package.swift gains no target that only links under -sanitize=fuzzer (libFuzzer
// supplies `main`). tools/fuzz/run builds it with `-Xswiftc -sanitize=fuzzer,address -Xswiftc
// -parse-as-library`, which instruments every Swift module of EmitterKit it links (model,
// simulation, contents, GL, GPU, renderer, façade); the C libraries and the GL driver (Mesa's
// llvmpipe) are not instrumented. The three targets share that one instrumented build.
import PackageDescription

let package = Package(
  name: "emitterkit-fuzz-targets",
  dependencies: [.package(name: "EmitterKit", path: "../../..")],
  targets: [
    // The mutators' random source and libFuzzer's byte mutation (tools/fuzz/import compiles the
    // same file into its own module).
    .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
    // `emitter validate`'s check (`SceneCheck`: decode, validate, GPU limits, budgets, memory
    // estimate) over structure-aware mutants of scene files.
    .executableTarget(
      name: "scene-fuzzer",
      dependencies: [.product(name: "EmitterKit", package: "EmitterKit"), "FuzzSupport"],
      path: "Sources/scene-fuzzer"),
    // GL entry points to make the 40x40 texture drawn into.
    .systemLibrary(name: "CEpoxyFuzz", path: "Sources/CEpoxyFuzz", pkgConfig: "epoxy"),
    .executableTarget(
      name: "render-fuzzer",
      dependencies: [.product(name: "EmitterKit", package: "EmitterKit"), "CEpoxyFuzz"],
      path: "Sources/render-fuzzer",
      // epoxy's entry points are mutable C globals; one thread calls them.
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The C API's fuzzer (tools/fuzz/run --target capi): sequences of calls with hostile
    // arguments into libemitterkit.so's functions (EmitterKitC); its decoder is the tests' own
    // (Tests/EmitterKitCToolTests/CAPIFuzz, linked here), so kept inputs replay the same calls.
    .executableTarget(
      name: "capi-fuzzer",
      dependencies: [.product(name: "emitterkit", package: "EmitterKit")],
      path: "Sources/capi-fuzzer",
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
