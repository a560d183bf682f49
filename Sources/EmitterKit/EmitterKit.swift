// The library users import: the model, scene files, the CPU reference, the GPU simulator and the
// renderers (GL, and the CPU reference rasteriser), contents and PNG images.
@_exported import EmitterGPU
@_exported import EmitterModel
@_exported import EmitterSimulation
@_exported import EmitterContents
@_exported import EmitterImage
@_exported import EmitterRaster
@_exported import EmitterRender
