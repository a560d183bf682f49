import CGLFW
import EmitterDemo
import EmitterModel
import Testing

/// Recorded-run scripts (`--inputs`), the key map and the clock.
@Suite("demo scripts, keys and clock")
struct DemoScriptTests {
  @Test("a script reads keys, clicks, scrolls and resizes at frames")
  func parsing() throws {
    let script = try DemoScript(
      parsing: "2=key:+ 3=click:80,200 3=scroll:-1 10=resize:600x400 11=key:3")
    #expect(script.events(atFrame: 2) == [.input(.key(.moreParticles))])
    #expect(script.events(atFrame: 3) == [.input(.click(x: 80, y: 200)), .input(.scroll(-1))])
    #expect(script.events(atFrame: 10) == [.resizeWindow(width: 600, height: 400)])
    #expect(script.events(atFrame: 11) == [.input(.key(.preset(2)))])
    #expect(script.events(atFrame: 4).isEmpty)
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "0=key:+") }
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=key:f13") }
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=click:3") }
  }

  @Test("a script sets properties live by key path, and saves and records by key")
  func liveEdits() throws {
    let script = try DemoScript(
      parsing: "1=key:f5 120=set:emitterCells.fire.birthRate=200 121=set@1:emitterPosition=10,20"
        + " 130=key:ctrl+s 131=key:ctrl+r 132=save:/tmp/my.json")
    #expect(script.events(atFrame: 1) == [.input(.key(.toggleRecording))])
    #expect(
      script.events(atFrame: 120)
        == [
          .input(.setValue(layer: 0, keyPath: "emitterCells.fire.birthRate", value: .text("200")))
        ])
    #expect(
      script.events(atFrame: 121)
        == [.input(.setValue(layer: 1, keyPath: "emitterPosition", value: .text("10,20")))])
    #expect(script.events(atFrame: 130) == [.input(.key(.save))])
    #expect(script.events(atFrame: 131) == [.input(.key(.toggleRecording))])
    #expect(script.events(atFrame: 132) == [.input(.saveAs(path: "/tmp/my.json"))])
    for bad in ["5=set:birthRate", "5=set:=3", "5=set@x:birthRate=1", "5=set@-1:birthRate=1"] {
      #expect(throws: DemoScriptError.malformed(String(bad)), "\(bad)") {
        try DemoScript(parsing: bad)
      }
    }
  }

  @Test("script values are read in the form of the property they set")
  func values() throws {
    #expect(try DemoValue.text("200").resolved(as: .number(.finite), keyPath: "k") == .number(200))
    #expect(
      try DemoValue.text("120, 300").resolved(as: .point(.finite), keyPath: "k")
        == .point(Point(x: 120, y: 300)))
    #expect(
      try DemoValue.text("#ff8000").resolved(as: .color, keyPath: "k")
        == .color(Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)))
    #expect(
      try DemoValue.text("1,0.5,0").resolved(as: .color, keyPath: "k")
        == .color(Color(red: 1, green: 0.5, blue: 0, alpha: 1)))
    #expect(try DemoValue.text("FALSE").resolved(as: .boolean, keyPath: "k") == .bool(false))
    #expect(
      try DemoValue.text("additive").resolved(as: .choice(["additive"]), keyPath: "k")
        == .string("additive"))
    #expect(
      try DemoValue.typed(.number(3)).resolved(as: .color, keyPath: "k") == .number(3))
    #expect(throws: LiveEditError.self) {
      try DemoValue.text("1,2").resolved(as: .number(.finite), keyPath: "birthRate")
    }
    #expect(throws: LiveEditError.self) {
      try DemoValue.text("yes").resolved(as: .boolean, keyPath: "enabled")
    }
  }

  @Test("GLFW keys map to the demo's keys; only stepping and the rate repeat when held")
  func keyMap() {
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_1) == .preset(0))
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_9) == .preset(8))
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_EQUAL) == .moreParticles)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_KP_SUBTRACT) == .fewerParticles)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_PERIOD) == .step)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_F1) == .toggleHUD)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_Z) == nil)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_S, mods: GLFW_MOD_CONTROL) == .save)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_S, mods: 0) == .screenshot)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_R, mods: GLFW_MOD_CONTROL) == .toggleRecording)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_R, mods: GLFW_MOD_SHIFT) == .restart)
    #expect(DemoKeyMap.key(forGLFWKey: GLFW_KEY_F5) == .toggleRecording)
    #expect(DemoKeyMap.repeats(.moreParticles) && !DemoKeyMap.repeats(.restart))
  }

  @Test("the clock: wall time capped per frame, frozen when paused, exact frames when fixed")
  func clock() {
    var live = SimulationClock()
    live.tick(wallSeconds: 0.016, paused: false)
    live.tick(wallSeconds: 2, paused: false)
    #expect(live.time == 0.116)
    live.tick(wallSeconds: 0.016, paused: true)
    live.step()
    #expect(live.time == 0.116 + SimulationClock.stepLength)
    var recorded = SimulationClock(fixedFrameLength: 1.0 / 60)
    for _ in 0..<36 { recorded.tick(wallSeconds: 0.5, paused: false) }
    #expect(recorded.time == 36.0 / 60 && recorded.frames == 36)
    recorded.reset()
    #expect(recorded.time == 0)
  }
}
