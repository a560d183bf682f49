import EmitterModel

/// How a cell samples its particles' paths for trails (docs/SEMANTICS.md, "Trails"): sample `k`
/// is the particle's position at age `k × interval`, kept in entry `k mod points` of a ring of
/// `capacity` entries per particle, as `(x, y, z, k + 1)` (0 marks an entry never written).
///
/// The integrate pass (Swift's `CellIntegration`, GLSL's trail.glsl) takes the samples whose ages
/// fall in its step, on the chord from the step's start to its end, with the same single-precision
/// operations on both sides; so the rings agree bit for bit. The chord is off the true path by at
/// most `|a| h² / 8` for an acceleration `a` over a step `h`: the bound on frame-rate dependence.
package struct TrailSampling: Sendable, Equatable {
  /// Entries each particle's ring holds: the most `trailPoints` a cell may ask for.
  package static let capacity = EmitterCell.maximumTrailPoints
  /// Entries in use, 2...capacity.
  package var points: Int
  /// Samples per second of age: `points / trailLength`.
  package var rate: Float
  /// Seconds of age between samples: `trailLength / points`.
  package var interval: Float
  /// `trailLength`, seconds.
  package var length: Float
  /// Sample numbers stop here (2^24): past it `k + 1` rounds to `k` in single precision, so
  /// samples could not be told apart. A ring stops taking samples there and shows none (after
  /// 2.9 hours of age for 16 points over 0.01 s; a trail of 1e-6 s, after about a second).
  package static let sampleNumberLimit: Float = 16_777_216

  /// Nil for a cell that keeps no trail (`trailLength` 0).
  package init?(length: Double, points: Int) {
    guard length > 0, length.isFinite, points >= 2 else { return nil }
    self.points = min(points, Self.capacity)
    self.length = Float(length)
    rate = Float(Double(self.points) / length)
    interval = Float(length / Double(self.points))
  }

  /// The newest sample number at `age`: `floor(age × rate)`.
  @inline(__always)
  package func latest(atAge age: Float) -> Float { (age * rate).rounded(.down) }

  /// Writes the samples of one step into `ring` (`capacity` entries): those at ages in
  /// (`startAge`, `startAge + h`], and sample 0 on a newborn's first step (whose ring is cleared
  /// first, since its slot may have held another particle), at most the last `points`.
  @inline(__always)
  package func sample(
    from start: SIMD3<Float>, to end: SIMD3<Float>, startAge: Float, step h: Float, newborn: Bool,
    into ring: UnsafeMutableBufferPointer<SIMD4<Float>>
  ) {
    if newborn {
      for i in 0..<Self.capacity { ring[i] = .zero }
    }
    let last = latest(atAge: startAge + h)
    guard last < Self.sampleNumberLimit else { return }
    var first = newborn ? 0 : latest(atAge: startAge) + 1
    first = max(first, last - Float(points - 1))
    guard first <= last else { return }
    let delta = end - start
    // Counted in integers (at most `points`), as trail.glsl counts.
    for i in 0...Int(last - first) {
      let k = first + Float(i)
      let fraction = h > 0 ? (k * interval - startAge) / h : 1
      let position = start + delta * fraction
      ring[Int(k) % points] = SIMD4(position, k + 1)
    }
  }

  /// The ring's samples a particle aged `age` shows, newest first, as `(x, y, z, sample age)`:
  /// of the last `points` sample numbers up to `latest(atAge: age)`, those whose entries hold
  /// them, up to the first that does not (a trail's rate changed live leaves older entries
  /// behind a gap; draw/ribbon.vert stops there too).
  package func ordered(_ ring: some Collection<SIMD4<Float>>, age: Float) -> [SIMD4<Float>] {
    let entries = Array(ring)
    let last = latest(atAge: age)
    guard last < Self.sampleNumberLimit else { return [] }
    var samples: [SIMD4<Float>] = []
    for j in 0..<points {
      let k = last - Float(j)
      guard k >= 0 else { break }
      let entry = entries[Int(k) % points]
      guard entry.w == k + 1 else { break }
      samples.append(SIMD4(entry.x, entry.y, entry.z, k * interval))
    }
    return samples
  }
}
