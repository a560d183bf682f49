import EmitterModel
import EmitterRaster
import EmitterVerification
import Testing

/// `DrawOrderSort`, the CPU sort of software drivers, against `DrawOrder.order` on seeded random
/// layers: rings filled in birth order and rotated, dead slots among the live, ties of age and z,
/// -0 and +0, many runs (the radix fallback) and few (the birth-order merge).
@Suite("CPU draw-order sort matches DrawOrder.order")
struct DrawOrderSortTests {
  /// A small deterministic generator (SplitMix64), so failures replay from the seed.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A layer of `rings` rings, each written in birth order from a random rotation: ages fall
  /// with later births, in steps that are often zero (ties); z from a few values (ties, ±0);
  /// some slots dead (lifetime at or below age).
  static func layer(seed: UInt64, rings: Int, ringSize: Int)
    -> (positionAge: [SIMD4<Float>], lifetimes: [Float])
  {
    var random = SplitMix(state: seed)
    var positionAge: [SIMD4<Float>] = []
    var lifetimes: [Float] = []
    let zs: [Float] = [-0.0, 0, 1.5, -2, 7, 1e-30]
    for _ in 0..<rings {
      let rotation = Int.random(in: 0..<ringSize, using: &random)
      var ages = [Float](repeating: 0, count: ringSize)
      var age: Float = 3
      for birth in 0..<ringSize {
        ages[(rotation + birth) % ringSize] = age
        if Bool.random(using: &random) { age -= Float.random(in: 0...0.05, using: &random) }
        age = max(age, 0)
      }
      for slot in 0..<ringSize {
        let z =
          Bool.random(using: &random)
          ? zs.randomElement(using: &random)! : Float.random(in: -50...50, using: &random)
        positionAge.append(SIMD4(0, 0, z, ages[slot]))
        lifetimes.append(Int.random(in: 0..<5, using: &random) == 0 ? ages[slot] : 4)
      }
    }
    return (positionAge, lifetimes)
  }

  static func expected(
    _ layer: (positionAge: [SIMD4<Float>], lifetimes: [Float]), base: Int, key: DrawOrder.SortKey
  ) -> [UInt64] {
    let live = layer.positionAge.indices.filter { layer.positionAge[$0].w < layer.lifetimes[$0] }
    let particles = live.map {
      (slot: base + $0, z: layer.positionAge[$0].z, age: layer.positionAge[$0].w)
    }
    let mode: RenderMode =
      switch key {
      case .backToFront: .backToFront
      case .oldestFirst: .oldestFirst
      case .oldestLast: .oldestLast
      }
    let order = DrawOrder.order(particles, mode: mode).map {
      DrawOrderSort.entry(
        key: DrawOrder.orderedKey(key.value(z: particles[$0].z, age: particles[$0].age)),
        slot: UInt32(particles[$0].slot))
    }
    return order
      + Array(repeating: DrawOrderSort.deadEntry, count: layer.lifetimes.count - live.count)
  }

  @Test("random rotated rings, every key", arguments: DrawOrder.SortKey.allCases)
  func randomRings(_ key: DrawOrder.SortKey) {
    var sort = DrawOrderSort()
    var methods: Set<String> = []
    for seed in UInt64(1)...60 {
      let rings = Int(seed % 7) + 1  // 1...7 rings: both sides of `maximumRuns`
      let layer = Self.layer(seed: seed, rings: rings, ringSize: Int(seed % 5) * 37 + 3)
      let base = Int(seed) * 1000
      var output = [UInt64](repeating: 0, count: layer.lifetimes.count)
      var span = output.mutableSpan
      let live = sort.sort(
        base: base, positionAge: layer.positionAge.span, lifetimes: layer.lifetimes.span, by: key,
        into: &span)
      let expected = Self.expected(layer, base: base, key: key)
      #expect(output == expected, "seed \(seed), \(rings) rings")
      #expect(live == expected.prefix { $0 != DrawOrderSort.deadEntry }.count)
      methods.insert("\(sort.lastMethod!)")
    }
    // Both methods were exercised for the age keys; back to front always sorts by radix.
    #expect(methods == (key == .backToFront ? ["radix"] : ["radix", "birthRuns"]))
  }

  @Test(
    "one ring rotated at its oldest particle takes the birth order, ties across the wrap in slot order"
  )
  func oneRingWithTiesAcrossTheWrap() {
    // Birth order from slot 3: ages 5 5 4 | 4 4 3 — the tie of age 4 spans the ring's end.
    let ages: [Float] = [4, 4, 3, 5, 5, 4]
    let positions = ages.map { SIMD4<Float>(0, 0, 0, $0) }
    let lifetimes = [Float](repeating: 10, count: ages.count)
    var sort = DrawOrderSort()
    for key in [DrawOrder.SortKey.oldestFirst, .oldestLast] {
      var output = [UInt64](repeating: 0, count: ages.count)
      var span = output.mutableSpan
      sort.sort(
        base: 0, positionAge: positions.span, lifetimes: lifetimes.span, by: key, into: &span)
      let slots = output.map { Int($0 >> 32) }
      #expect(sort.lastMethod == .birthRuns)
      #expect(slots == (key == .oldestFirst ? [3, 4, 0, 1, 5, 2] : [2, 0, 1, 5, 3, 4]))
    }
  }
}
