// The library users import: the model, scene files and the CPU reference simulator.
@_exported import EmitterModel
@_exported import EmitterSimulation
