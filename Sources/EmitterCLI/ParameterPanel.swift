import CImGui
import EmitterDemo
import EmitterModel

/// The demo's Dear ImGui parameter panel: every property of the running scene's layers, cells,
/// sub-cells and behaviours (`PanelContent`, read from the simulator's live model, so sliders
/// follow click-moves), each edit applied live through `setValue`; Save and Record buttons; the
/// last refused edit's message. F2 shows or hides it. It lives in the executable, the only
/// module built with C++ interop (`DemoOverlay` keeps the demo library free of it).
///
/// Debian's libimgui-dev 1.86 provides the GLFW and OpenGL 3 backends; the latter finds GL
/// through GLX itself, which is what a GLFW window on X11 has.
final class ParameterPanel: DemoOverlay {
  private var context: OpaquePointer?
  /// The Save as field's text, NUL-terminated (ImGui edits it in place).
  private var saveAsPath = [CChar](repeating: 0, count: 1024)

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

  func draw(_ content: PanelContent) -> [DemoInput] {
    guard context != nil else { return [] }
    ImGui_ImplOpenGL3_NewFrame()
    ImGui_ImplGlfw_NewFrame()
    ImGui.NewFrame()
    ImGui.SetNextWindowPos(ImVec2(8, 8), Int32(ImGuiCond_FirstUseEver.rawValue), ImVec2(0, 0))
    ImGui.SetNextWindowSize(ImVec2(380, 520), Int32(ImGuiCond_FirstUseEver.rawValue))
    ImGui.SetNextWindowBgAlpha(0.8)
    var inputs: [DemoInput] = []
    // The title's `###` keeps the window's identity while the `*` comes and goes.
    let title = content.title + (content.isDirty ? " *" : "") + " · F2 hides###parameters"
    if ImGui.Begin(title, nil, 0) {
      inputs += Self.controls(content)
      inputs += saveAs()
      ImGui.Separator()
      // Widgets end 140 px before the right edge: room for labels such as `shadowOpacity`.
      ImGui.PushItemWidth(-140)
      inputs += SceneSliders.edit(content.sections)
      ImGui.PopItemWidth()
    }
    ImGui.End()
    ImGui.Render()
    ImGui_ImplOpenGL3_RenderDrawData(ImGui.GetDrawData())
    return inputs
  }

  func detach() {
    guard context != nil else { return }
    ImGui_ImplOpenGL3_Shutdown()
    ImGui_ImplGlfw_Shutdown()
    ImGui.DestroyContext(context)
    context = nil
  }

  /// A path field and its button: the edited scene under a new name.
  private func saveAs() -> [DemoInput] {
    let count = saveAsPath.count
    _ = ImGui.InputText("##saveAs", &saveAsPath, count, 0, nil, nil)
    ImGui.SameLine(0, -1)
    guard ImGui.Button("Save as", ImVec2(0, 0)) else { return [] }
    let path = String(
      decoding: saveAsPath.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return path.isEmpty ? [] : [.saveAs(path: path)]
  }

  /// Save and Record, where Save writes, and the last message (red when an edit was refused).
  private static func controls(_ content: PanelContent) -> [DemoInput] {
    var inputs: [DemoInput] = []
    if ImGui.Button(content.isDirty ? "Save * (Ctrl+S)" : "Save (Ctrl+S)", ImVec2(0, 0)) {
      inputs.append(.key(.save))
    }
    ImGui.SameLine(0, -1)
    if ImGui.Button(content.isRecording ? "Stop recording (F5)" : "Record (F5)", ImVec2(0, 0)) {
      inputs.append(.key(.toggleRecording))
    }
    ImGui.PushTextWrapPos(0)
    ImGui.TextUnformatted("saves to " + content.saveDestination, nil)
    if let message = content.message {
      let colour = message.isError ? ImVec4(1, 0.45, 0.4, 1) : ImVec4(0.55, 0.9, 0.55, 1)
      ImGui.PushStyleColor(Int32(ImGuiCol_Text.rawValue), colour)
      ImGui.TextUnformatted(message.text, nil)
      ImGui.PopStyleColor(1)
    }
    ImGui.PopTextWrapPos()
    return inputs
  }
}
