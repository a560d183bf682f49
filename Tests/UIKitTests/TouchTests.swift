import EmitterViewHost
import Foundation
import Testing
import UIKit

/// A view that records the touches it gets, with their locations in itself.
@MainActor final class TouchView: UIView {
  var log: [String] = []

  private func record(_ phase: String, _ touches: Set<UITouch>) {
    for touch in touches {
      let at = touch.location(in: self)
      let before = touch.previousLocation(in: self)
      log.append("\(phase) (\(at.x), \(at.y)) from (\(before.x), \(before.y))")
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", touches)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("moved", touches)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", touches)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", touches)
  }
}

extension UIKitTests {
  /// Pointer events become touches of the view UIKit's hit test finds (front to back, skipping
  /// hidden views and views that take no touches), in that view's coordinates; a touch stays
  /// with its view until it ends; views that do not handle touches pass them up the chain.
  @MainActor @Suite struct Touches {
    @Test func touchesReachTheHitView() throws {
      try withUIKit {
        let root = UIViewController()
        let left = TouchView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let right = TouchView(frame: CGRect(x: 150, y: 0, width: 150, height: 150))
        let inert = TouchView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        inert.isUserInteractionEnabled = false
        let hidden = TouchView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        hidden.isHidden = true
        let plain = UIView(frame: CGRect(x: 10, y: 200, width: 40, height: 40))
        root.view.addSubview(left)
        root.view.addSubview(right)
        root.view.addSubview(hidden)
        right.addSubview(inert)
        left.addSubview(plain)
        let renderer = try UIWindowRenderer(
          rootViewController: root, size: CGSize(width: 300, height: 300))
        defer { try? renderer.close() }
        #expect(renderer.window.hitTest(CGPoint(x: 220, y: 75), with: nil) === right)
        #expect(renderer.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === left)
        try renderer.headless.advance(
          to: 0.2,
          events: [
            2: [.pointer(.down, CGPoint(x: 220, y: 75))],
            3: [.pointer(.move, CGPoint(x: 100, y: 200))],
            4: [.pointer(.up, CGPoint(x: 100, y: 200))],
            6: [.pointer(.down, CGPoint(x: 20, y: 220)), .pointer(.up, CGPoint(x: 22, y: 221))],
          ])
        // On `inert` (no touches) inside `right`: `right` takes it, in its own coordinates,
        // and keeps it when it moves out.
        #expect(
          right.log == [
            "began (70.0, 75.0) from (70.0, 75.0)", "moved (-50.0, 200.0) from (70.0, 75.0)",
            "ended (-50.0, 200.0) from (-50.0, 200.0)",
          ])
        #expect(inert.log.isEmpty && hidden.log.isEmpty)
        // On `plain`, which handles nothing: passed up to its superview, `left`.
        #expect(
          left.log == [
            "began (20.0, 220.0) from (20.0, 220.0)", "ended (22.0, 221.0) from (20.0, 220.0)",
          ])
      }
    }

    @Test func scriptsParseAndRefuseBadItems() throws {
      let events = try HostScript.events(parsing: "3=tap:10,20 5=move:1.5,2 9=resize:300,400")
      #expect(
        events[3] == [.pointer(.down, CGPoint(x: 10, y: 20)), .pointer(.up, CGPoint(x: 10, y: 20))])
      #expect(events[5] == [.pointer(.move, CGPoint(x: 1.5, y: 2))])
      #expect(events[9] == [.resize(CGSize(width: 300, height: 400))])
      #expect(throws: HostScriptError.self) { try HostScript.events(parsing: "0=tap:1,2") }
      #expect(throws: HostScriptError.self) { try HostScript.events(parsing: "3=swipe:1,2") }
      #expect(throws: HostScriptError.self) { try HostScript.events(parsing: "3=tap:1") }
      #expect(throws: HostScriptError.self) { try HostScript.events(parsing: "3=resize:0,10") }
      do {
        _ = try HostScript.events(parsing: "4=jump:1,2")
      } catch {
        #expect(error.description.contains("4=jump:1,2") && error.description.contains("tap"))
      }
    }
  }
}
