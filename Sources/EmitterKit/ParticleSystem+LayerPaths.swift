/// Live changes addressed to a layer by its names rather than its index: a sublayer is reached
/// by the names from its top-level layer down, joined by dots (`"card.stars"`).
extension ParticleSystem {
  /// The index every live call's `layer:` takes for the layer at `path`: the names of the layers
  /// from a top-level one down to it, joined by dots (`"card"`, `"card.stars"`). Top-level
  /// layers keep their scene indices; sublayers follow them, each top-level layer's subtree
  /// depth-first.
  ///
  /// A name may contain dots itself; a path that two layers match (siblings of one name) is
  /// refused rather than resolved to either.
  /// - Throws: `LiveChangeError` naming the path, the layer searched, its sublayers' names and
  ///   the nearest one (`no layer at "card.strs": layer "card" has no sublayer "strs" (its
  ///   sublayers: "sky", "stars"); did you mean "stars"?`).
  public func layerIndex(named path: String) throws(LiveChangeError) -> Int {
    try model.layerIndex(path: path)
  }

  /// Sets a property's value now on the layer at the name path `layer` (`"card.stars"`).
  public func setValue<Value: PropertyValueConvertible>(
    _ value: Value, forKeyPath keyPath: String, layer path: String
  ) throws(LiveChangeError) {
    try setValue(value, forKeyPath: keyPath, layer: index(path, for: keyPath))
  }

  /// Sets a value written as a scene file writes it on the layer at the name path `layer`.
  public func setValue(json: JSONValue, forKeyPath keyPath: String, layer path: String)
    throws(LiveChangeError)
  {
    try setValue(json: json, forKeyPath: keyPath, layer: index(path, for: keyPath))
  }

  /// `layerIndex(named:)`, its error naming the key path being set.
  private func index(_ path: String, for keyPath: String) throws(LiveChangeError) -> Int {
    do {
      return try layerIndex(named: path)
    } catch {
      var located = error
      located.keyPath = keyPath
      throw located
    }
  }
}
