import EmitterModel
import Foundation

/// A layer tree for the export: a turned card in perspective (readable transform, m34, anchor
/// point, zPosition, its own timing) holding a hidden plain image layer and an emitter layer
/// (rectangles shape with `emitterRects`, scaled, turned and moved, animated as a whole
/// transform and along `position.x`) that holds a sheared plain layer (a matrix no call
/// sequence rebuilds), plus a moved top-level layer animating `transform.scale`. Sublayers of
/// timed superlayers check the timing rewrite.
enum ExportTreeScene {
  static let json = #"""
    {
      "size": [390, 844],
      "layers": [
        {
          "name": "card", "bounds": [0, 0, 330, 640], "position": [195, 422],
          "anchorPoint": [0.5, 0.25], "zPosition": 2, "beginTime": 0.5, "speed": 2, "timeOffset": 2,
          "transform": {"rotation": {"angle": 0.3, "axis": [0, 1, 0]}, "m34": -0.002},
          "sublayerTransform": {"m34": -0.001},
          "backgroundColor": "#0b1533", "cornerRadius": 36,
          "sublayers": [
            {
              "name": "sky", "contents": "images/sky.png", "hidden": true, "opacity": 0.5,
              "transform": {"scale": 1.5},
              "animations": [{"keyPath": "opacity", "fromValue": 0.5, "toValue": 1, "duration": 2}]
            },
            {
              "name": "stars", "bounds": [10, 20, 300, 600], "beginTime": 1.5, "speed": 3,
              "emitterShape": "rectangles", "emitterRects": [[0, 0, 10, 20], [5.5, 6, 7, 8.25]],
              "transform": {"scale": [1.2, 0.8, 1], "rotation": 0.7, "translation": [10, -20, 0]},
              "emitterCells": [{"name": "star", "birthRate": 5, "lifetime": 2, "contents": "circle"}],
              "animations": [
                {"keyPath": "transform", "key": "flip", "fromValue": {"scale": 1},
                 "toValue": {"rotation": {"angle": 1, "axis": [1, 0, 0]}, "m34": -0.005}, "duration": 2},
                {"keyPath": "position.x", "values": [0, 10, 0], "duration": 1}
              ],
              "sublayers": [
                {
                  "name": "glint", "position": [5, 6], "zPosition": -1,
                  "transform": [1, 0.25, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, 3, 4, 0, 1]
                }
              ]
            }
          ]
        },
        {
          "name": "badge", "transform": {"translation": [3, 4, 0]},
          "animations": [{"keyPath": "transform.scale", "fromValue": 1, "toValue": 2, "duration": 0.5}]
        }
      ]
    }
    """#

  static var scene: Scene {
    get throws { try Scene(jsonData: Data(json.utf8), file: "tree.json") }
  }
}
