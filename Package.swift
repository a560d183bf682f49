// swift-tools-version:6.1
// EmitterKit: Core Animation's particle system (CAEmitterLayer, CAEmitterCell, CAEmitterBehavior)
// for Linux, simulated on the GPU through OpenGL 4.5 with a CPU reference that proves it right.
import Foundation
import PackageDescription

let package = Package(
  name: "EmitterKit",
  products: [
    .library(name: "EmitterKit", targets: ["EmitterKit"]),
    .executable(name: "emitter", targets: ["EmitterCLI"]),
    // libemitterkit.so: the C interface (include/emitterkit.h), installed by tools/install.
    .library(name: "emitterkit", type: .dynamic, targets: ["EmitterKitC"]),
    // iOS and macOS code that hosts an emitter, compiled as written (`import UIKit`, with
    // QuartzCore, Core Graphics and Foundation re-exported; `import AppKit`): docs/PORTING.md.
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "AppKit", targets: ["AppKit"]),
  ],
  dependencies: [
    // The `emitter` command line only. A program using the EmitterKit library product builds no
    // module of it; SwiftPM still fetches it and compiles its two plugin scripts, since it
    // resolves every dependency of a target in a product (README, "Use it in your program";
    // LibraryConsumerTests).
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (tools/docs; the catalogue is
    // Sources/EmitterKit/EmitterKit.docc). No target uses it, so a consumer does not even fetch it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: - System libraries (module.modulemap + shim.h, nothing else)

    .systemLibrary(
      name: "CEpoxy", pkgConfig: "epoxy",
      providers: [.apt(["libepoxy-dev", "libegl-dev", "libgl-dev"])]),
    .systemLibrary(
      name: "CGLFW", pkgConfig: "glfw3",
      providers: [.apt(["libglfw3-dev"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]),
    // Dear ImGui with its GLFW and OpenGL 3 backends (C++): the demo's parameter panel, imported by
    // the executable only, since C++ interop spreads to every module that imports one using it.
    .systemLibrary(
      name: "CImGui", pkgConfig: "imgui",
      providers: [.apt(["libimgui-dev"])]),
    // Cairo over FreeType: colour emoji and SVG-like path contents.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
    // HarfBuzz: shapes an emoji sequence into the font's one ligature glyph before cairo draws it.
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]),

    // zlib: inflates the gzip'd textures that cocos2d / Particle Designer plists embed.
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),

    // MARK: - Model and CPU reference (no GL)

    // EmitterImage: contents bitmaps (pixels in memory) are PNG data URLs in scene files.
    .target(name: "EmitterModel", dependencies: ["CZlib", "EmitterImage"]),
    .target(name: "EmitterSimulation", dependencies: ["EmitterModel", "EmitterImage", "EmitterMaskRaster"]),
    // The mask emitter shape's source (an image, text, a path) drawn once by cairo into a raster
    // both simulators sample; cairo's CPU rasteriser, so no GL.
    .target(name: "EmitterMaskRaster", dependencies: ["EmitterModel", "EmitterImage", "CCairo"]),

    // MARK: - Images and contents (no GL)

    // RGBA images, PNG files through libpng, image comparison with a two-part tolerance.
    .target(name: "EmitterImage", dependencies: ["CPNG"]),
    // Every cell's contents as pixels (shapes, PNG images, emoji, paths) in one layered atlas.
    .target(name: "EmitterContents", dependencies: ["EmitterModel", "EmitterSimulation", "EmitterImage", "EmitterMaskRaster", "CCairo", "CHarfBuzz"]),

    // MARK: - GPU (the only modules that touch OpenGL)

    // GLSL from Shaders/, embedded as Swift strings by tools/embed-shaders (no GL, no imports).
    .target(name: "EmitterShaders"),
    // Typed wrappers over libepoxy, the headless EGL context and the shader library.
    .target(name: "EmitterGL", dependencies: ["CEpoxy", "EmitterShaders"]),
    // The GPU simulator: compute-shader spawn and integrate, the same particles as the CPU reference.
    .target(name: "EmitterGPU", dependencies: ["EmitterGL", "EmitterSimulation"]),

    // MARK: - Drawing

    // The CPU renderer's span kernel, in C: Swift cannot build one function for AVX2 and choose
    // it at run time, so this target builds it for baseline x86-64 and for AVX2, with the same
    // float operations (no FMA), and picks one per processor.
    .target(name: "EmitterSpanKernel"),
    // The drawing rules in plain Swift (view, quad geometry, draw order) and the CPU reference
    // rasteriser the GPU images are checked against.
    .target(name: "EmitterRaster", dependencies: ["EmitterSimulation", "EmitterContents", "EmitterSpanKernel"]),
    // The GL renderer: instanced quads over the GPU particle arrays, GPU sorting, offscreen RGBA8.
    .target(name: "EmitterRender", dependencies: ["EmitterGL", "EmitterGPU", "EmitterContents", "EmitterRaster"]),

    // MARK: - Verification (not in the library: what checks the engine)

    // Random scenes and live changes, particle and image comparisons with stated tolerances, the
    // GPU-against-CPU run: what the tests and `emitter compare` check the engine with.
    .target(
      name: "EmitterVerification",
      dependencies: ["EmitterModel", "EmitterSimulation", "EmitterGPU", "EmitterImage"]),

    // MARK: - The library users import

    .target(
      name: "EmitterKit",
      dependencies: [
        "EmitterModel", "EmitterSimulation", "EmitterGPU", "EmitterImage", "EmitterContents", "EmitterRaster",
        "EmitterRender",
        // Scene.preset(named:): the catalogue and where its scene files are.
        "EmitterPresets",
      ]),

    // MARK: - The C library

    // include/emitterkit.h as a Swift module, so the implementation uses the header's own types.
    .systemLibrary(name: "CEmitterKitAPI"),
    // The C interface over the façade: @_cdecl functions, opaque handles, status codes.
    // A release libemitterkit.so links the Swift runtime and Foundation in, so an app that links
    // it ships one file: SwiftPM's --static-swift-stdlib reaches executables only. (An unsafe
    // flag: fine here and for path dependencies; a versioned dependency may not use this one
    // product, `emitterkit`, while the EmitterKit product, which lacks this target, is unaffected.)
    .target(
      name: "EmitterKitC", dependencies: ["EmitterKit", "CEmitterKitAPI"],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),

    // MARK: - Benchmarks (what `emitter bench` measures)

    .target(
      name: "EmitterBench",
      dependencies: [
        "EmitterKit", "EmitterGPU", "EmitterGL", "EmitterSimulation", "EmitterModel", "EmitterRaster",
        "EmitterRender", "CCairo",
        // `--classes`: Core Animation's classes against the façade they run on.
        "QuartzCore", "CoreGraphics",
      ]),

    // MARK: - Presets and the demo window

    // The seed articles' effects: the registry of scene files in scenes/, the resolver that lets a
    // command take a preset name for a path, and how a scene follows a resized canvas (no GL).
    .target(name: "EmitterPresets", dependencies: ["EmitterModel"]),
    // `emitter demo`: a GLFW window that simulates and draws a scene live. Input goes through a
    // pure state machine (DemoInput -> DemoState) that tests drive without a window.
    .target(
      name: "EmitterDemo",
      dependencies: [
        "EmitterKit", "EmitterPresets", "EmitterModel", "EmitterSimulation", "EmitterGL", "EmitterImage",
        "EmitterRaster", "CGLFW",
      ]),

    // MARK: - Core Animation on Linux, under Apple's module names (iOS emitter code compiles as written)

    // Swift Testing declares cross-import overlays named _Testing_CoreGraphics, _Testing_UIKit and
    // _Testing_AppKit, which the Linux toolchain lacks: a file importing Testing with one of these
    // modules fails without them. Empty targets of those names, built with the modules.
    .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/CoreGraphics"),
    .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/UIKit"),
    .target(name: "_Testing_AppKit", path: "Sources/TestingOverlays/AppKit"),
    // Colours, images (PNG files and drawing), paths and a drawing context over cairo.
    .target(
      name: "CoreGraphics", dependencies: ["EmitterModel", "EmitterImage", "CCairo", "_Testing_CoreGraphics"]),
    // CALayer, CAEmitterLayer, CAEmitterCell, CAEmitterBehavior, animations and CATransaction,
    // as reference types over the model and ParticleSystem.
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "EmitterKit"]),
    // What UIKit and AppKit share, package-only: the view tree under both view classes, the main
    // run loop at media time, the GLFW window host and headless frames over QuartzCore's
    // LayerTreeHost, named-image lookup, colour models and text drawn with cairo and HarfBuzz.
    .target(
      name: "EmitterViewHost",
      dependencies: [
        "QuartzCore", "CoreGraphics", "EmitterKit", "EmitterGL", "EmitterImage", "EmitterContents",
        "CCairo", "CGLFW",
      ]),
    // The view shell that hosts emitter code: UIView, UIViewController, UIColor, UIImage...
    .target(name: "UIKit", dependencies: ["QuartzCore", "EmitterViewHost", "EmitterImage", "_Testing_UIKit"]),
    // The same for AppKit: NSView, NSColor, NSImage.
    .target(name: "AppKit", dependencies: ["QuartzCore", "EmitterViewHost", "EmitterImage", "_Testing_AppKit"]),

    // MARK: - Export to iOS

    // `emitter export`: a scene as CAEmitterLayer code (Swift or Objective-C) for an iOS app.
    .target(name: "EmitterExport", dependencies: ["EmitterModel"]),

    // MARK: - Command-line tool

    .executableTarget(
      name: "EmitterCLI",
      dependencies: [
        "EmitterKit",
        "EmitterBench",
        "EmitterPresets",
        "EmitterDemo",
        "EmitterExport",
        "EmitterVerification",
        "CImGui",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.interoperabilityMode(.Cxx)],
      // The static libimgui.a needs libm after it, and its GLFW backend needs GLFW.
      linkerSettings: [.linkedLibrary("m"), .linkedLibrary("glfw")]),

    // MARK: - Tests, in tiers

    // One test target per module. Tiers by name, so the pure tier runs alone with
    //   swift test --skip 'GLTests|WindowTests|ToolTests'
    // (CONTRIBUTING.md, "Tests, in tiers"): a target or suite named ...GLTests needs an OpenGL
    // context (llvmpipe without a GPU), ...WindowTests a window (the tests start their own Xvfb),
    // ...ToolTests an outside tool (ffmpeg, a C compiler, swiftc, pip, GTK, glslangValidator,
    // python3's jsonschema, the built `emitter`); each such suite also carries the tag (`.gl`,
    // `.window`, `.tool`: EmitterTestSupport/Tags.swift). `swift test` runs every tier.

    // Test support: GL contexts for tests, the repository's folders, the virtual display, the
    // Core Animation lock, scene fixtures and statistics, the tier tags. Not part of any product.
    .target(
      name: "EmitterTestSupport", dependencies: ["EmitterGL", "EmitterModel", "EmitterSimulation"],
      path: "Tests/EmitterTestSupport"),

    // Model and simulation (pure).
    .testTarget(name: "EmitterModelTests", dependencies: ["EmitterModel", "EmitterTestSupport"]),
    .testTarget(
      name: "EmitterSimulationTests",
      dependencies: [
        "EmitterSimulation", "EmitterVerification", "EmitterTestSupport", "EmitterMaskRaster", "EmitterImage", "CCairo",
      ]),
    .testTarget(
      name: "EmitterVerificationTests",
      dependencies: ["EmitterVerification", "EmitterSimulation", "EmitterImage", "EmitterTestSupport"]),

    // Images, contents and CPU drawing (pure).
    .testTarget(name: "EmitterImageTests", dependencies: ["EmitterImage", "EmitterVerification", "EmitterTestSupport"]),
    .testTarget(
      name: "EmitterContentsTests",
      dependencies: [
        "EmitterContents", "EmitterImage", "EmitterModel", "EmitterSimulation", "EmitterVerification",
      ]),
    .testTarget(
      name: "EmitterRasterTests",
      dependencies: [
        "EmitterRaster", "EmitterContents", "EmitterImage", "EmitterSimulation", "EmitterVerification",
        "EmitterTestSupport",
      ]),

    // GL (the GL tier): wrappers and shaders, the GPU simulator against the CPU, the GL renderer.
    .testTarget(
      name: "EmitterGLTests",
      dependencies: ["EmitterGL", "EmitterSimulation", "EmitterVerification", "EmitterTestSupport"]),
    .testTarget(
      name: "EmitterGPUGLTests",
      dependencies: [
        "EmitterGPU", "EmitterGL", "EmitterSimulation", "EmitterVerification", "EmitterTestSupport", "EmitterImage",
      ]),
    .testTarget(
      name: "EmitterRenderGLTests",
      dependencies: [
        "EmitterRender", "EmitterRaster", "EmitterContents", "EmitterImage", "EmitterGPU", "EmitterGL",
        "EmitterSimulation", "EmitterVerification", "EmitterTestSupport",
      ],
      exclude: ["Goldens"]),

    // The façade as a host uses it: its own framebuffer, state and content (raw GL: CEpoxy).
    .testTarget(
      name: "EmitterKitTests",
      dependencies: ["EmitterKit", "EmitterVerification", "EmitterTestSupport", "CEpoxy"]),
    // The C library from C: tools/install into a temporary prefix, Tests/c compiled with cc
    // against the installed header and .pc, run headless; Python, the examples. Depends on
    // EmitterKitC so the library is built before it runs.
    .testTarget(
      name: "EmitterKitCToolTests", dependencies: ["EmitterKitC", "EmitterTestSupport", "EmitterImage"]),

    // The tools.
    .testTarget(name: "EmitterPresetsTests", dependencies: ["EmitterPresets", "EmitterModel", "EmitterTestSupport"]),
    // C++ interop: the executable it tests imports Dear ImGui.
    .testTarget(
      name: "EmitterCLITests",
      dependencies: ["EmitterCLI", "EmitterKit", "EmitterVerification", "EmitterTestSupport"],
      swiftSettings: [.interoperabilityMode(.Cxx)]),
    .testTarget(
      name: "EmitterDemoTests",
      dependencies: [
        "EmitterDemo", "EmitterPresets", "EmitterModel", "EmitterSimulation", "EmitterGPU", "EmitterRender",
        "EmitterRaster", "EmitterImage", "EmitterVerification", "EmitterTestSupport",
        // ParticleSystemWindowTests: the façade in a real window's default framebuffer (GLX).
        "EmitterKit", "CEpoxy",
      ]),
    // The generated code as text, and its Objective-C parsed with clang against a stub header
    // (Fixtures/, not built by SwiftPM); the Swift runs in ExportRoundTripTests.
    .testTarget(
      name: "EmitterExportTests", dependencies: ["EmitterExport", "EmitterModel", "EmitterPresets"],
      exclude: ["Fixtures"]),

    // Core Animation on Linux.
    // EmitterContents: a path's model text parsed back by the contents' own SVG reader.
    .testTarget(
      name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "EmitterImage", "EmitterModel", "EmitterContents"]),
    // Core Animation's classes: defaults, key-value coding, transactions and implicit animations,
    // a layer tree as a scene (the presets ported to classes), live changes on both engines
    // (GL suites on the shared headless context), and QuartzCore's key types against the export's.
    .testTarget(
      name: "QuartzCoreTests",
      dependencies: ["QuartzCore", "EmitterKit", "EmitterExport", "EmitterVerification", "EmitterTestSupport"]),
    // UIKit's classes against Apple's defaults and semantics, drawing, text, touches, timers at
    // media time, headless view frames, and the window host under Xvfb against headless frames.
    .testTarget(
      name: "UIKitTests",
      dependencies: ["UIKit", "EmitterViewHost", "EmitterKit", "EmitterImage", "EmitterVerification", "EmitterTestSupport"]),
    // The seed articles' Swift listings as written, in Swift 5 language mode as iOS app code
    // usually is (docs/PORTING.md), rendered headless and compared with their presets.
    .testTarget(
      name: "SeedListingTests",
      dependencies: ["UIKit", "EmitterViewHost", "EmitterKit", "EmitterImage", "EmitterVerification", "EmitterTestSupport"],
      exclude: ["Resources"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // `emitter export`'s Swift for every preset and the export fixtures, generated into Exports/
    // by tools/export-round-trip, compiled against UIKit and QuartzCore in Swift 5 mode, run and
    // rendered headless: the scene the classes hold and its frames, against the scene file's.
    .testTarget(
      name: "ExportRoundTripTests",
      dependencies: [
        "UIKit", "EmitterViewHost", "EmitterKit", "EmitterExport", "EmitterPresets", "EmitterImage",
        "EmitterVerification", "EmitterTestSupport",
      ],
      exclude: ["Exports/glowBitmap.png"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "AppKitTests",
      dependencies: ["AppKit", "EmitterViewHost", "EmitterKit", "EmitterImage", "EmitterVerification", "EmitterTestSupport"]),
  ]
)

// tools/sanitize builds only the test targets its tier runs, named in EMITTERKIT_TEST_TARGETS
// (comma-separated): an instrumented build of the others (the classes, the GL renderer, the
// export round trip) is minutes of CI for suites that tier never runs. Unset, as everywhere
// else, every test target is built.
if let kept = Context.environment["EMITTERKIT_TEST_TARGETS"]?.split(separator: ",") {
  package.targets.removeAll { $0.type == .test && !kept.contains(Substring($0.name)) }
}

// When EmitterKit itself is the package being built (a build run in its folder: its tests, CI,
// its sanitizer tiers), the modules the tests spend their time in (the model, images, the
// simulation, contents, the CPU renderers and image comparison) are compiled optimised in debug
// builds too: the suite's time was mostly their unspecialised generic code (SIMD arithmetic
// through the runtime's witness tables), and optimised it runs several times faster
// (docs/BENCHMARKS.md, "The test suite's time"). Bounds and overflow checks and preconditions
// stay, as in a release build. A package that depends on EmitterKit (by version, or by path as
// the examples and `emitter run` do) builds it plain: `-O` is an unsafe flag, which SwiftPM
// refuses in a versioned dependency, and it compiles those modules about 2.7 times slower.
// `EMITTERKIT_DEBUG_ENGINE=1` builds them plain here too, for a debugger.
let optimisedInDebug: Set<String> = [
  "EmitterModel", "EmitterImage", "EmitterMaskRaster", "EmitterSimulation", "EmitterContents",
  "EmitterRaster", "EmitterVerification",
]
func resolved(_ path: String) -> String {
  URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
}
let builtInItsOwnFolder =
  Context.environment["PWD"].map(resolved) == resolved(Context.packageDirectory)
if builtInItsOwnFolder && Context.environment["EMITTERKIT_DEBUG_ENGINE"] != "1" {
  for target in package.targets where optimisedInDebug.contains(target.name) {
    target.swiftSettings =
      (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
  }
}
