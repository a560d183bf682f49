import CImGui
import EmitterDemo
import EmitterModel

/// The demo's Dear ImGui parameter panel: sliders for the current scene's layer multipliers and
/// emitter geometry and for each top-level cell's numbers, applied live (the demo hands the
/// particles over to the edited scene). F2 shows or hides it. It lives in the executable, the
/// only module built with C++ interop (`DemoOverlay` keeps the demo library free of it).
///
/// Debian's libimgui-dev 1.86 provides the GLFW and OpenGL 3 backends; the latter finds GL
/// through GLX itself, which is what a GLFW window on X11 has.
final class ParameterPanel: DemoOverlay {
  private var context: OpaquePointer?

  func attach(toWindow window: OpaquePointer) {
    context = ImGui.CreateContext(nil)
    ImGui.GetIO().pointee.IniFilename = nil  // no imgui.ini in the working directory
    ImGui.StyleColorsDark(nil)
    // Chains the demo's callbacks, which were installed first.
    _ = ImGui_ImplGlfw_InitForOpenGL(window, true)
    _ = ImGui_ImplOpenGL3_Init("#version 410 core")
  }

  var capturesMouse: Bool { context != nil && ImGui.GetIO().pointee.WantCaptureMouse }
  var capturesKeyboard: Bool { context != nil && ImGui.GetIO().pointee.WantCaptureKeyboard }

  func draw(editing scene: inout Scene, title: String) -> Bool {
    guard context != nil else { return false }
    ImGui_ImplOpenGL3_NewFrame()
    ImGui_ImplGlfw_NewFrame()
    ImGui.NewFrame()
    ImGui.SetNextWindowPos(ImVec2(8, 8), Int32(ImGuiCond_FirstUseEver.rawValue), ImVec2(0, 0))
    ImGui.SetNextWindowSize(ImVec2(300, 360), Int32(ImGuiCond_FirstUseEver.rawValue))
    ImGui.SetNextWindowBgAlpha(0.8)
    var changed = false
    if ImGui.Begin("\(title) · F2 hides", nil, 0) {
      changed = SceneSliders.edit(&scene)
    }
    ImGui.End()
    ImGui.Render()
    ImGui_ImplOpenGL3_RenderDrawData(ImGui.GetDrawData())
    return changed
  }

  func detach() {
    guard context != nil else { return }
    ImGui_ImplOpenGL3_Shutdown()
    ImGui_ImplGlfw_Shutdown()
    ImGui.DestroyContext(context)
    context = nil
  }
}
