#!/usr/bin/env swift
// Writes the importer test files into Tests/Fixtures/import: cocos2d / Particle Designer plists
// (gravity mode with a texture file, gravity mode with an embedded gzip'd texture, radial mode)
// and a SpriteKit .sks (an NSKeyedArchiver binary plist of two SKEmitterNodes and a field node
// under an SKNode).
// Every number is our own, chosen from the formats' documentation; no third-party effect file is
// copied. Run from the repository root: swift tools/make-import-fixtures.swift
import Foundation

let folder = URL(fileURLWithPath: "Tests/Fixtures/import")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let glow = try Data(contentsOf: URL(fileURLWithPath: "scenes/images/glow.png"))
let star = try Data(contentsOf: URL(fileURLWithPath: "scenes/images/star.png"))
try glow.write(to: folder.appendingPathComponent("glow.png"))
try star.write(to: folder.appendingPathComponent("star.png"))

func gzip(_ data: Data) throws -> Data {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["gzip", "-9", "-n", "-c"]
  let input = Pipe(), output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  input.fileHandleForWriting.write(data)
  try input.fileHandleForWriting.close()
  let result = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return result
}

func writePlist(_ dictionary: [String: Any], _ name: String) throws {
  let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
  try data.write(to: folder.appendingPathComponent(name))
}

// MARK: cocos2d / Particle Designer

let gravity: [String: Any] = [
  "configName": "ember", "emitterType": 0, "maxParticles": 120, "duration": -1.0,
  "particleLifespan": 1.5, "particleLifespanVariance": 0.25,
  "angle": 90.0, "angleVariance": 20.0, "speed": 150.0, "speedVariance": 30.0,
  "gravityx": 10.0, "gravityy": -200.0,
  "radialAcceleration": -40.0, "radialAccelVariance": 5.0,
  "tangentialAcceleration": 60.0, "tangentialAccelVariance": 0.0,
  "sourcePositionx": 160.0, "sourcePositiony": 240.0,
  "sourcePositionVariancex": 20.0, "sourcePositionVariancey": 4.0,
  "startParticleSize": 32.0, "startParticleSizeVariance": 8.0,
  "finishParticleSize": 8.0, "finishParticleSizeVariance": 0.0,
  "startColorRed": 1.0, "startColorGreen": 0.5, "startColorBlue": 0.1, "startColorAlpha": 1.0,
  "startColorVarianceRed": 0.0, "startColorVarianceGreen": 0.1, "startColorVarianceBlue": 0.05,
  "startColorVarianceAlpha": 0.0,
  "finishColorRed": 0.9, "finishColorGreen": 0.1, "finishColorBlue": 0.0, "finishColorAlpha": 0.0,
  "finishColorVarianceRed": 0.0, "finishColorVarianceGreen": 0.0, "finishColorVarianceBlue": 0.0,
  "finishColorVarianceAlpha": 0.0,
  "rotationStart": 0.0, "rotationStartVariance": 30.0, "rotationEnd": 180.0, "rotationEndVariance": 0.0,
  "blendFuncSource": 770, "blendFuncDestination": 1,
  // Radial-mode keys: present in gravity files, read by cocos2d only in radial mode.
  "maxRadius": 100.0, "maxRadiusVariance": 0.0, "minRadius": 0.0, "minRadiusVariance": 0.0,
  "rotatePerSecond": 0.0, "rotatePerSecondVariance": 0.0,
  "textureFileName": "glow.png", "particleDesignerVersion": "fixture",
]
try writePlist(gravity, "gravity.plist")

var embedded = gravity
embedded["configName"] = "ember embedded"
embedded["textureFileName"] = "ember.png"  // not beside the plist: the data is used
embedded["textureImageData"] = try gzip(glow).base64EncodedString()
embedded["emissionRate"] = 45.0
embedded["duration"] = 2.0
embedded["blendFuncSource"] = 1
embedded["blendFuncDestination"] = 771
embedded["particleDesignerVersion"] = nil
try writePlist(embedded, "gravity-embedded.plist")

var radial = gravity
radial["configName"] = "vortex"
radial["emitterType"] = 1
radial["maxRadius"] = 120.0
radial["maxRadiusVariance"] = 10.0
radial["minRadius"] = 20.0
radial["rotatePerSecond"] = 90.0
radial["rotatePerSecondVariance"] = 0.0
radial["particleDesignerVersion"] = nil
try writePlist(radial, "radial.plist")

// MARK: SpriteKit

final class Color: NSObject, NSCoding {
  let rgba: [Float]
  init(_ rgba: [Float]) { self.rgba = rgba }
  required init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) {
    for (key, value) in zip(["UIRed", "UIGreen", "UIBlue", "UIAlpha"], rgba) { coder.encode(value, forKey: key) }
    coder.encode(Int32(4), forKey: "UIColorComponentCount")
  }
}

