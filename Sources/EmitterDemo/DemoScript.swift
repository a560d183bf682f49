/// Inputs scheduled by frame, for recorded runs (`emitter demo --frames N --inputs "…"`): the
/// same events a person makes, at exact frames, so a test or a bug report can replay a session.
///
/// Syntax: entries separated by spaces, each `FRAME=EVENT`, where EVENT is `key:NAME`
/// (`1`…`9`, `left`, `right`, `space`, `.`, `r`, `b`, `+`, `-`, `s`, `f1`, `f2`, `q`),
/// `click:X,Y` (window coordinates), `scroll:N`, or `resize:WxH` (asks the window system for
/// that window size; the resize then arrives as the window reports it), or
/// `set:KEYPATH=VALUE` (a live edit of layer 0, as the parameter panel makes it; `set@1:…` for
/// layer 1; VALUE in the property's form: `200`, `120,300`, `1,0.5,0,1`, `#ff8800`, `true`,
/// `additive`), or `save:PATH` (the panel's Save as), or the panel's buttons: `add-cell:-` (a
/// cell in layer 0; `add-cell:PARENT` a sub-cell of the cell at that dotted name path),
/// `remove-cell:PATH`, `add-behavior:-`, `remove-behavior:NAME` (`@LAYER` as for `set`). Keys also take `ctrl+s` (save) and `f5` or `ctrl+r` (record). Frames count
/// from 1, per run of the window (a restart does not count them again). Event and key names
/// are case-insensitive (`key:F2` is `key:f2`); key paths and paths are not. Numbers are checked
/// before use: click coordinates and scrolls finite within ±1000000, resizes 1...16384 pixels a
/// side; out of range is `DemoScriptError.outOfRange`, naming the entry and the range.
package struct DemoScript: Sendable, Equatable {
  package enum Event: Sendable, Equatable {
    case input(DemoInput)
    case resizeWindow(width: Int, height: Int)
  }

  package private(set) var entries: [(frame: Int, event: Event)] = []

  package init() {}

  package init(parsing text: String) throws(DemoScriptError) {
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = token.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let frame = Int(parts[0]), frame >= 1 else {
        throw .malformed(String(token))
      }
      entries.append((frame, try Self.event(String(parts[1]), token: String(token))))
    }
  }

  /// The events due at `frame`, in the order written.
  package func events(atFrame frame: Int) -> [Event] {
    entries.filter { $0.frame == frame }.map(\.event)
  }

  package static func == (a: DemoScript, b: DemoScript) -> Bool {
    a.entries.map(\.frame) == b.entries.map(\.frame)
      && a.entries.map(\.event) == b.entries.map(\.event)
  }

  private static func event(_ text: String, token: String) throws(DemoScriptError) -> Event {
    let raw = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard raw.count == 2 else { throw .malformed(token) }
    // Key paths and file paths keep their case; event and key names do not need it.
    if let edit = try liveEdit(raw[0].lowercased(), raw[1], token: token) { return edit }
    let parts = raw.map { $0.lowercased() }
    let numbers = parts[1].split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap {
      Double($0)
    }
    // Each number is checked for its range before it is used (or converted to an integer):
    // `resize:1e300x2` trapped in Int(_:) before.
    func check(_ what: String, _ allowed: ClosedRange<Double>, _ shown: String) throws(DemoScriptError) {
      guard numbers.allSatisfy({ allowed.contains($0) }) else {
        throw .outOfRange(token: token, what: what, value: raw[1], allowed: shown)
      }
    }
    switch parts[0] {
    case "key":
      guard let key = keys[parts[1]] else { throw .unknownKey(parts[1], known: keys.keys.sorted()) }
      return .input(.key(key))
    case "click" where numbers.count == 2:
      try check("click's X and Y", -Self.largestCoordinate...Self.largestCoordinate, "finite window coordinates within ±1000000")
      return .input(.click(x: numbers[0], y: numbers[1]))
    case "scroll" where numbers.count == 1:
      try check("scroll's notches", -Self.largestCoordinate...Self.largestCoordinate, "a finite number within ±1000000")
      return .input(.scroll(numbers[0]))
    case "resize" where numbers.count == 2:
      let side = Double(Self.largestWindowSide)
      try check("resize's width and height", 1...side, "1...\(Self.largestWindowSide) pixels a side")
      return .resizeWindow(width: Int(numbers[0]), height: Int(numbers[1]))
    default:
      throw .malformed(token)
    }
  }

  /// The largest window side a script may ask for: OpenGL's smallest allowed framebuffer limit.
  package static let largestWindowSide = 16384
  /// The largest click coordinate or scroll a script may give.
  package static let largestCoordinate = 1_000_000.0

  private static let keys: [String: DemoKey] = {
    var keys: [String: DemoKey] = [
      "left": .previousPreset, "right": .nextPreset, "space": .pause, ".": .step, "r": .restart,
      "b": .burst, "+": .moreParticles, "-": .fewerParticles, "s": .screenshot, "f1": .toggleHUD,
      "f2": .toggleParameters,
      "q": .quit, "ctrl+s": .save, "f5": .toggleRecording, "ctrl+r": .toggleRecording,
    ]
    for digit in 1...9 { keys["\(digit)"] = .preset(digit - 1) }
    return keys
  }()
}

