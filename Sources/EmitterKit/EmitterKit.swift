// The library users import: the model, scene files, the CPU reference and the GPU simulator.
@_exported import EmitterGPU
@_exported import EmitterModel
@_exported import EmitterSimulation
