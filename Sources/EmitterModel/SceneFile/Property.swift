/// One row of a model type's schema: Apple's name for a property, what it holds, and how to
/// reach it in the Swift model.
///
/// The row is all the scene-file machinery knows about a property: decoding, encoding (defaults
/// omitted), range checks, unknown-key suggestions and key-path animation all read it, so adding
/// a property to the model means adding one row.
package struct Property<Root>: Sendable {
  /// Apple's exact property name, as JSON and key paths spell it (`birthRate`).
  package let name: String
  package let kind: ValueKind
  /// False for values that interpolate but must not change while a scene runs (timing, seeds).
  private let allowsAnimation: Bool
  /// True for Core Animation's string constants (`emitterShape`, `renderMode`, …): an unknown
  /// string falls back to the default with a warning, as CA keeps running with one, unless the
  /// scene is loaded strictly (`SceneDecodingContext.tolerate`).
  let fallsBackOnUnknownValue: Bool
  /// The unit a number is measured in (`points`, `radians per second`), for the generated
  /// reference; nil where the value has none.
  package let unit: String?
  /// One or two sentences for docs/SCENE-FORMAT.md and the JSON Schema's `description`: what the
  /// property does, in our words (a paraphrase of Apple's where Apple documents it).
  package let doc: String?
  /// Where EmitterKit chose something Apple leaves open or does differently, for the reference.
  package let note: String?
  /// The model's own default (read from a freshly made value), omitted when encoding.
  package internal(set) var defaultValue: PropertyValue = .unset
  private let read: @Sendable (Root) -> PropertyValue
  private let write: @Sendable (inout Root, PropertyValue) -> Bool

  /// A row for a stored property: `Property("birthRate", \.birthRate, .number(.nonNegative))`.
  /// Nested key paths make flat JSON names for nested Swift storage (`\.timing.beginTime`).
  package init<Value: PropertyValueConvertible>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ kind: ValueKind,
    animatable: Bool = true, fallsBack: Bool = false, unit: String? = nil, doc: String? = nil,
    note: String? = nil
  ) {
    self.name = name
    self.unit = unit
    self.doc = doc
    self.note = note
    self.kind = kind
    allowsAnimation = animatable
    fallsBackOnUnknownValue = fallsBack
    read = { root in root[keyPath: keyPath].propertyValue }
    write = { root, value in
      guard let typed = Value(propertyValue: value) else { return false }
      root[keyPath: keyPath] = typed
      return true
    }
  }

  /// Whether animations may drive it: values that interpolate (numbers, points, sizes, rects,
  /// colours, vectors), unless the row says otherwise.
  package var isAnimatable: Bool { allowsAnimation && kind.isAnimatable }

  package func value(in root: Root) -> PropertyValue { read(root) }

  /// Stores `value` unchecked; false (and nothing stored) when it does not fit the Swift type.
  @discardableResult
  package func setValue(_ value: PropertyValue, in root: inout Root) -> Bool { write(&root, value) }

  /// Every range problem of the current value, for scenes built in Swift.
  func rangeProblems(in root: Root) -> [ValueProblem] { kind.rangeProblems(of: value(in: root)) }

  /// The JSON to write, or nil when the value is the default.
  func encodedValue(in root: Root) -> JSONValue? {
    let current = value(in: root)
    return current == defaultValue ? nil : current.jsonValue
  }
}

/// A model type's table of properties, plus the key that holds its children, if any.
package struct Schema<Root>: Sendable {
  /// The type as messages name it.
  package let typeName: String
  /// In table order: the order of Apple's documentation, which encoding does not depend on.
  package let properties: [Property<Root>]
  /// `emitterCells` for layers and cells, `layers` for a scene; decoded by the scene decoder,
  /// since children have their own schema.
  let childrenKey: String?
  /// Further keys whose values the scene decoder reads itself (a layer's `emitterBehaviors`,
  /// `animations` and `emissionEvents`; an animation's values, whose form depends on its key path).
  let nestedKeys: [String]
  private let index: [String: Int]

  /// Builds the table and fills in each row's default from `prototype`, the model's own default
  /// value, so defaults are stated once: in the model.
  package init(
    _ typeName: String, prototype: Root, childrenKey: String?, nestedKeys: [String] = [],
    properties: [Property<Root>]
  ) {
    self.typeName = typeName
    self.childrenKey = childrenKey
    self.nestedKeys = nestedKeys
    self.properties = properties.map { row in
      var row = row
      row.defaultValue = row.value(in: prototype)
      return row
    }
    index = Dictionary(
      properties.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  package func property(named name: String) -> Property<Root>? {
    index[name].map { properties[$0] }
  }

  /// Every key a JSON object of this type may hold.
  package var knownKeys: [String] {
    properties.map(\.name) + (childrenKey.map { [$0] } ?? []) + nestedKeys
  }

  /// Keys the schema's rows do not decode: children and nested values.
  func isNested(_ key: String) -> Bool { key == childrenKey || nestedKeys.contains(key) }

  /// The known key a mistyped one most likely meant (case first, then edit distance).
  package func suggestion(for unknownKey: String) -> String? {
    nearestName(to: unknownKey, among: knownKeys)
  }
}
