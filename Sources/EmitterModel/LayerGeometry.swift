/// Where a layer sits on the canvas: Core Animation's geometry, composed down the layer tree.
///
/// For a layer with bounds `(o, s)`, anchor point `a`, position `p`, zPosition `z` and transform
/// `X`, and row vectors as CATransform3D has them, the layer's own matrix into its superlayer is
///
///     L = T(-(o + a·s)) · X · T(p.x, p.y, z)
///
/// and a superlayer with bounds `(O, S)`, anchor `A` and sublayer transform `Y` adds, for its
/// sublayers, `Y` about its anchor point: `Sub = T(-(O + A·S)) · Y · T(O + A·S)`. A layer's
/// content is flattened into its superlayer's plane (CALayer is not a CATransformLayer), so
///
///     canvasFromLayer(layer) = flat(L · Sub(superlayer)) · canvasFromLayer(superlayer)
///
/// where `flat` drops the z output of the layer's plane (zeroes m13, m23, m43) and the canvas is the top-level
/// layers' superlayer (bounds: the canvas, no sublayer transform). With every key at its
/// default a layer's matrix is exactly the identity.
package struct LayerGeometry: Sendable, Equatable {
  /// Maps a point of the layer's space (its bounds) to canvas points: `[x, y, 0, 1] · M`, then
  /// divide by w.
  package var canvasFromLayer: Transform3D
  /// The layer's bounds, defaults resolved against its superlayer.
  package var bounds: Rect
  /// The eye distance its plane particles and `preservesDepth` are seen at: `-1/m34` of the
  /// superlayer's `sublayerTransform` when that m34 is negative; nil: the scene's default.
  package var eyeDistance: Double?
  /// The opacity of its superlayers multiplied together (its own not included).
  package var inheritedOpacity: Double
  /// Whether it or a superlayer is hidden.
  package var isHidden: Bool

  /// The centre of `bounds`, layer points: where the eye looks for layers that preserve depth.
  package var center: Point {
    Point(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
  }
}

extension EmitterLayer {
  /// `position` and `bounds` with their defaults filled from a superlayer of `superBounds`: the
  /// layer filling it, its anchor point at the superlayer's centre.
  package func resolvingGeometry(in superBounds: Rect) -> EmitterLayer {
    var layer = self
    let size = superBounds.size
    if layer.bounds == nil {
      layer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
    if layer.position == nil {
      layer.position = Point(
        x: superBounds.origin.x + size.width / 2, y: superBounds.origin.y + size.height / 2)
    }
    return layer
  }

  /// The layer with its mask's `position` and `bounds` defaults filled in from the layer's own
  /// bounds `maskedBounds`, as `resolvingGeometry` fills a sublayer's: what an animation of the
  /// mask's geometry (`mask.position`, `mask.position.x`) starts from, as a layer's does.
  package func resolvingMaskGeometry(in maskedBounds: Rect) -> EmitterLayer {
    guard var mask, mask.position == nil || mask.bounds == nil else { return self }
    let placed = mask.drawnLayer.resolvingGeometry(in: maskedBounds)
    mask.position = placed.position
    mask.bounds = placed.bounds
    var layer = self
    layer.mask = mask
    return layer
  }

  /// Whether one of the layer's animations drives its mask's `position` or `bounds`, whole or
  /// by a sub-path: those need the mask's defaults resolved to start from.
  package var animatesMaskPlacement: Bool {
    animations.contains { animation in
      let segments = animation.keyPath.split(separator: ".")
      return segments.count > 1 && segments[0] == "mask"
        && (segments[1] == "position" || segments[1] == "bounds")
    }
  }

  /// `L`: the layer's own matrix into its superlayer's space (geometry resolved).
  package var matrixInSuperlayer: Transform3D {
    matrixInSuperlayer(
      bounds: bounds ?? Rect(x: 0, y: 0, width: 0, height: 0), position: position ?? .zero)
  }

  /// `L` with `bounds` and `position` in place of the layer's own (its resolved ones, without
  /// copying the layer to store them).
  func matrixInSuperlayer(bounds b: Rect, position p: Point) -> Transform3D {
    let anchor = Transform3D.translation(
      -(b.origin.x + anchorPoint.x * b.size.width), -(b.origin.y + anchorPoint.y * b.size.height), 0
    )
    let placed = Transform3D.translation(p.x, p.y, zPosition)
    if transform.isIdentity { return anchor.concatenating(placed) }
    return anchor.concatenating(transform).concatenating(placed)
  }

  /// `Sub`: what this layer applies to its sublayers (geometry resolved): `sublayerTransform`
  /// about its anchor point.
  package var matrixForSublayers: Transform3D {
    matrixForSublayers(bounds: bounds ?? Rect(x: 0, y: 0, width: 0, height: 0))
  }

  /// `Sub` with `b` in place of the layer's own bounds.
  func matrixForSublayers(bounds b: Rect) -> Transform3D {
    guard !sublayerTransform.isIdentity else { return .identity }
    let x = b.origin.x + anchorPoint.x * b.size.width
    let y = b.origin.y + anchorPoint.y * b.size.height
    return Transform3D.translation(-x, -y, 0).concatenating(sublayerTransform)
      .concatenating(.translation(x, y, 0))
  }
}

extension Transform3D {
  /// The transform with its z output dropped for points of the layer's plane (z = 0, all a
  /// layer draws): a layer flattened into its superlayer's plane. `m33` only ever multiplies
  /// z = 0, so it is kept, and a default layer's matrix stays exactly the identity.
  package var flattened: Transform3D {
    var t = self
    (t.m13, t.m23, t.m43) = (0, 0, 0)
    return t
  }
}

extension LayerGeometry {
  /// Whether the layer's front is turned away on the canvas: its bounds' corners, projected
  /// (perspective divided), run the other way round than they do untransformed (a turn past
  /// 90° about x or y, or a mirror). A corner behind the eye counts as facing away.
  func facesAway(bounds: Rect) -> Bool {
    func projected(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
      let m = canvasFromLayer
      let w = x * m.m14 + y * m.m24 + m.m44
      guard w > 0 else { return nil }
      return ((x * m.m11 + y * m.m21 + m.m41) / w, (x * m.m12 + y * m.m22 + m.m42) / w)
    }
    let o = bounds.origin
    guard let a = projected(o.x, o.y), let b = projected(o.x + bounds.size.width, o.y),
      let c = projected(o.x, o.y + bounds.size.height)
    else { return true }
    let turn = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    return turn < 0
  }
}

extension Scene {
  /// Each layer of a flattened scene placed on the canvas, from `layers` as they are at a moment
  /// (animated geometry, opacity and `hidden` stored in); parents come before children in a
  /// flattened scene, so one pass composes the chain.
  package func layerGeometries(of layers: [EmitterLayer]? = nil) -> LayerGeometries {
    let layers = layers ?? self.layers
    let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
    var result = LayerGeometries(canvas: canvas)
    result.reserveCapacity(layers.count)
    for (index, layer) in layers.enumerated() {
      let parent = superlayer(of: index)
      if let masked = maskedLayer(of: index), let parent, parent == masked {
        result.append(maskGeometry(of: layers[masked], placedIn: result[masked]))
        continue
      }
      let superBounds = parent.map { result[$0].bounds } ?? canvas
      // `resolvingGeometry`'s defaults, without a copy of the layer per index (a layer removed
      // live keeps its index, and this runs whenever the model changes).
      let size = superBounds.size
      let bounds = layer.bounds ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
      let position =
        layer.position
        ?? Point(
          x: superBounds.origin.x + size.width / 2, y: superBounds.origin.y + size.height / 2)
      let local = layer.matrixInSuperlayer(bounds: bounds, position: position)
      var geometry = LayerGeometry(
        canvasFromLayer: local, bounds: bounds, eyeDistance: nil,
        inheritedOpacity: 1, isHidden: layer.isHidden)
      if let parent {
        let up = layers[parent]
        let above = result[parent]
        let sub = up.matrixForSublayers(bounds: above.bounds)
        let intoParent = sub.isIdentity ? local : local.concatenating(sub)
        geometry.canvasFromLayer = intoParent.flattened.concatenating(above.canvasFromLayer)
        geometry.inheritedOpacity = above.inheritedOpacity * min(max(up.opacity, 0), 1)
        geometry.isHidden = layer.isHidden || above.isHidden
        if up.sublayerTransform.m34 < 0 { geometry.eyeDistance = -1 / up.sublayerTransform.m34 }
      }
      if !layer.isDoubleSided, geometry.facesAway(bounds: geometry.bounds) {
        geometry.isHidden = true
      }
      result.append(geometry)
    }
    return result
  }
}

extension Scene {
  /// Where a mask's emitter draws (`Scene+MaskEmitters`): placed by the masked layer's `mask`
  /// keys (as they are at the moment, animated and live ones too) in that layer's space, as
  /// `LayerMaskDrawing` places the mask's picture, without the masked layer's
  /// `sublayerTransform` (a mask is not a sublayer). Hidden when the layer has lost its mask.
  func maskGeometry(of masked: EmitterLayer, placedIn above: LayerGeometry) -> LayerGeometry {
    guard let mask = masked.mask else {
      return LayerGeometry(
        canvasFromLayer: .identity, bounds: above.bounds, eyeDistance: nil, inheritedOpacity: 1,
        isHidden: true)
    }
    let placed = mask.drawnLayer.resolvingGeometry(in: above.bounds)
    return LayerGeometry(
      canvasFromLayer: placed.matrixInSuperlayer.flattened.concatenating(above.canvasFromLayer),
      bounds: placed.bounds ?? above.bounds, eyeDistance: above.eyeDistance, inheritedOpacity: 1,
      isHidden: false)
  }
}
