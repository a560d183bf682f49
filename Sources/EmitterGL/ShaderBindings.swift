/// Binding points and workgroup sizes, mirrored from Shaders/include/bindings.glsl.
///
/// The GLSL file is the one shaders see; this enum is the one Swift sees. EmitterGLTests parses
/// the GLSL `#define`s and checks them against these cases both ways, and checks the linked
/// programs' reflection, so neither side can drift. Each case's `macroName` is its `#define`.
package enum ShaderBindings {
  /// Invocations per work group of every one-dimensional compute pass (`WORKGROUP_SIZE`).
  package static let workGroupSize = 64
  package static let workGroupSizeMacroName = "WORKGROUP_SIZE"

  /// Uniform block bindings (std140), `UBO_*`.
  package enum UniformBlock: Int, CaseIterable, Sendable {
    /// Time, frame step and seeds of the frame being simulated.
    case frame = 0
    /// The canvas and the layer being drawn (EmitterRender).
    case renderView = 8

    package var macroName: String { ShaderBindings.macroName(prefix: "UBO_", self) }
  }

  /// Shader storage block bindings (std430), `SSBO_*`.
  package enum StorageBlock: Int, CaseIterable, Sendable {
    /// Hot: position and age, read and written every step.
    case particlePosition = 0
    /// Cold: scale, spin, rotation and cell, written once at birth.
    case particleBirth = 1
    /// The births planned for this frame.
    case spawnBatch = 2
    /// Each slot's lifetime: written at birth, read every frame to tell live slots from dead.
    case particleLifetime = 3
    /// Hot: velocity and a newborn's pending first step, read and written every step.
    case particleVelocity = 4
    /// Cold: the colour drawn at birth.
    case particleColor = 5
    /// Cold: the quad's normal and the mass.
    case particleNormal = 6
    /// Cold: the 64-bit birth serial.
    case particleSerial = 7
    /// Inputs of test-only shaders such as rng_check.comp (which bind nothing else).
    case testInput = 8
    /// Outputs of test-only shaders.
    case testOutput = 9
    /// (sort key, slot) pairs: the draw order of the sorted render modes (EmitterRender).
    case drawOrder = 10
    /// Each drawn particle's quad in clip space, tint and cell: prepared by a compute pass for
    /// the draw (EmitterRender).
    case spriteQuads = 11
    /// One template per flattened emitter cell.
    case cellTemplates = 12
    /// Every layer's emitter behaviours.
    case behaviors = 13
    /// Each flat cell's contents: texture layer, rectangle, size, filters (EmitterRender).
    case cellContents = 14
    /// A layer's drawn quads, packed in draw order: the live list its indirect draw reads
    /// (EmitterRender).
    case liveQuads = 15
    /// Per run of prepared quads: how many draw, then where they go in the live list.
    case liveRuns = 16
    /// The indirect draw commands of a frame's chunks, one each, written by the GPU.
    case liveDraws = 17
    /// The GPU radix sort's digit counts per run, then where each run's pairs of a digit go.
    case radixCounts = 18
    /// The pairs a radix sort pass moves (its source is at `drawOrder`; they swap each pass).
    case radixOutput = 19
    /// The GPU radix sort's live pair count and the dispatch commands sized from it, written by
    /// the GPU for the passes after the sort.
    case sortCounts = 20
    /// Each parent's own rate for the sub-cells whose birthRate animates, fixed at its birth.
    case subCellRates = 21
    /// The stepping layer's mask table: the `mask` emitter shape's pixels, weights and colours.
    case emitterMask = 22
    /// Each slot's trail ring: `TrailSampling.capacity` samples of its particle's path.
    case particleTrail = 23
    /// Every image collider's texels, one bit each (collision.glsl).
    case colliderGrids = 24

    package var macroName: String { ShaderBindings.macroName(prefix: "SSBO_", self) }
  }
}

extension ShaderBindings {
  /// The first texture unit of the contents samplers (`TEXTURE_UNIT_CONTENTS`); the contents
  /// texture array is bound there and on the units after it, one per filter combination.
  package static let contentsTextureUnit = 0
  package static let contentsTextureUnitMacroName = "TEXTURE_UNIT_CONTENTS"

  /// The GLSL spelling of a Swift enum case: `("UBO_", .cellTemplates)` -> `UBO_CELL_TEMPLATES`.
  /// Shared by every Swift mirror of a GLSL `#define` table (bindings, random streams).
  package static func macroName(prefix: String, _ swiftCase: some Any) -> String {
    var result = prefix
    for (index, character) in String(describing: swiftCase).enumerated() {
      if character.isUppercase, index > 0 { result.append("_") }
      result.append(contentsOf: character.uppercased())
    }
    return result
  }
}
