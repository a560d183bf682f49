import Foundation

/// One open transaction: its properties and completion block.
final class TransactionFrame {
  let isImplicit: Bool
  /// Media time when it opened: an implicit transaction commits as of then (Core Animation
  /// commits it at the end of the run-loop turn that made the change, the same moment to a
  /// frame's precision), so a change made between two headless frames happens at the earlier.
  let openedAt = MediaClock.now
  var values: [String: Any] = [:]
  var completion: (() -> Void)?
  /// The animations the completion block waits for.
  var group: CompletionGroup?

  init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// A thread's open transactions, and what the outermost one will commit: the live changes of
/// displayed trees and the animations added since the last commit.
final class TransactionStack {
  private(set) var frames: [TransactionFrame] = []
  private var changes: [LiveChange] = []
  private var addedAnimations: [(layer: CALayer, animation: CAAnimation)] = []

  static var current: TransactionStack { ThreadState.current.transactions }

  /// The innermost transaction, opening an implicit one when none is open.
  var innermost: TransactionFrame {
    if frames.isEmpty { frames.append(TransactionFrame(isImplicit: true)) }
    return frames[frames.count - 1]
  }

  func begin(implicit: Bool) {
    frames.append(TransactionFrame(isImplicit: implicit))
  }

  /// Closes the innermost transaction; the outermost commit lays out, then applies.
  func commit() {
    guard !frames.isEmpty else {
      KeyValueDiagnostics.report(
        key: "CATransaction.commit()", message: "no transaction is open; nothing to commit")
      return
    }
    if frames.count == 1 { LayoutQueue.current.layOutPending() }
    let frame = frames.removeLast()
    if let group = frame.group { group.seal() }
    if frames.isEmpty { apply(at: frame.isImplicit ? frame.openedAt : MediaClock.now) }
    ReadyBlocks.runAll()
  }

  /// Commits the implicit transaction when it is the only one open (nothing to do otherwise:
  /// an explicit transaction commits itself).
  func flush() {
    if frames.isEmpty {
      LayoutQueue.current.layOutPending()
      if !changes.isEmpty || !addedAnimations.isEmpty { apply(at: MediaClock.now) }
    } else if frames.count == 1, frames[0].isImplicit {
      commit()
    }
    ReadyBlocks.runAll()
  }

  func setCompletion(_ block: (() -> Void)?) {
    let frame = innermost
    frame.completion = block
    frame.group = block.map { block in CompletionGroup { ReadyBlocks.enqueue(block) } }
  }

  func value(forKey key: String) -> Any? {
    for frame in frames.reversed() {
      if let value = frame.values[key] { return value }
    }
    return nil
  }

  /// Keeps a change of a displayed tree for the outermost commit.
  func record(_ change: LiveChange) {
    _ = innermost
    changes.append(change)
  }

  /// Notes an animation added to a layer: it starts at the commit, and every open
  /// transaction's completion block waits for it.
  func animationAdded(_ animation: CAAnimation, to layer: CALayer) {
    _ = innermost
    addedAnimations.append((layer, animation))
    for frame in frames {
      if let group = frame.group { group.wait(for: animation) }
    }
  }

  /// The commit proper, at media time `now`: animations added with `beginTime` 0 start then
  /// (in their layer's time), the scheduler learns when each starts and ends, and each host
  /// applies the changes of its tree.
  private func apply(at now: Double) {
    let added = addedAnimations
    let pending = changes
    addedAnimations.removeAll()
    changes.removeAll()
    for (layer, animation) in added where animation.beginTime == 0 {
      animation.beginTime = layer.localTime(fromMediaTime: now)
    }
    for (layer, animation) in added {
      // Only a displayed tree's animations run (and tell their delegates); another's are done
      // for the transactions waiting on them.
      if layer.animation(forKey: animation.addedKey ?? "") === animation,
        !LiveTree.hosts(of: layer).isEmpty
      {
        AnimationScheduler.shared.register(animation, on: layer, at: now)
      } else {
        AnimationScheduler.shared.release(animation)
      }
    }
    LiveTree.dispatch(pending, at: now)
  }
}

/// The animations a completion block waits for: it runs once the transaction committed and
/// each of them finished or was removed.
final class CompletionGroup {
  private var waiting: Set<ObjectIdentifier> = []
  private var sealed = false
  private var fired = false
  private let fire: () -> Void

  init(fire: @escaping () -> Void) { self.fire = fire }

  func wait(for animation: CAAnimation) {
    waiting.insert(ObjectIdentifier(animation))
    animation.completionGroups.append(self)
  }

  /// The transaction committed: no more animations join.
  func seal() {
    sealed = true
    fireIfDone()
  }

  /// `animation` finished or was removed.
  func done(_ animation: CAAnimation) {
    waiting.remove(ObjectIdentifier(animation))
    fireIfDone()
  }

  private func fireIfDone() {
    guard sealed, waiting.isEmpty, !fired else { return }
    fired = true
    fire()
  }
}

/// Completion blocks whose animations are done, run at the end of the commit or frame that
/// finished them (never in the middle of applying changes).
enum ReadyBlocks {
  static func enqueue(_ block: @escaping () -> Void) {
    ThreadState.current.readyBlocks.append(block)
  }

  static func runAll() {
    let state = ThreadState.current
    guard !state.isRunningBlocks else { return }
    state.isRunningBlocks = true
    defer { state.isRunningBlocks = false }
    while !state.readyBlocks.isEmpty {
      let block = state.readyBlocks.removeFirst()
      block()
    }
  }
}
