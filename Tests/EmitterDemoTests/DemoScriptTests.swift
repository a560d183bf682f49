import CGLFW
import EmitterDemo
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

  @Test("key and event names are case-insensitive, as the help writes them (F2, R, Space)")
  func caseInsensitive() throws {
    let upper = try DemoScript(parsing: "1=key:F2 2=KEY:R 3=key:Space 4=Click:10,20 5=key:LEFT")
    let lower = try DemoScript(parsing: "1=key:f2 2=key:r 3=key:space 4=click:10,20 5=key:left")
    #expect(upper == lower)
    #expect(upper.events(atFrame: 1) == [.input(.key(.toggleParameters))])
    #expect(throws: DemoScriptError.self) { try DemoScript(parsing: "5=key:F13") }
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
