/// Every built-in preset, in the order the demo's number keys and `emitter presets` use: the one
/// list the tests iterate over (raylib's examples list). Adding a preset is a scene file in
/// `scenes/` and a line here.
package enum PresetCatalog {
  package static let all: [Preset] = [
    Preset(
      name: "confetti-cannon", file: "confetti-cannon.json", title: "Confetti cannon",
      origin: "NSHipster, \"CAEmitterLayer\": shapes, an image and emoji; birth rate tapers 1 → 0"
        + " over 3 s (easeIn), then the layer fades out",
      replayInterval: 5, showcaseTime: 1.5),
    Preset(
      name: "imessage-confetti", file: "imessage-confetti.json", title: "iMessage confetti",
      origin: "Bryce Bostwick, \"Recreating iMessage Confetti\": plane particles, waves, an"
        + " attractor, drag and animated gravity",
      replayInterval: 5, showcaseTime: 1.5),
    Preset(
      name: "fire", file: "fire.json", title: "Fire",
      origin: "\"Particle Systems\", the EmissionsTest app: additive smoke; click moves it,"
        + " +/- set its rate",
      showcaseTime: 3),
    Preset(
      name: "comets", file: "comets.json", title: "Comets along lines",
      origin: "Bennet van der Linden, \"Comets: Animating Particles in Swift\": comets along"
        + " lines, 800 ± 700 pt/s, images pre-rotated to each line", showcaseTime: 0.5),
    Preset(
      name: "colored-smoke", file: "colored-smoke.json", title: "Coloured smoke",
      origin: "The Silly Face Society, \"Better Effects\": random colours drifting to white",
      showcaseTime: 2),
    Preset(
      name: "decaying-confetti", file: "decaying-confetti.json", title: "Decaying confetti",
      origin: "The Silly Face Society, \"Better Effects\": a line of confetti whose birth rate"
        + " decays linearly",
      replayInterval: 6, showcaseTime: 2),
    Preset(
      name: "chicken", file: "chicken.json", title: "Fading-in chicken",
      origin: "The Silly Face Society, \"Better Effects\": alpha 0 plus alphaSpeed 10 fades"
        + " each chicken in over 0.1 s",
      showcaseTime: 2.5),
    Preset(
      name: "fireworks", file: "fireworks.json", title: "Fireworks",
      origin: "Apple's Fireworks sample, complete: rockets with a flare trail, a burst and"
        + " twinkling sparks",
      showcaseTime: 4.2),
    Preset(
      name: "snow", file: "snow.json", title: "Snow",
      origin: "The snow globe the articles mention: a line above the top, a sway, and a"
        + " prewarm (timeOffset) so it is already snowing",
      showcaseTime: 1),
    Preset(
      name: "butterflies", file: "butterflies.json", title: "Flapping butterflies",
      origin: "A sprite sheet (contentsFrameCount, contentsFramesPerRow, contentsFramesPerSecond:"
        + " Core Animation's private keys): eight frames of a wing beat, looped by age",
      showcaseTime: 2),
    Preset(
      name: "like-button", file: "like-button.json", title: "Like button",
      origin: "The like buttons of iOS apps: a round button layer pops with a transform.scale"
        + " keyframe animation while a ring of sparks bursts from a circle emitter on a turning"
        + " layer behind it",
      replayInterval: 1.6, showcaseTime: 0.55),
    Preset(
      name: "night-sky", file: "night-sky.json", title: "Night sky",
      origin: "Issue #19's content layers as a layer tree: a card with a glowing shadow holds a"
        + " sky layer (image, faint nebulae, masksToBounds, a border on top) that holds the"
        + " twinkling stars",
      showcaseTime: 3),
    Preset(
      name: "smoke-turbulence", file: "smoke-turbulence.json", title: "Smoke in turbulence",
      origin: "Issue #31: smoke rising and twisting in EmitterKit's own turbulence (2D curl"
        + " noise, 3 octaves, drifting up with the smoke), with drag and an alpha curve",
      showcaseTime: 6),
    Preset(
      name: "comet-trails", file: "comet-trails.json", title: "Comets with trails",
      origin: "Issue #31: comets arcing up through a turbulence, each drawing its recent path as"
        + " a ribbon that narrows and fades (EmitterKit's trail keys, a soft streak image as its"
        + " trailContents), and shedding dust along it"
        + " from a sub-cell, the way Qt's TrailEmitter does",
      showcaseTime: 3),
    Preset(
      name: "confetti-lands", file: "confetti-lands.json", title: "Confetti that lands",
      origin: "Issue #31: confetti falling, bouncing off the bottom edge and settling there"
        + " (EmitterKit's own collision behaviour: the layer's bounds with restitution, friction"
        + " and a settle speed), some sliding down a slanted shelf",
      showcaseTime: 6),
    Preset(
      name: "sparks-button", file: "sparks-button.json", title: "Sparks that bounce off a button",
      origin: "Issue #31: sparks raining on a rounded button and bouncing off it (EmitterKit's"
        + " collision behaviour: two rects and four circles make the rounded rect), each contact"
        + " throwing small flashes (a sub-cell at collision)",
      showcaseTime: 3),
    Preset(
      name: "confetti-word", file: "confetti-word.json", title: "Confetti piling on a word",
      origin: "Issue #31: confetti falling on a glowing word and piling on its letters' tops"
        + " (EmitterKit's image collider: the word's glyphs as solid texels, with a settle"
        + " speed; the glow is the mask shape drawing the same text)",
      showcaseTime: 7),
    Preset(
      name: "word-glitter", file: "word-glitter.json", title: "A word that bursts into glitter",
      origin: "Issue #31: a word drawn by glitter born on its glyphs (EmitterKit's mask shape,"
        + " text in a serif font), which then bursts and falls",
      replayInterval: 4, showcaseTime: 1.0),
    Preset(
      name: "card-dissolve", file: "card-dissolve.json", title: "A card that dissolves",
      origin: "Issue #31: a card (an image with rounded corners and a border) leaves left to"
        + " right as dust of its own pixels (the mask shape naming the card layer, drawn whole;"
        + " points mode, a noisy sweep, pixel colours), the card hidden behind the sweep by an"
        + " animated layer mask",
      replayInterval: 4, showcaseTime: 1.3),
  ]

  /// Other names a preset answers to: what people type first (canvas-confetti's `confetti()`,
  /// Vortex's `.confetti`), each naming a preset of `all`.
  package static let aliases: [String: String] = ["confetti": "confetti-cannon"]

  /// The preset called `name`, or that `name` is an alias of, if any.
  package static func named(_ name: String) -> Preset? {
    let canonical = aliases[name] ?? name
    return all.first { $0.name == canonical }
  }

  /// Every preset name, in catalogue order.
  package static var names: [String] { all.map(\.name) }

  /// The names an error lists: every preset, then each alias with the preset it stands for.
  package static var namesAndAliases: [String] {
    names + aliases.keys.sorted().map { "\($0) (\(aliases[$0]!))" }
  }
}