final class KeyframeSequence: NSObject, NSCoding {
  let values: NSArray
  let times: [Double]
  init(values: NSArray, times: [Double]) { self.values = values; self.times = times }
  required init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) {
    coder.encode(values, forKey: "keyframeValues")
    coder.encode(times.map { NSNumber(value: $0) } as NSArray, forKey: "keyframeTimes")
    coder.encode(Int(1), forKey: "interpolationMode")
    coder.encode(Int(1), forKey: "repeatMode")
  }
}

final class Texture: NSObject, NSCoding {
  let name: String
  init(_ name: String) { self.name = name }
  required init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) { coder.encode(name, forKey: "imageName") }
}

final class EmitterNode: NSObject, NSCoding {
  let keys: [String: Any]
  init(_ keys: [String: Any]) { self.keys = keys }
  required init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) {
    for (key, value) in keys.sorted(by: { $0.key < $1.key }) {
      switch value {
      case let number as Double: coder.encode(number, forKey: key)
      case let number as Int: coder.encode(number, forKey: key)
      default: coder.encode(value as AnyObject, forKey: key)
      }
    }
  }
}

final class FieldNode: NSObject, NSCoding {
  override init() {}
  required init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) {
    coder.encode(Float(2), forKey: "strength")
    coder.encode(Int(1), forKey: "categoryBitMask")
  }
}

final class Node: NSObject, NSCoding {
  let children: [NSObject]
  init(_ children: [NSObject]) { self.children = children }
  required init?(coder: NSCoder) { nil }
  func encode(with coder: NSCoder) {
    coder.encode("effects", forKey: "name")
    coder.encode(children as NSArray, forKey: "children")
  }
}

let sparks = EmitterNode([
  "particleBirthRate": 50.0, "numParticlesToEmit": 100, "particleLifetime": 2.0,
  "particleLifetimeRange": 1.0, "emissionAngle": Double.pi / 2, "emissionAngleRange": 0.5,
  "particleSpeed": 100.0, "particleSpeedRange": 20.0, "xAcceleration": 5.0, "yAcceleration": -50.0,
  "particleAlpha": 0.8, "particleAlphaRange": 0.2, "particleAlphaSpeed": -0.3,
  "particleScale": 0.5, "particleScaleRange": 0.1, "particleScaleSpeed": 0.2,
  "particleRotation": 0.3, "particleRotationRange": 0.1, "particleRotationSpeed": 1.0,
  "particleColor": Color([0.2, 0.4, 0.6, 1]), "particleColorBlendFactor": 0.5,
  "particleColorRedRange": 0.2, "particleColorBlueSpeed": 0.4,
  "particleBlendMode": 0, "particleRenderOrder": 1, "particleTexture": Texture("star"),
])
let glowing = EmitterNode([
  "_particleBirthRate": 30.0, "_particleLifetime": 1.0, "_particleSpeed": 60.0,
  "_emissionAngleRange": 2 * Double.pi, "_particlePosition": "{10, 20}",
  "_particlePositionRange": "{40, 10}", "_particleBlendMode": 1, "_particleTexture": Texture("glow.png"),
  "_particleColorSequence": KeyframeSequence(
    values: [Color([1, 1, 0, 1]), Color([1, 0, 0, 0.5])] as NSArray, times: [0, 1]),
  "_particleScaleSequence": KeyframeSequence(
    values: [0.2, 1.0, 0.0].map { NSNumber(value: $0) } as NSArray, times: [0, 0.3, 1]),
  "_particleAlphaSequence": KeyframeSequence(
    values: [0.0, 1.0].map { NSNumber(value: $0) } as NSArray, times: [0, 0.1]),
  "_particleZPosition": 3.0, "_fieldBitMask": 1,
])
let archiver = NSKeyedArchiver(requiringSecureCoding: false)
archiver.encode(Node([sparks, glowing, FieldNode()]), forKey: NSKeyedArchiveRootObjectKey)
archiver.finishEncoding()
// swift-corelibs-foundation ignores setClassName: rename the classes to SpriteKit's own.
let names = [
  "EmitterNode": "SKEmitterNode", "Node": "SKNode", "Color": "UIColor",
  "KeyframeSequence": "SKKeyframeSequence", "Texture": "SKTexture",
  "FieldNode": "SKLinearGravityFieldNode",
]
var archive = try PropertyListSerialization.propertyList(from: archiver.encodedData, format: nil) as! [String: Any]
archive["$objects"] = (archive["$objects"] as! [Any]).map { object -> Any in
  guard var info = object as? [String: Any], let name = info["$classname"] as? String else { return object }
  let bare = String(name.split(separator: ".").last!)
  guard let renamed = names[bare] else { return object }
  info["$classname"] = renamed
  info["$classes"] = [renamed, "NSObject"]
  return info
}
let sks = try PropertyListSerialization.data(fromPropertyList: archive, format: .binary, options: 0)
try sks.write(to: folder.appendingPathComponent("effects.sks"))
print("wrote", try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted())
