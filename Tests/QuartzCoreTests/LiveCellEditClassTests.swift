import EmitterKit
import EmitterTestSupport
import Foundation
import QuartzCore
import Testing

/// A displayed cell renamed and given behaviours of its own through CAEmitterCell, as iOS code
/// does: each reaches the running engine as its live change (`renameCell`, `setBehaviors` with
/// the cell's path), with no warning, and later changes reach the cell by its new name.
extension QuartzCoreTests {
  @Suite struct LiveCellEditClassTests {
    @Test func renameAndBehavioursOfADisplayedCell() throws {
      try expectNoProblems {
        let (renderer, _, layer) = try showEmitter { cell in
          let spark = CAEmitterCell()
          spark.name = "spark"
          spark.birthRate = 10
          spark.lifetime = 0.5
          cell.emitterCells = [spark]
        }
        defer { try? renderer.close() }
        _ = try renderer.pixels(atTime: 0.5)
        let cell = try #require(layer.emitterCells?.first)
        let spark = try #require(cell.emitterCells?.first)
        cell.name = "spot"
        let brake = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
        brake.name = "brake"
        brake.setValue(2, forKey: "drag")
        spark.setValue([brake], forKey: "emitterBehaviors")
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 1)
        // Later changes use the new name, the behaviour's keys its cell's path.
        cell.birthRate = 40
        brake.setValue(4, forKey: "drag")
        spark.name = "ember"
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 1.5)
        let host = renderer.host
        let events = host.recording.layers[0].events
        #expect(
          events.map(\.typeName) == ["renameCell", "setBehaviors", "set", "set", "renameCell"],
          "\(events.map(\.typeName))")
        #expect(events.first?.action == .renameCell(path: "dot", to: "spot"))
        if case .setBehaviors(let behaviors, let path) = events[1].action {
          #expect(path == "spot.spark")
          #expect(behaviors.map(\.name) == ["brake"])
        }
        #expect(events.last?.action == .renameCell(path: "spot.spark", to: "ember"))
        let model = host.scene.layers[0]
        #expect(model.emitterCells.map(\.name) == ["spot"])
        #expect(model.emitterCells[0].birthRate == 40)
        #expect(model.emitterCells[0].emitterCells.map(\.name) == ["ember"])
        #expect(model.emitterCells[0].emitterCells[0].emitterBehaviors.map(\.drag) == [4])
        // The same cells in the engine's tables: renamed in place, not removed and inserted.
        #expect(try host.snapshot().cells.map(\.path) == ["spot", "spot.ember"])
      }
    }

    @Test func anUnnamedBehaviourOfADisplayedCellIsSentWithItsList() throws {
      try expectNoProblems {
        let (renderer, _, layer) = try showEmitter()
        defer { try? renderer.close() }
        let cell = try #require(layer.emitterCells?.first)
        let drag = CAEmitterBehavior(type: kCAEmitterBehaviorDrag)
        drag.setValue(1, forKey: "drag")
        cell.setValue([drag], forKey: "emitterBehaviors")
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 0.5)
        // No name reaches it by key path: the cell's list is sent again, with no warning.
        drag.setValue(3, forKey: "drag")
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 1)
        let events = renderer.host.recording.layers[0].events
        #expect(events.map(\.typeName) == ["setBehaviors", "setBehaviors"])
        #expect(renderer.host.scene.layers[0].emitterCells[0].emitterBehaviors.map(\.drag) == [3])
      }
    }

    @Test func renamingToASiblingsNameIsReportedWithBothNames() throws {
      var warnings: [String] = []
      try withCoreAnimation {
        QuartzCoreDiagnostics.isStrict = false
        let previous = QuartzCoreDiagnostics.warningHandler
        defer { QuartzCoreDiagnostics.warningHandler = previous }
        let collected = EmptyCurveBehavior.Warnings()
        QuartzCoreDiagnostics.warningHandler = { collected.append($0) }
        let (renderer, _, layer) = try showEmitter()
        defer { try? renderer.close() }
        let twin = CAEmitterCell()
        twin.name = "twin"
        twin.birthRate = 5
        twin.lifetime = 1
        layer.emitterCells = (layer.emitterCells ?? []) + [twin]
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 0.5)
        twin.name = "dot"
        CATransaction.flush()
        _ = try renderer.pixels(atTime: 1)
        warnings = collected.all
        // Refused: the engine keeps both cells under the names they had.
        #expect(renderer.host.scene.layers[0].emitterCells.map(\.name) == ["dot", "twin"])
      }
      #expect(
        warnings.contains { $0.contains("\"twin\"") && $0.contains("\"dot\"") }, "\(warnings)")
    }
  }
}
