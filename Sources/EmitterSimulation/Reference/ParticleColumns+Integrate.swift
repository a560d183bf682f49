import Dispatch

/// A cell's columns while a pass runs. Chunks of a pass write disjoint index ranges, which is
/// what makes sharing them across threads sound.
struct ColumnBuffers: @unchecked Sendable {
  let positions: UnsafeMutableBufferPointer<SIMD3<Float>>
  let velocities: UnsafeMutableBufferPointer<SIMD3<Float>>
  let ages: UnsafeMutableBufferPointer<Float>
  let lifetimes: UnsafeBufferPointer<Float>
  let records: UnsafeBufferPointer<ParticleBirthRecord>
  /// Trail rings, `TrailSampling.capacity` per particle; empty when the cell keeps no trail.
  let trails: UnsafeMutableBufferPointer<SIMD4<Float>>

  /// The trail ring of the particle at `index`.
  @inline(__always)
  func trail(at index: Int) -> UnsafeMutableBufferPointer<SIMD4<Float>> {
    UnsafeMutableBufferPointer(rebasing: trails[index * TrailSampling.capacity..<(index + 1) * TrailSampling.capacity])
  }
}

extension ParticleColumns {
  /// Integrates every live particle, in `chunkCount` contiguous chunks run concurrently when
  /// there is more than one, then removes the dead in spawn order.
  mutating func integrate(_ pass: CellIntegration, chunkCount: Int) {
    let range = indices
    if pass.trail != nil { keepTrails() }
    let deaths = withBuffers { columns in
      guard chunkCount > 1 else { return pass.run(range, on: columns) }
      let found = ChunkResults(count: chunkCount)
      defer { found.deallocate() }
      DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        let bounds = (chunk * range.count / chunkCount, (chunk + 1) * range.count / chunkCount)
        found[chunk] = pass.run(range.lowerBound + bounds.0..<range.lowerBound + bounds.1, on: columns)
      }
      return found.total
    }
    removeDead(deaths)
  }

  private mutating func withBuffers<Result>(_ body: (ColumnBuffers) -> Result) -> Result {
    let (lifetimes, records) = (self.lifetimes, self.records)
    return positions.withUnsafeMutableBufferPointer { positions in
      velocities.withUnsafeMutableBufferPointer { velocities in
        ages.withUnsafeMutableBufferPointer { ages in
          lifetimes.withUnsafeBufferPointer { lifetimes in
            records.withUnsafeBufferPointer { records in
              trails.withUnsafeMutableBufferPointer { trails in
                body(
                  ColumnBuffers(
                    positions: positions, velocities: velocities, ages: ages, lifetimes: lifetimes,
                    records: records, trails: trails))
              }
            }
          }
        }
      }
    }
  }
}

/// One `Deaths` per chunk, each written by its own chunk's thread.
private struct ChunkResults: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Deaths>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: Deaths())
  }

  subscript(chunk: Int) -> Deaths {
    get { slots[chunk] }
    nonmutating set { slots[chunk] = newValue }
  }

  var total: Deaths { slots.reduce(Deaths(), +) }

  func deallocate() { slots.deallocate() }
}
