// swift-tools-version:6.1
// Micro-benchmarks of EmitterKit's hot functions (issue #7) on ordo-one's benchmark package.
// Run from the repository root: swift package --package-path tools/benchmarks benchmark
// One group: ... benchmark --filter "Spawn.*"; machine-readable: ... benchmark --format jmh
import PackageDescription

let package = Package(
  name: "EmitterBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // MallocInterposer alone: malloc counts without jemalloc, and without the Swift 6.3 runtime
    // interposer package, which the offline mirror does not carry.
    // ordo-one/benchmark, formerly package-benchmark (the old identifier prints a warning).
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(name: "EmitterKit", path: "../.."),
  ],
  targets: [
    // MARK: - Benchmarks (one executable, one file per hot function)

    .executableTarget(
      name: "EmitterBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        // The library product re-exports EmitterModel and EmitterSimulation, the only modules used.
        .product(name: "EmitterKit", package: "EmitterKit"),
      ],
      path: "Benchmarks/EmitterBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
  ]
)
