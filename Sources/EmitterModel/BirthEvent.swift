/// When a sub-cell's particles are born from their parent (the `birthEvent` key), EmitterKit's
/// own: Core Animation's sub-cells are born over their parent's life only.
///
/// docs/SEMANTICS.md ("Sub-cells at death") states the rule: a `death` sub-cell's `birthRate`
/// is a count, not a rate: `floor(birthRate)` children per parent, all born at the parent's
/// death (its age reaching its lifetime, within the sub-cell's window), where the parent is then.
/// A `collision` sub-cell's `birthRate` is a count too: `floor(birthRate)` children at each of
/// the parent's first `collisionsPerParent` contacts with a collider, at the contact point.
public enum BirthEvent: String, CaseIterable, Sendable, Codable {
  /// Core Animation's: `birthRate` children a second over the parent's life. The default.
  case life
  /// `floor(birthRate)` children when the parent dies, at its last position.
  case death
  /// `floor(birthRate)` children at each of the parent's first `collisionsPerParent` contacts
  /// with a collider, where the contact left it.
  case collision

  /// The contacts of one parent that give children (each parent slot reserves their slots).
  public static let collisionsPerParent = 8
}

extension BirthEvent: PropertyValueConvertible {}
