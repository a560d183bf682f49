import EmitterGL
import EmitterGPU
import EmitterModel
import EmitterRaster
import EmitterTestSupport
import Testing

@testable import EmitterRender

/// The renderer's Swift mirrors of its GLSL blocks and constants, held to the linked programs'
/// reflection and to the GLSL `#define`s.
@Suite("Render block layouts match program reflection", .serialized, .tags(.gl))
struct RenderLayoutReflectionTests {
  @Test("RenderView: every std140 member offset and the block size")
  func renderView() throws {
    try withGL {
      let program = try ShaderLibrary.standard.makeProgram("sprite_quads")
      defer { program.destroy() }
      let block = try #require(program.uniformBlock(named: "RenderView"))
      #expect(block.binding == ShaderBindings.UniformBlock.renderView.rawValue)
      for member in RenderViewLayout.Member.allCases {
        #expect(block.member(member.name)?.offset == member.rawValue, "\(member.name)")
      }
      #expect(block.dataSize <= RenderViewLayout.size)
    }
  }

  @Test("CellContents: every std430 member offset, the stride and the block size")
  func cellContents() throws {
    try withGL {
      let program = try ShaderLibrary.standard.makeProgram("sprite")
      defer { program.destroy() }
      let block = try #require(program.storageBlock(named: "CellContentsBlock"))
      #expect(block.binding == ShaderBindings.StorageBlock.cellContents.rawValue)
      for member in CellContentsLayout.Member.allCases {
        let reflected = block.member("cellContents[0].\(member.name)")
        #expect(reflected?.offset == member.rawValue, "\(member.name)")
        #expect(reflected?.topLevelArrayStride == CellContentsLayout.stride, "\(member.name)")
      }
      // An unsized array: the block's size counts one entry.
      #expect(block.dataSize == CellContentsLayout.stride)
    }
  }

  @Test("SpriteQuad: the stride, its members and binding, in the pass that writes it and the draws that read it")
  func spriteQuads() throws {
    try withGL {
      for name in ["sprite_quads", "sprite", "sprite_one_sampler"] {
        let program = try ShaderLibrary.standard.makeProgram(name)
        defer { program.destroy() }
        let block = try #require(program.storageBlock(named: "SpriteQuads"), "\(name)")
        #expect(block.binding == ShaderBindings.StorageBlock.spriteQuads.rawValue, "\(name)")
        #expect(block.member("spriteQuads[0].corners[0]")?.arrayStride == 16, "\(name)")
        #expect(block.member("spriteQuads[0].tint")?.offset == 64, "\(name)")
        #expect(block.member("spriteQuads[0].cell")?.offset == 80, "\(name)")
        #expect(block.member("spriteQuads[0].frameOffset")?.offset == 88, "\(name)")
        #expect(block.member("spriteQuads[0].corners[0]")?.topLevelArrayStride == SpriteQuadLayout.stride, "\(name)")
      }
    }
  }

  @Test("DrawOrder: the pair stride, its binding, and the sort's work group size")
  func drawOrder() throws {
    try withGL {
      let local = try ShaderLibrary.standard.makeProgram("sort_local")
      let keys = try ShaderLibrary.standard.makeProgram("sort_keys")
      defer {
        local.destroy()
        keys.destroy()
      }
      #expect(local.computeWorkGroupSize == SIMD3(DrawOrderLayout.sortWorkGroupSize, 1, 1))
      #expect(keys.computeWorkGroupSize == SIMD3(ShaderBindings.workGroupSize, 1, 1))
      let block = try #require(keys.storageBlock(named: "DrawOrder"))
      #expect(block.binding == ShaderBindings.StorageBlock.drawOrder.rawValue)
      #expect(block.member("drawOrder[0]")?.arrayStride == DrawOrderLayout.stride)
    }
  }

  @Test("constants agree with the GLSL #defines")
  func defines() throws {
    let order = glslDefines(in: try embeddedSource("include/draw_order.glsl"))
    for key in DrawOrder.SortKey.allCases {
      #expect(
        glslInteger(order[ShaderBindings.macroName(prefix: "SORT_KEY_", key)]) == Int(key.rawValue),
        "\(key)")
    }
    #expect(order["NO_SLOT"] == "0xFFFFFFFFu" && DrawOrder.noSlot == 0xFFFF_FFFF)
    #expect(order["DEAD_KEY"] == "0xFFFFFFFFu" && DrawOrder.deadKey == 0xFFFF_FFFF)
    let local = glslDefines(in: try embeddedSource("sort/sort_local.comp"))
    #expect(glslInteger(local["SORT_WORKGROUP_SIZE"]) == DrawOrderLayout.sortWorkGroupSize)
    let contents = glslDefines(in: try embeddedSource("include/cell_contents.glsl"))
    #expect(glslInteger(contents["CONTENTS_SAMPLER_COUNT"]) == CellContentsLayout.samplerCount)
    let bindings = glslDefines(in: try embeddedSource("include/bindings.glsl"))
    #expect(
      glslInteger(bindings[ShaderBindings.contentsTextureUnitMacroName])
        == ShaderBindings.contentsTextureUnit)
  }

  @Test("every filter pair has its own sampler, and the mapping inverts")
  func samplerIndices() {
    var seen = Set<Int>()
    for minification in ContentsFilter.allCases {
      for magnification in [ContentsFilter.linear, .nearest] {
        let index = CellContentsLayout.samplerIndex(
          minification: minification, magnification: magnification)
        #expect((0..<CellContentsLayout.samplerCount).contains(index))
        #expect(seen.insert(index).inserted)
        let back = CellContentsLayout.filters(ofSampler: index)
        #expect(back.minification == minification && back.magnification == magnification)
      }
    }
    #expect(CellContentsLayout.samplerIndex(minification: .linear, magnification: .trilinear) == 2)
  }
}
