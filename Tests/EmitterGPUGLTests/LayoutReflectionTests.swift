import EmitterGL
import EmitterModel
import EmitterSimulation
import EmitterTestSupport
import Testing
@testable import EmitterGPU

/// Every Swift mirror of a GLSL block declares its offsets once; these tests hold them to what
/// the linked programs report.
@Suite("GPU block layouts match program reflection", .serialized, .tags(.gl))
struct LayoutReflectionTests {
  @Test("CellTemplate: every std430 member offset, the array stride and the binding")
  func cellTemplates() throws {
    try withGL {
      let program = try ShaderLibrary.standard.makeProgram("spawn_subcells")
      defer { program.destroy() }
      let block = try #require(program.storageBlock(named: "CellTemplates"))
      #expect(block.binding == ShaderBindings.StorageBlock.cellTemplates.rawValue)
      for member in CellTemplateLayout.Member.allCases {
        let reflected = try #require(block.member("cells[0].\(member.name)"), "cells[0].\(member.name) is not active")
        #expect(reflected.offset == member.offset, "\(member.name)")
        #expect(reflected.topLevelArrayStride == CellTemplateLayout.stride, "\(member.name)")
      }
      // An unsized array: the block's size counts one template.
      #expect(block.dataSize == CellTemplateLayout.stride)
    }
  }

  @Test("Behaviors: every std430 member offset, the array stride, the binding and the kinds")
  func behaviors() throws {
    try withGL {
      let program = try ShaderLibrary.standard.makeProgram("integrate")
      defer { program.destroy() }
      let block = try #require(program.storageBlock(named: "Behaviors"))
      #expect(block.binding == ShaderBindings.StorageBlock.behaviors.rawValue)
      for member in BehaviorLayout.Member.allCases {
        let name = member == .locations || member == .values ? "\(member.name)[0]" : member.name
        let reflected = try #require(block.member("behaviors[0].\(name)"), "behaviors[0].\(name) is not active")
        #expect(reflected.offset == member.offset, "\(member.name)")
        #expect(reflected.topLevelArrayStride == BehaviorLayout.stride, "\(member.name)")
      }
      // An unsized array: the block's size counts one behaviour.
      #expect(block.dataSize == BehaviorLayout.stride)
      let defines = glslDefines(in: try embeddedSource("include/behaviors.glsl"))
      #expect(glslInteger(defines["MAX_CURVE_KEYS"]) == BehaviorLayout.maximumCurveKeys)
      let kinds: [BehaviorLayout.Kind: String] = [
        .wave: "WAVE", .drag: "DRAG", .attractor: "ATTRACTOR", .alignToMotion: "ALIGN_TO_MOTION",
        .valueOverLife: "VALUE_OVER_LIFE", .colorOverLife: "COLOR_OVER_LIFE",
        .radialAcceleration: "RADIAL_ACCELERATION", .orbit: "ORBIT", .turbulence: "TURBULENCE",
      ]
      for (kind, name) in kinds { #expect(glslInteger(defines["BEHAVIOR_\(name)"]) == Int(kind.rawValue)) }
      for (index, target) in OverLifeKeyPath.allCases.enumerated() {
        let name = target.rawValue.replacingOccurrences(of: "color.", with: "")
          .replacingOccurrences(of: ".", with: "_").uppercased()
        #expect(glslInteger(defines["CURVE_TARGET_\(name)"]) == index, "\(target)")
      }
      let shapes: [ResolvedAttractor.Shape: String] = [.radial: "RADIAL", .axial: "AXIAL", .planar: "PLANAR", .planarRadial: "PLANAR_RADIAL"]
      for (shape, name) in shapes { #expect(glslInteger(defines["ATTRACTOR_\(name)"]) == Int(shape.rawValue)) }
    }
  }

  @Test("Frame: every std140 member offset and the block size")
  func frame() throws {
    try withGL {
      let program = try ShaderLibrary.standard.makeProgram("spawn")
      defer { program.destroy() }
      let block = try #require(program.uniformBlock(named: "Frame"))
      for member in FrameLayout.Member.allCases {
        #expect(block.member(member.name)?.offset == member.offset, "\(member.name)")
      }
      #expect(block.dataSize <= FrameLayout.size)
      let defines = glslDefines(in: try embeddedSource("include/frame.glsl"))
      #expect(glslInteger(defines["MAXIMUM_EMITTER_RECTS"]) == FrameLayout.maximumRects)
    }
  }

  @Test("EmitterMask: every std430 member offset, the entry stride and the binding")
  func emitterMask() throws {
    try withGL {
      let program = try ShaderLibrary.standard.makeProgram("spawn")
      defer { program.destroy() }
      let block = try #require(program.storageBlock(named: "EmitterMask"))
      #expect(block.binding == ShaderBindings.StorageBlock.emitterMask.rawValue)
      for member in EmitterMaskLayout.Member.allCases {
        let reflected = try #require(block.member(member.name), "\(member.name) is not active")
        #expect(reflected.offset == member.offset, "\(member.name)")
      }
      let entries = try #require(block.member(EmitterMaskLayout.Member.maskEntries.name))
      #expect(entries.arrayStride == EmitterMaskLayout.entryStride)
    }
  }

  @Test("particle state arrays, birth records and planned births: std430 offsets, strides, bindings")
  func particleState() throws {
    try withGL {
      let subcells = try ShaderLibrary.standard.makeProgram("spawn_subcells")
      let spawn = try ShaderLibrary.standard.makeProgram("spawn")
      defer { subcells.destroy(); spawn.destroy() }
      for array in ParticleStateLayout.Array.allCases {
        let block = try #require(subcells.storageBlock(named: array.blockName), "\(array.blockName)")
        #expect(block.binding == array.binding.rawValue, "\(array)")
        if array == .records {
          for member in ParticleStateLayout.Record.allCases {
            let reflected = try #require(block.member("recordsWindow[0].\(member.name)"))
            #expect(reflected.offset == member.rawValue, "\(member.name)")
            #expect(reflected.topLevelArrayStride == array.stride)
          }
        } else {
          let reflected = try #require(block.member("\(array.memberName)[0]"), "\(array.memberName)[0]")
          #expect(reflected.arrayStride == array.stride, "\(array)")
        }
      }
      let batch = try #require(spawn.storageBlock(named: "SpawnBatch"))
      for member in ParticleStateLayout.PlannedBirth.allCases {
        let reflected = try #require(batch.member("plannedBirths[0].\(member.name)"))
        #expect(reflected.offset == member.rawValue, "\(member.name)")
        #expect(reflected.topLevelArrayStride == ParticleStateLayout.PlannedBirth.stride)
      }
    }
  }

  @Test("emitter shape and mode numbers agree with SHAPE_* and MODE_*")
  func shapeNumbers() throws {
    let defines = glslDefines(in: try embeddedSource("include/emitter_shape.glsl"))
    for shape in EmitterShape.allCases {
      #expect(glslInteger(defines["SHAPE_\(shape.rawValue.uppercased())"]) == Int(FrameLayout.number(of: shape)))
    }
    for mode in EmitterMode.allCases {
      #expect(glslInteger(defines["MODE_\(mode.rawValue.uppercased())"]) == Int(FrameLayout.number(of: mode)))
    }
  }
}
