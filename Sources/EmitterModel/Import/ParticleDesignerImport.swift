import Foundation

/// A cocos2d / Particle Designer `.plist` (one emitter, gravity or radial mode) as a scene: one
/// layer with one cell, number for number. The mapping, its units and what does not carry over
/// are in docs/SEMANTICS.md ("Importers"); every key read is listed there.
///
/// cocos2d works in points with y up and angles in degrees (90 is up); EmitterKit in points with
/// y down and radians. Sizes are quad sides in points, so a texture `W` pixels wide (drawn at
/// `contentsScale` 1, `W` points) gets `scale = size / W`. Values that cocos2d interpolates from a
/// start to a finish over each particle's life (size, colour, rotation) become additive
/// `valueOverLife` curves from 0 to `finish - start`, which is that interpolation exactly.
enum ParticleDesignerImport {
  /// Where the emitter goes: the centre of the default canvas (cocos2d's `sourcePosition` is a
  /// place in the authoring tool's canvas).
  static let canvas = Scene().size

  static func scene(from plist: Any, url: URL, file: String, imageFolder: URL)
    throws(SceneFileError) -> ImportedScene
  {
    guard let dictionary = plist as? [String: Any] else {
      throw SceneFileError([
        SceneDiagnostic(
          file: file, keyPath: "", kind: .importFailed, value: PropertyListReader.describe(plist),
          expected: "a dictionary of cocos2d particle keys",
          message: "the property list is not a dictionary; a cocos2d / Particle Designer effect is one")
      ])
    }
    var reader = PropertyListReader(file: file, dictionary: dictionary)
    var mapping = Mapping(file: file)
    let texture = ParticleDesignerTexture.read(&reader, plist: url, imageFolder: imageFolder)
    mapping.build(&reader, texture: texture)
    guard reader.problems.isEmpty else { throw SceneFileError(reader.problems) }
    var imported = ImportedScene(scene: mapping.scene(), unmapped: mapping.unmapped)
    imported.unmapped += reader.unread.map { key in
      "\(key) = \(PropertyListReader.describe(dictionary[key]!)) (not a cocos2d particle key)"
    }
    if let image = texture.decoded { imported.images[image.name] = image.data }
    return imported
  }

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

extension ParticleDesignerImport {
  /// The keys' values gathered into one layer and cell.
  struct Mapping {
    let file: String
    var layer = EmitterLayer(name: "particles")
    var cell = EmitterCell(name: "particle")
    var unmapped: [String] = []

    init(file: String) { self.file = file }

    func scene() -> Scene {
      var scene = Scene()
      scene.emissionRangeMode = .fan  // cocos2d spreads angleVariance in the plane
      var layer = layer
      layer.emitterCells = [cell]
      scene.layers = [layer]
      return scene
    }

    /// Notes a key whose value has no equivalent, when the value is not the neutral one.
    mutating func unmapped(_ key: String, _ value: Double?, neutral: Double = 0, _ why: String) {
      guard let value, value != neutral else { return }
      unmapped.append("\(key) = \(value) (\(why))")
    }

