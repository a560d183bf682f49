/// Core Animation's sub-paths of a layer's geometry, animatable and settable by key path as on
/// iOS: `position.x`, `position.y`, `bounds.size` (and `.width`, `.height`), `anchorPoint.x|y`,
/// and for `transform` and `sublayerTransform` the components `.scale`, `.scale.x|y|z`,
/// `.rotation` (about z), `.rotation.x|y|z` and `.translation.x|y|z` (`TransformComponents`).
///
/// `position` and `bounds` are unset until a superlayer resolves them (`resolvingGeometry`):
/// their sub-paths read 0 for a missing component and, when set, fill the others with 0.
/// Drawing resolves defaults before animations apply (`LayerPlacements`), so animations of the
/// sub-paths of a layer without an explicit `position` start from its default position.
///
/// The geometry keys a layer and its mask share, so both take these sub-paths the same way (a
/// mask's as `mask.position.x`, its defaults resolved against the masked layer: `LayerAppearances`).
package protocol LayerGeometryKeys {
  var position: Point? { get set }
  var bounds: Rect? { get set }
  var anchorPoint: Point { get set }
  var transform: Transform3D { get set }
}

extension EmitterLayer: LayerGeometryKeys {
  package static let geometrySubPaths = geometrySubPathTable(transforms: [
    ("transform", { \.transform[component: $0] }),
    ("sublayerTransform", { \.sublayerTransform[component: $0] }),
  ])
}

extension LayerMask: LayerGeometryKeys {
  /// A mask's geometry sub-paths, as a layer's (`mask.position.x`, `mask.transform.rotation.z`):
  /// it has no `sublayerTransform`.
  package static let geometrySubPaths = geometrySubPathTable(transforms: [
    ("transform", { \.transform[component: $0] })
  ])
}

extension LayerGeometryKeys {
  /// The sub-path rows by name, each transform key named in `transforms` (with the key path of
  /// one of its components) with every component.
  static func geometrySubPathTable(
    transforms: [(name: String, component: (TransformComponent) -> WritableKeyPath<Self, Double> & Sendable)]
  ) -> [String: Property<Self>] {
    var rows: [Property<Self>] = [
      Property("position.x", \.positionX, .number(.finite), unit: "points"),
      Property("position.y", \.positionY, .number(.finite), unit: "points"),
      Property("anchorPoint.x", \.anchorPoint.x, .number(.finite), unit: "unit point"),
      Property("anchorPoint.y", \.anchorPoint.y, .number(.finite), unit: "unit point"),
      Property("bounds.size", \.boundsSize, .size(.nonNegative), unit: "points"),
      Property("bounds.size.width", \.boundsSize.width, .number(.nonNegative), unit: "points"),
      Property("bounds.size.height", \.boundsSize.height, .number(.nonNegative), unit: "points"),
      Property("bounds.origin", \.boundsOrigin, .point(.finite), unit: "points"),
    ]
    for component in TransformComponent.allCases {
      let unit =
        component.rawValue.hasPrefix("rotation")
        ? "radians" : component.rawValue.hasPrefix("scale") ? "factor" : "points"
      for transform in transforms {
        rows.append(
          Property(
            transform.name + "." + component.rawValue,
            transform.component(component), .number(.finite),
            unit: unit))
      }
    }
    return Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// `position.x`; 0 while `position` is unset.
  package var positionX: Double {
    get { position?.x ?? 0 }
    set { position = Point(x: newValue, y: position?.y ?? 0) }
  }

  /// `position.y`; 0 while `position` is unset.
  package var positionY: Double {
    get { position?.y ?? 0 }
    set { position = Point(x: position?.x ?? 0, y: newValue) }
  }

  /// `bounds.size`; zero while `bounds` is unset.
  var boundsSize: Size {
    get { bounds?.size ?? .zero }
    set {
      let origin = bounds?.origin ?? .zero
      bounds = Rect(x: origin.x, y: origin.y, width: newValue.width, height: newValue.height)
    }
  }

  /// `bounds.origin`; zero while `bounds` is unset.
  var boundsOrigin: Point {
    get { bounds?.origin ?? .zero }
    set {
      let size = bounds?.size ?? .zero
      bounds = Rect(x: newValue.x, y: newValue.y, width: size.width, height: size.height)
    }
  }
}

/// The components a transform key path names after `transform.` (`scale` sets all three).
package enum TransformComponent: String, CaseIterable, Hashable, Sendable {
  case scale
  case scaleX = "scale.x"
  case scaleY = "scale.y"
  case scaleZ = "scale.z"
  case rotation
  case rotationX = "rotation.x"
  case rotationY = "rotation.y"
  case rotationZ = "rotation.z"
  case translationX = "translation.x"
  case translationY = "translation.y"
  case translationZ = "translation.z"

  /// The `TransformComponents` field; nil for `scale`, which is the three scales at once.
  var field: WritableKeyPath<TransformComponents, Double>? {
    switch self {
    case .scale: nil
    case .scaleX: \.scale.x
    case .scaleY: \.scale.y
    case .scaleZ: \.scale.z
    case .rotation, .rotationZ: \.rotation.z
    case .rotationX: \.rotation.x
    case .rotationY: \.rotation.y
    case .translationX: \.translation.x
    case .translationY: \.translation.y
    case .translationZ: \.translation.z
    }
  }
}

extension Transform3D {
  /// One decomposed component, as a key-path target (`transform.rotation.z`).
  package subscript(component component: TransformComponent) -> Double {
    get { component.field.map { self.component($0) } ?? uniformScale }
    set {
      if let field = component.field {
        self = setting(field, to: newValue)
      } else {
        uniformScale = newValue
      }
    }
  }
}
