// The library users import: the façade (`ParticleSystem`), the model, scene files, the CPU
// reference, the GPU simulator and the GL renderer, PNG images, and the GL types the façade
// takes (`HostFramebuffer`, `PixelRect`, `HeadlessContext`), so `import EmitterKit` is all a
// program needs. Each module re-exported here keeps only what a user needs public; the rest is
// `package` (docs/ARCHITECTURE.md, "The public surface"). EmitterContents is re-exported for
// `ContentsError` (a case of `RenderError`), its only public type.
@_exported import EmitterContents
@_exported import EmitterGL
@_exported import EmitterGPU
@_exported import EmitterImage
@_exported import EmitterModel
@_exported import EmitterRaster
@_exported import EmitterRender
@_exported import EmitterSimulation
// The API speaks Foundation (`Scene.load(contentsOf: URL)`, `jsonData() -> Data`), so a program
// can call it without importing Foundation itself.
@_exported import Foundation