    mutating func build(_ r: inout PropertyListReader, texture: ParticleDesignerTexture) {
      if let name = r.string("configName"), !name.isEmpty { layer.name = name }
      layer.emitterPosition = Point(x: canvas.width / 2, y: canvas.height / 2)
      unmapped("sourcePositionx", r.number("sourcePositionx"), "a place in the authoring canvas; the emitter is placed at the canvas centre")
      unmapped("sourcePositiony", r.number("sourcePositiony"), "a place in the authoring canvas; the emitter is placed at the canvas centre")
      // Births are uniform in source ± variance per axis: a rectangle twice the variance.
      let spreadX = abs(r.number("sourcePositionVariancex") ?? 0)
      let spreadY = abs(r.number("sourcePositionVariancey") ?? 0)
      if spreadX > 0 || spreadY > 0 {
        layer.emitterShape = .rectangle
        layer.emitterSize = Size(width: 2 * spreadX, height: 2 * spreadY)
      }

      let lifespan = r.number("particleLifespan", in: 0...1e6) ?? 0
      cell.lifetime = lifespan
      cell.lifetimeRange = abs(r.number("particleLifespanVariance", in: -1e6...1e6) ?? 0)
      let maxParticles = r.number("maxParticles", in: 0...Double(Scene.maximumParticleCap))
      // cocos2d's rate when the file gives none: the pool refilled once per mean lifespan.
      let rate = r.number("emissionRate", in: 0...EmitterCell.maximumBirthRate)
        ?? (lifespan > 0 ? (maxParticles ?? 0) / lifespan : 0)
      guard rate <= EmitterCell.maximumBirthRate else {
        r.problem("maxParticles", value: "\(maxParticles ?? 0)", expected: "maxParticles / particleLifespan at most \(EmitterCell.maximumBirthRate)", why: "the birth rate cocos2d derives from them")
        return
      }
      if let maxParticles {
        // cocos2d emits nothing with a pool of 0; EmitterKit's maxParticles 0 means no cap.
        let cap = Int(maxParticles.rounded(.down))
        cell.maxParticles = cap
        cell.birthRate = cap == 0 ? 0 : rate
      } else {
        cell.birthRate = rate
      }
      // duration -1 (or any negative) emits forever; otherwise emission stops after it.
      if let duration = r.number("duration"), duration >= 0 { cell.timing.duration = duration }

      cell.emissionRange = abs(radians(r.number("angleVariance") ?? 0))

      let radial = (r.number("emitterType", in: 0...1) ?? 0) == 1
      readOtherModeKeys(&r, radial: radial)
      if radial {
        buildRadialMode(&r)
      } else {
        // 0 along +x, 90 up (y up): longitude turns toward +y (down), so it is the negated angle.
        cell.emissionLongitude = -radians(r.number("angle") ?? 0)
        buildGravityMode(&r)
      }
      buildAppearance(&r, extent: texture.extent)
      cell.contents = texture.contents
      buildBlending(&r)
      unmapped("rotationIsDir", r.number("rotationIsDir"), "cocos2d turns a particle to its direction at birth only")
      unmapped("yCoordFlipped", r.number("yCoordFlipped"), neutral: 1, "flips the texture in cocos2d-x; images are drawn as stored")
      unmapped("positionType", r.number("positionType"), "particles always live in the layer's space")
    }

    mutating func buildGravityMode(_ r: inout PropertyListReader) {
      cell.velocity = r.number("speed") ?? 0
      cell.velocityRange = abs(r.number("speedVariance") ?? 0)
      cell.xAcceleration = r.number("gravityx") ?? 0
      cell.yAcceleration = -(r.number("gravityy") ?? 0)
      let radialAcceleration = r.number("radialAcceleration") ?? 0
      // cocos2d's positive tangential acceleration turns counter-clockwise with y up, which is
      // counter-clockwise on screen: EmitterKit's positive turns clockwise.
      let tangentialAcceleration = -(r.number("tangentialAcceleration") ?? 0)
      if radialAcceleration != 0 || tangentialAcceleration != 0 {
        var behavior = EmitterBehavior(type: .radialAcceleration, name: "radialAcceleration")
        behavior.position = layer.emitterPosition
        behavior.radialAcceleration = radialAcceleration
        behavior.tangentialAcceleration = tangentialAcceleration
        layer.emitterBehaviors.append(behavior)
      }
      unmapped("radialAccelVariance", r.number("radialAccelVariance"), "an acceleration per particle; the mean applies to all")
      unmapped("tangentialAccelVariance", r.number("tangentialAccelVariance"), "an acceleration per particle; the mean applies to all")
    }

    /// The keys of the mode the file is not in: cocos2d reads them only in their own mode.
    mutating func readOtherModeKeys(_ r: inout PropertyListReader, radial: Bool) {
      let gravityKeys = [
        "speed", "speedVariance", "gravityx", "gravityy", "radialAcceleration",
        "radialAccelVariance", "tangentialAcceleration", "tangentialAccelVariance",
      ]
      let radialKeys = [
        "maxRadius", "maxRadiusVariance", "minRadius", "minRadiusVariance", "rotatePerSecond",
        "rotatePerSecondVariance",
      ]
      for key in radial ? gravityKeys : radialKeys { r.markRead(key) }
    }

    mutating func buildBlending(_ r: inout PropertyListReader) {
      let source = r.number("blendFuncSource")
      let destination = r.number("blendFuncDestination")
      // GL_ONE 1, GL_SRC_ALPHA 770, GL_ONE_MINUS_SRC_ALPHA 771.
      if (r.number("blendAdditive") ?? 0) != 0 || destination == 1 {
        layer.renderMode = .additive
      } else if let destination, destination != 771 {
        unmapped("blendFuncDestination", destination, "only GL_ONE (additive) and GL_ONE_MINUS_SRC_ALPHA (normal) have equivalents; drawn normally")
      }
      if let source, source != 1, source != 770 {
        unmapped("blendFuncSource", source, "only GL_ONE and GL_SRC_ALPHA have equivalents")
      }
    }
  }
}
