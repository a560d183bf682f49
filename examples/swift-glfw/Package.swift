// swift-tools-version: 6.0
// A program of its own depending on EmitterKit by path (from a clone: `.package(url:from:)`).
import PackageDescription

let package = Package(
  name: "swift-glfw-example",
  dependencies: [.package(name: "EmitterKit", path: "../..")],
  targets: [
    // The program's own window library and GL loader, through pkg-config.
    .systemLibrary(
      name: "CGLFWExample", path: "Sources/CGLFWExample", pkgConfig: "glfw3",
      providers: [.apt(["libglfw3-dev", "libepoxy-dev"])]),
    .executableTarget(
      name: "confetti-swift",
      dependencies: [.product(name: "EmitterKit", package: "EmitterKit"), "CGLFWExample"],
      path: "Sources/confetti-swift"),
  ]
)
