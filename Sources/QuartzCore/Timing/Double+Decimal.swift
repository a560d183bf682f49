extension Double {
  /// The `Float` read as the decimal it prints as (its shortest round-trip digits): a property
  /// QuartzCore declares `Float` keeps the number the programmer wrote (`cell.lifetime = 0.4`
  /// is 0.4, not 0.4000000059604645), and reading it back as a `Float` gives the same `Float`.
  init(decimal value: Float) {
    if value.isFinite, let exact = Double(value.description) {
      self = exact
    } else {
      self = Double(value)
    }
  }
}
