import Foundation

/// What Core Animation keeps per thread: the open transactions and the layers due for layout.
final class ThreadState {
  let transactions = TransactionStack()
  let layout = LayoutQueue()
  /// Completion blocks due to run.
  var readyBlocks: [() -> Void] = []
  var isRunningBlocks = false
  /// Masks whose sublayers are being drawn into them (`flattenedMaskContents`): a mask met again
  /// inside its own drawing (a cycle through masks and sublayers) is not drawn again.
  var flatteningMasks: Set<ObjectIdentifier> = []

  private static let key = "EmitterKit.QuartzCore.ThreadState"

  /// This thread's state, made on first use.
  static var current: ThreadState {
    let dictionary = Thread.current.threadDictionary
    if let state = dictionary[key] as? ThreadState { return state }
    let state = ThreadState()
    dictionary[key] = state
    return state
  }
}
