import EmitterModel

/// What a person does to the demo, in the demo's own terms. The window turns GLFW's callbacks
/// into these (`DemoWindow`); tests make them up and feed them to `DemoState.handle(_:)`, so
/// every control can be checked without a display.
package enum DemoInput: Equatable, Sendable {
  case key(DemoKey)
  /// A left click where the cursor is, in the window's screen coordinates (origin top-left), as
  /// GLFW reports them; `DemoSurface.canvasPoint` turns them into canvas points.
  case click(x: Double, y: Double)
  /// The scroll wheel, in notches: positive is up (more particles).
  case scroll(Double)
  /// A property of layer `layer` set live by key path: a parameter panel edit, or a scripted
  /// one (`--inputs "120=set:emitterCells.fire.birthRate=200"`).
  case setValue(layer: Int, keyPath: String, value: DemoValue)
  /// Save the edited scene under a new name (the panel's Save as); Ctrl+S writes there after.
  case saveAs(path: String)
  /// A cell or behaviour of layer `layer` added or removed live: the panel's buttons, or a
  /// scripted one (`--inputs "60=add-cell:- 90=remove-cell:smoke"`).
  case structure(layer: Int, StructureEdit)
  /// The window's size changed.
  case resize(DemoSurface)
  /// The scene file was saved (`SceneFileWatcher`).
  case sceneFileChanged
  /// The window's close button.
  case close
}

/// The demo's keys, by meaning. `DemoWindow` maps GLFW key codes onto them.
package enum DemoKey: Equatable, Sendable {
  /// 1...9: the catalogue's preset at this index (0 for key 1).
  case preset(Int)
  /// Right arrow.
  case nextPreset
  /// Left arrow.
  case previousPreset
  /// Space.
  case pause
  /// `.`: one frame forward, paused.
  case step
  /// R: start the scene over.
  case restart
  /// B: a burst (continuous effects) or the effect fired again (one-shot effects).
  case burst
  /// `+` (or `=`): more particles.
  case moreParticles
  /// `-`: fewer particles.
  case fewerParticles
  /// S: write a screenshot PNG.
  case screenshot
  /// F1: the heads-up display (frame rate, particles, timings) on or off.
  case toggleHUD
  /// F2: the parameter panel (when the executable provides one) on or off.
  case toggleParameters
  /// Ctrl+S: write the edited scene to its file (a preset's to NAME-edited.json).
  case save
  /// F5 or Ctrl+R: start recording (the scene starts over) or stop and write the recording.
  case toggleRecording
  /// Escape or Q.
  case quit
}

/// A value for a live set: typed by the panel, or text from a script, read in the form of the
/// property the key path names (`200`, `120,300`, `1,0.5,0,1`, `#ff8800`, `true`, `additive`).
package enum DemoValue: Equatable, Sendable {
  case typed(PropertyValue)
  case text(String)
}

/// The window's drawable area, in the three units a window system has: its size in screen
/// coordinates (what the cursor reports), its framebuffer in pixels, and the monitor's content
/// scale. Canvas points follow from them, HiDPI either way: where screen coordinates are points
/// (macOS, Wayland) the framebuffer is larger than the window; where they are pixels (X11) the
/// content scale says how many pixels make a point.
package struct DemoSurface: Equatable, Sendable {
  package var windowWidth: Int
  package var windowHeight: Int
  package var framebufferWidth: Int
  package var framebufferHeight: Int
  /// The monitor's content scale (GLFW's `glfwGetWindowContentScale`), 1 on an ordinary screen.
  package var contentScale: Double

  package init(
    windowWidth: Int, windowHeight: Int, framebufferWidth: Int, framebufferHeight: Int,
    contentScale: Double = 1
  ) {
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
    self.framebufferWidth = framebufferWidth
    self.framebufferHeight = framebufferHeight
    self.contentScale = contentScale
  }

  /// A window of `width` × `height` screen coordinates whose framebuffer has `scale` pixels per
  /// coordinate (a macOS-style HiDPI window when `scale` is 2).
  package init(width: Int, height: Int, scale: Double = 1) {
    self.init(
      windowWidth: width, windowHeight: height,
      framebufferWidth: Int((Double(width) * scale).rounded()),
      framebufferHeight: Int((Double(height) * scale).rounded()), contentScale: scale)
  }

  /// Framebuffer pixels per canvas point: the larger of the framebuffer-to-window ratio and the
  /// content scale, so both kinds of HiDPI get sharp particles.
  package var pixelScale: Double {
    let ratio = windowWidth > 0 ? Double(framebufferWidth) / Double(windowWidth) : 1
    return max(ratio, contentScale, 0.01)
  }

  /// The canvas in points: the framebuffer divided by the pixel scale.
  package var canvasSize: Size {
    Size(
      width: Double(framebufferWidth) / pixelScale, height: Double(framebufferHeight) / pixelScale)
  }

  /// The canvas point under a cursor position in screen coordinates.
  func canvasPoint(cursorX x: Double, cursorY y: Double) -> Point {
    let canvas = canvasSize
    return Point(
      x: windowWidth > 0 ? x * canvas.width / Double(windowWidth) : x,
      y: windowHeight > 0 ? y * canvas.height / Double(windowHeight) : y)
  }

  /// A minimised window has no area; nothing is drawn then.
  package var isEmpty: Bool {
    windowWidth <= 0 || windowHeight <= 0 || framebufferWidth <= 0 || framebufferHeight <= 0
  }
}

/// The parameter panel's add and remove buttons.
package enum StructureEdit: Equatable, Sendable {
  /// A new cell (`DemoEdits.newCell`) in the layer's `emitterCells`, or in those of the cell at
  /// the dotted name path `parent`.
  case addCell(parent: String?)
  /// The cell at the dotted name path: no more births, its particles live out.
  case removeCell(path: String)
  /// A new drag behaviour at the end of the layer's `emitterBehaviors`.
  case addBehavior
  case removeBehavior(name: String)
}
