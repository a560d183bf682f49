@_exported import EmitterContents
// The library users import: the façade (`ParticleSystem`), the model, scene files, the CPU
// reference, the GPU simulator and the renderers (GL, and the CPU reference rasteriser), contents
// and PNG images, and the GL types the façade takes (`HostFramebuffer`, `PixelRect`,
// `HeadlessContext`), so `import EmitterKit` is all a program needs.
@_exported import EmitterGL
@_exported import EmitterGPU
@_exported import EmitterImage
@_exported import EmitterModel
@_exported import EmitterRaster
@_exported import EmitterRender
@_exported import EmitterSimulation
