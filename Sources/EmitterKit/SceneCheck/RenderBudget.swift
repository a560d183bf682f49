import EmitterContents
import EmitterModel
import EmitterRaster

/// What `emitter render` refuses before a GL context, a simulator or any image exists, worked
/// out from sizes alone; `emitter validate` (`SceneCheck`) and `emitter demo` ask the same.
package enum RenderBudget {
  /// The canvas over `RenderView`'s pixel budget (named by the option or the scene key that set
  /// it), or contents over `ContentsAtlas.plan`'s, or nil.
  package static func budgetProblem(_ scene: Scene, view: RenderView, sizeFromOption: Bool)
    -> String?
  {
    if let problem = view.budgetProblem {
      return (sizeFromOption ? "--size" : "size") + ": " + problem
    }
    do {
      _ = try ContentsAtlas.plan(scene: scene, pixelScale: view.scale)
      return nil
    } catch {
      return error.description
    }
  }

  /// The first of the render's memory budgets (`MemoryBudgets`: canvas, contents, particles)
  /// that the scene is over, then the whole estimate (`MemoryEstimate.render`) against `limit`,
  /// or nil when everything fits.
  package static func memoryProblem(
    _ scene: Scene, view: RenderView, limit: MemoryLimit, sizeFromOption: Bool = false
  ) -> String? {
    let budgets = MemoryBudgets(limit: limit)
    if let problem = budgets.canvasProblem(view, sizeFromOption: sizeFromOption) { return problem }
    let atlas: Int
    do {
      atlas = try ContentsAtlas.plan(
        scene: scene, pixelScale: view.scale, byteBudget: budgets.contentsBytes
      ).bytes
    } catch {
      return "\(error.description) (the contents budget is a quarter of \(limit.described))"
    }
    let estimate = MemoryEstimate.render(scene, view: view, atlasBytes: atlas)
    let particles = ParticleRoom.gpu(estimate, budgets: budgets)
    if let problem = budgets.particleProblem(
      scene, slots: particles.slots, bytesPerParticle: particles.bytesPerParticle,
      taken: particles.taken)
    {
      return problem
    }
    return limit.problem(estimate)
  }

  /// The slots a render's pools may grow to under `limit` (`MemoryBudgets`' particle budget),
  /// and how a message names that limit; nil when the contents cannot be planned (the run was
  /// refused before).
  package static func particleRoom(
    _ scene: Scene, view: RenderView, limit: MemoryLimit, onGPU: Bool
  )
    -> ParticleRoom?
  {
    let budgets = MemoryBudgets(limit: limit)
    guard
      let atlas = try? ContentsAtlas.plan(
        scene: scene, pixelScale: view.scale, byteBudget: budgets.contentsBytes)
    else { return nil }
    let estimate = MemoryEstimate.render(scene, view: view, atlasBytes: atlas.bytes)
    return onGPU ? .gpu(estimate, budgets: budgets) : .cpu(estimate, budgets: budgets)
  }
}
