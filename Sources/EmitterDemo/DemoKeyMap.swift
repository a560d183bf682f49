import CGLFW

/// GLFW key codes to the demo's keys. Codes name physical keys on a US layout (GLFW's
/// convention), so `+` is the `=` key with or without shift, or the keypad's `+`.
package enum DemoKeyMap {
  /// The key with modifiers (GLFW's `mods` bits): Ctrl+S saves, Ctrl+R records; otherwise
  /// as `key(forGLFWKey:)`.
  package static func key(forGLFWKey key: Int32, mods: Int32) -> DemoKey? {
    if mods & GLFW_MOD_CONTROL != 0 {
      switch key {
      case GLFW_KEY_S: return .save
      case GLFW_KEY_R: return .toggleRecording
      default: break
      }
    }
    return self.key(forGLFWKey: key)
  }

  package static func key(forGLFWKey key: Int32) -> DemoKey? {
    switch key {
    case GLFW_KEY_F5: .toggleRecording
    case GLFW_KEY_1...GLFW_KEY_9: .preset(Int(key - GLFW_KEY_1))
    case GLFW_KEY_KP_1...GLFW_KEY_KP_9: .preset(Int(key - GLFW_KEY_KP_1))
    case GLFW_KEY_RIGHT: .nextPreset
    case GLFW_KEY_LEFT: .previousPreset
    case GLFW_KEY_SPACE: .pause
    case GLFW_KEY_PERIOD, GLFW_KEY_KP_DECIMAL: .step
    case GLFW_KEY_R: .restart
    case GLFW_KEY_B: .burst
    case GLFW_KEY_EQUAL, GLFW_KEY_KP_ADD, GLFW_KEY_UP: .moreParticles
    case GLFW_KEY_MINUS, GLFW_KEY_KP_SUBTRACT, GLFW_KEY_DOWN: .fewerParticles
    case GLFW_KEY_S: .screenshot
    case GLFW_KEY_F1, GLFW_KEY_H: .toggleHUD
    case GLFW_KEY_F2, GLFW_KEY_P: .toggleParameters
    case GLFW_KEY_ESCAPE, GLFW_KEY_Q: .quit
    default: nil
    }
  }

  /// Keys that act again while held down (auto-repeat): stepping and the birth rate.
  package static func repeats(_ key: DemoKey) -> Bool {
    [.step, .moreParticles, .fewerParticles].contains(key)
  }
}
