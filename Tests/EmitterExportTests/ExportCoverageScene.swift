import EmitterModel
import Foundation

/// A scene that sets what the presets leave at their defaults, so the round trip covers every
/// kind of value the export writes: awkward numbers (0.1, 1/3, 1e-05, 1e20, pi), infinities,
/// every constant type, sub-cells two deep, private cell keys, each behaviour type, basic and
/// keyframe animations of numbers, points and colours with custom timing, and the EmitterKit-only
/// settings that must come out as `not on iOS` notes. A name and a path with line breaks (and a
/// trailing backslash) check that quoted scene text cannot end a comment early. A cell's contents
/// held in memory (a bitmap, a PNG data URL here) is loaded by name.
enum ExportCoverageScene {
  static let json = #"""
    {
      "size": [320, 480], "backgroundColor": "#102030", "seed": 7, "rangeMode": "plusMinusHalfRange",
      "layers": [
        {
          "name": "main layer", "emitterPosition": [160.25, 0.1], "emitterZPosition": -3.5,
          "emitterSize": [320, 1e-05], "emitterDepth": 1e20, "emitterShape": "cuboid",
          "emitterMode": "outline", "renderMode": "backToFront", "preservesDepth": true,
          "birthRate": 0.1, "lifetime": 1.3333333333333333, "velocity": 2.5, "scale": 0.7,
          "spin": 3.141592653589793, "opacity": 0.9, "seed": 4294967295, "beginTime": 0.1,
          "speed": 1.5, "timeOffset": 2, "contents": "sky.png",
          "contentsGravity": "resizeAspectFill", "contentsScale": 2,
          "emitterCells": [
            {
              "name": "rocket", "birthRate": 2.1, "lifetime": 12.5, "lifetimeRange": 0.3,
              "emissionLatitude": 0.2, "emissionLongitude": -1.5707963267948966,
              "emissionRange": 0.7853981633974483, "velocity": 300.125, "velocityRange": 1e-07,
              "xAcceleration": 1, "yAcceleration": 98.1, "zAcceleration": -2,
              "scaleRange": 0.1, "scaleSpeed": -0.05, "spinRange": 0.4,
              "color": [0.1, 0.2, 0.30000000000000004, 0.4], "redRange": 0.1, "greenRange": 0.2,
              "blueRange": 0.3, "alphaRange": 0.05, "redSpeed": -0.1, "greenSpeed": 0.7,
              "blueSpeed": 0.01, "alphaSpeed": -0.33, "contents": "spark.png",
              "contentsRect": [0, 0.5, 0.5, 0.5], "contentsScale": 2,
              "minificationFilter": "trilinear", "magnificationFilter": "nearest",
              "minificationFilterBias": 0.25, "beginTime": 0.5, "duration": 10, "speed": 2,
              "timeOffset": 0.1, "repeatCount": "infinity", "autoreverses": true,
              "fillMode": "both", "particleType": "plane", "orientationLongitude": 1.5708,
              "orientationLatitude": 0.3, "orientationRange": 3.14159, "rotation": 0.1,
              "rotationRange": 6.283185307179586, "mass": 1.1, "massRange": 0.1,
              "emitterCells": [
                {
                  "name": "trail", "enabled": false, "birthRate": 50, "lifetime": 0.5,
                  "contents": {"shape": "triangle", "size": [6, 9]}, "contentsScale": 4,
                  "emitterCells": [
                    {"name": "spark", "birthRate": 3, "lifetime": 0.2, "contents": {"emoji": "✨", "size": 12}, "repeatDuration": 4}
                  ]
                },
                {"birthRate": 1, "lifetime": 1, "contents": {"shape": "square", "size": [3, 3]}},
                {"name": "dot", "birthRate": 1, "lifetime": 1, "contents": "circle"}
              ]
            },
            {"name": "outline\nshape\\", "birthRate": 1, "lifetime": 1, "contents": {"path": "M0 0 L10 0\nL5 8 Z"}},
            {"name": "glow", "birthRate": 1, "lifetime": 1, "contentsScale": 2,
             "contents": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4f4LhPxA0MMAYAHAxDIfLOEpoAAAAAElFTkSuQmCC"}
          ],
          "emitterBehaviors": [
            {"type": "wave", "name": "sway", "force": [10.5, 0, -1e-05], "frequency": 0.25},
            {"type": "drag", "name": "drag", "drag": 1.7, "enabled": false},
            {"type": "attractor", "name": "pull", "attractorType": "axial", "position": [100, 200.5],
             "zPosition": 3, "radius": 10, "stiffness": -4, "falloff": 0.5, "falloffDistance": 80,
             "orientationLongitude": 0.1, "orientationLatitude": 0.2},
            {"type": "simpleAttractor", "position": [1, 2], "stiffness": 3},
            {"type": "alignToMotion", "rotation": 0.25, "preservesDepth": true},
            {"type": "valueOverLife", "name": "fade", "keyPath": "color.alpha", "values": [1, 0.5, 0], "locations": [0, 0.3, 1], "additive": true},
            {"type": "colorOverLife", "colors": ["#ff0000", [0, 1, 0, 0.5]], "locations": [0, 1]}
          ],
          "animations": [
            {"keyPath": "birthRate", "key": "rate", "fromValue": 0.1, "toValue": 1e-05, "byValue": 3,
             "duration": 2.5, "beginTime": 0.75, "speed": 0.5, "timeOffset": 0.1, "repeatCount": 2.5,
             "autoreverses": true, "fillMode": "forwards", "removedOnCompletion": false,
             "additive": true, "cumulative": true, "timingFunction": [0.1, 0.2, 0.3, 1.4]},
            {"keyPath": "emitterPosition", "values": [[0, 0], [10.5, 20], [30, 40.25]],
             "keyTimes": [0, 0.3333333333333333, 1], "calculationMode": "cubic", "repeatDuration": 9,
             "timingFunctions": ["easeIn", "default"], "timingFunction": "easeInEaseOut", "duration": 3},
            {"keyPath": "emitterCells.rocket.color", "fromValue": "#ff8000", "toValue": [0, 0, 1, 0.5], "duration": "infinity"},
            {"keyPath": "emitterBehaviors.sway.force", "toValue": [1, 2, 3]},
            {"keyPath": "emitterCells.rocket.emitterCells.trail.scale", "values": [1, 2], "calculationMode": "discrete", "timingFunction": "easeOut"}
          ],
          "emissionEvents": [
            {"type": "burst", "cell": "rocket", "count": 40, "time": 1.5},
            {"type": "stop", "time": 3}
          ],
          "events": [
            {"time": 0.5, "type": "set", "keyPath": "emitterPosition", "value": [10, 20]}
          ]
        },
        {"name": "tail\\", "emitterPosition": [1, 2], "beginTime": -0.5}
      ]
    }
    """#

  static var scene: Scene {
    get throws { try Scene(jsonData: Data(json.utf8), file: "coverage.json") }
  }
}
