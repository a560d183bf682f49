// Your GLFW program in Swift: its own background and UI, EmitterKit's confetti drawn over them,
// a burst where you click. `swift run confetti-swift [--frames N] [--click X,Y]` (Esc quits).
@preconcurrency import CGLFWExample  // the program's own GL calls; EmitterKit needs no import of GL
import EmitterKit
import Foundation

/// A confetti burst built in code: nothing until a click (birth rate 0), then up, out and down.
func confettiScene(size: Size) -> Scene {
  var cell = EmitterCell(name: "confetti")
  cell.contents = .shape(.rectangle, size: Size(width: 12, height: 6))
  cell.birthRate = 0
  cell.lifetime = 2.5
  cell.velocity = 320
  cell.velocityRange = 120
  cell.emissionLongitude = -.pi / 2
  cell.emissionRange = 1.2
  cell.yAcceleration = 520
  cell.spin = 3
  cell.spinRange = 6
  cell.color = Color(red: 1, green: 0.55, blue: 0.25, alpha: 1)
  cell.redRange = 0.3
  cell.greenRange = 0.45
  cell.blueRange = 0.7
  cell.alphaSpeed = -0.3
  var layer = EmitterLayer(name: "burst")
  layer.emitterPosition = Point(x: size.width / 2, y: size.height / 2)
  layer.emitterCells = [cell]
  var scene = Scene()
  scene.size = size
  scene.layers = [layer]
  return scene
}

// libepoxy's glFoo are C macros over function pointers, which Swift sees as epoxy_glFoo.
func glViewport(_ x: GLint, _ y: GLint, _ w: GLsizei, _ h: GLsizei) {
  epoxy_glViewport!(x, y, w, h)
}
func glScissor(_ x: GLint, _ y: GLint, _ w: GLsizei, _ h: GLsizei) { epoxy_glScissor!(x, y, w, h) }
func glClearColor(_ r: Float, _ g: Float, _ b: Float, _ a: Float) {
  epoxy_glClearColor!(r, g, b, a)
}
func glClear(_ mask: GLbitfield) { epoxy_glClear!(mask) }
func glEnable(_ capability: GLenum) { epoxy_glEnable!(capability) }
func glDisable(_ capability: GLenum) { epoxy_glDisable!(capability) }

/// A filled rectangle in framebuffer pixels from the top-left (a scissored clear: plain GL).
func fill(
  _ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32, in height: Int32, _ r: Float, _ g: Float,
  _ b: Float
) {
  glScissor(x, height - y - h, w, h)
  glClearColor(r, g, b, 1)
  glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
}

let arguments = CommandLine.arguments
/// The value after `name`, or nil without it; a missing or unreadable value exits with status 2.
func option<Value>(_ name: String, _ form: String, _ parse: (String) -> Value?) -> Value? {
  guard let index = arguments.firstIndex(of: name) else { return nil }
  guard index + 1 < arguments.count, let value = parse(arguments[index + 1]) else {
    FileHandle.standardError.write(Data("confetti-swift: \(name) takes \(form)\n".utf8))
    exit(2)
  }
  return value
}
let frames = option("--frames", "a whole number of at least 1") {
  Int($0).flatMap { $0 >= 1 ? $0 : nil }
}
// --click X,Y: a click there at the first frame, for runs without a mouse (CI under Xvfb).
let startClick = option("--click", "X,Y in points, e.g. 400,300") { text -> (Double, Double)? in
  let numbers = text.split(separator: ",").compactMap { Double($0) }
  return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
}

guard glfwInit() != 0 else { fatalError("no display: GLFW could not start (try xvfb-run)") }
glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 4)
glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 5)
glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
guard let window = glfwCreateWindow(800, 600, "Click for confetti (Swift)", nil, nil) else {
  fatalError("no OpenGL 4.5 core window")
}
glfwMakeContextCurrent(window)
glfwSwapInterval(1)

var width: Int32 = 0
var height: Int32 = 0
var pixelWidth: Int32 = 0
var pixelHeight: Int32 = 0
glfwGetWindowSize(window, &width, &height)
glfwGetFramebufferSize(window, &pixelWidth, &pixelHeight)
let confetti = try ParticleSystem(
  scene: confettiScene(size: Size(width: Double(width), height: Double(height))),
  pixelScale: Double(pixelWidth) / Double(width))

// A click bursts confetti where it lands (GLFW calls back on this thread, in glfwPollEvents).
nonisolated(unsafe) var clicked: (x: Double, y: Double)? = startClick
glfwSetMouseButtonCallback(window) { window, button, action, _ in
  guard button == GLFW_MOUSE_BUTTON_LEFT, action == GLFW_PRESS else { return }
  var x = 0.0
  var y = 0.0
  glfwGetCursorPos(window, &x, &y)
  clicked = (x, y)
}
glfwSetKeyCallback(window) { window, key, _, action, _ in
  if key == GLFW_KEY_ESCAPE && action == GLFW_PRESS { glfwSetWindowShouldClose(window, 1) }
}

var frame = 0
while glfwWindowShouldClose(window) == 0 && frame != frames {
  frame += 1
  glfwPollEvents()
  if let (x, y) = clicked {
    try confetti.setValue(Point(x: x, y: y), forKeyPath: "emitterPosition")
    try confetti.burst(80, cell: "confetti")
    clicked = nil
  }
  var w: Int32 = 0
  var h: Int32 = 0
  glfwGetWindowSize(window, &w, &h)
  glfwGetFramebufferSize(window, &pixelWidth, &pixelHeight)
  if w > 0, w != width || h != height {
    (width, height) = (w, h)
    try confetti.resize(
      to: Size(width: Double(w), height: Double(h)), pixelScale: Double(pixelWidth) / Double(w))
  }
  try confetti.update(by: 1.0 / 60)

  // The program's own frame: background, a side panel with a button...
  glViewport(0, 0, pixelWidth, pixelHeight)
  glDisable(GLenum(GL_SCISSOR_TEST))
  glClearColor(0.09, 0.13, 0.20, 1)
  glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
  glEnable(GLenum(GL_SCISSOR_TEST))
  let s = pixelWidth / max(width, 1)
  fill(0, 0, 200 * s, pixelHeight, in: pixelHeight, 0.85, 0.87, 0.90)
  fill(20 * s, 20 * s, 160 * s, 40 * s, in: pixelHeight, 0.20, 0.45, 0.95)
  glDisable(GLenum(GL_SCISSOR_TEST))
  // ...then the particles over it, into framebuffer 0; GL state comes back as it was.
  try confetti.draw(into: .window(width: Int(pixelWidth), height: Int(pixelHeight)))
  glfwSwapBuffers(window)
}
print("confetti-swift: \(frame) frames, \(try confetti.liveCount()) live particles")
try confetti.destroy()
glfwDestroyWindow(window)
glfwTerminate()