extension DemoScript {
  /// `set:KEYPATH=VALUE`, `set@LAYER:KEYPATH=VALUE` or `save:PATH`; nil for other events.
  fileprivate static func liveEdit(_ kind: String, _ argument: String, token: String)
    throws(DemoScriptError) -> Event?
  {
    if kind == "save" { return .input(.saveAs(path: argument)) }
    if let structure = try structureEdit(kind, argument, token: token) { return structure }
    guard kind == "set" || kind.hasPrefix("set@") else { return nil }
    let layer = kind == "set" ? 0 : Int(kind.dropFirst(4))
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    guard let layer, layer >= 0, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw .malformed(token)
    }
    return .input(.setValue(layer: layer, keyPath: parts[0], value: .text(parts[1])))
  }
}

extension DemoScript {
  /// `add-cell:PARENT`, `remove-cell:PATH`, `add-behavior:-`, `remove-behavior:NAME`, each with an
  /// optional `@LAYER`; nil for other events.
  fileprivate static func structureEdit(_ kind: String, _ argument: String, token: String)
    throws(DemoScriptError) -> Event?
  {
    let parts = kind.split(separator: "@", maxSplits: 1).map(String.init)
    let names = ["add-cell", "remove-cell", "add-behavior", "remove-behavior"]
    guard let name = parts.first, names.contains(name) else { return nil }
    guard let layer = parts.count == 2 ? Int(parts[1]) : 0, layer >= 0, !argument.isEmpty else {
      throw .malformed(token)
    }
    let edit: StructureEdit =
      switch name {
      case "add-cell": .addCell(parent: argument == "-" ? nil : argument)
      case "remove-cell": .removeCell(path: argument)
      case "add-behavior": .addBehavior
      default: .removeBehavior(name: argument)
      }
    return .input(.structure(layer: layer, edit))
  }
}

/// Why an `--inputs` script was refused.
package enum DemoScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  case malformed(String)
  case unknownKey(String, known: [String])
  /// A number out of its range: the entry, what it sets, the value as written, what is allowed.
  case outOfRange(token: String, what: String, value: String, allowed: String)

  package var description: String {
    switch self {
    case .malformed(let token):
      "--inputs: \"\(Self.clipped(token))\" is not FRAME=key:NAME, FRAME=click:X,Y, FRAME=scroll:N,"
        + " FRAME=resize:WxH, FRAME=set:KEYPATH=VALUE, FRAME=save:PATH, FRAME=add-cell:PARENT,"
        + " FRAME=remove-cell:PATH, FRAME=add-behavior:- or FRAME=remove-behavior:NAME"
    case .unknownKey(let name, let known):
      "--inputs: no key \"\(Self.clipped(name))\" (keys: \(known.joined(separator: " ")))"
    case .outOfRange(let token, let what, let value, let allowed):
      "--inputs: \"\(Self.clipped(token))\": \(what) must be \(allowed) (got \(Self.clipped(value)))"
    }
  }

  /// A token as a message shows it: at most 200 characters, so a megabyte of script stays one line.
  static func clipped(_ text: String) -> String {
    text.count <= 200 ? text : "\(text.prefix(200))… (\(text.count) characters)"
  }
}
