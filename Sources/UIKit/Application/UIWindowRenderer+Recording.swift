import EmitterViewHost
import Foundation

extension UIWindowRenderer {
  /// Runs every frame up to `time` seconds after the window appeared, as `image(atTime:)` does
  /// but without drawing, and writes what the window showed as a scene file: the layer tree's
  /// scene when the window appeared plus every change made since (by the views, their
  /// animations, timers and touches) as timed events. Rendering that file
  /// (`emitter render FILE`) draws this run again; `emitter run` works this way.
  /// The renderer must have been made with `records: true`.
  /// - Throws: `RenderError` when the renderer does not record, a frame cannot be run or the
  ///   file cannot be written.
  public func writeRecording(through time: CFTimeInterval, to url: URL) throws {
    guard headless.session.host.records else {
      throw RenderError(
        description: "writeRecording: this UIWindowRenderer keeps no changes; make it with"
          + " records: true (UIWindowRenderer(..., records: true)) to write its run")
    }
    do {
      try headless.advance(to: time)
      try headless.session.host.recording.jsonData().write(to: url, options: .atomic)
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError(description: "\(error)")
    }
  }
}
