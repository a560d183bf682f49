import Foundation

/// Groups layer changes so they reach the screen together, and sets how the implicit animations
/// they start run (Core Animation's CATransaction).
///
/// Changes made with no transaction open go into an implicit one, which a host commits each
/// frame (`flush()`); `begin()` and `commit()` nest, and only the outermost commit hands the
/// changes to the displayed trees. Transactions belong to the thread that opens them, as on
/// Apple platforms.
open class CATransaction: NSObject {
  /// Opens a transaction on this thread, nested in any open one.
  open class func begin() { TransactionStack.current.begin(implicit: false) }

  /// Closes the innermost transaction; the outermost one's commit applies every change it
  /// holds to the displayed trees, then runs completion blocks whose animations are all done.
  open class func commit() { TransactionStack.current.commit() }

  /// Commits the implicit transaction, if no explicit one is open (hosts call this each frame).
  open class func flush() { TransactionStack.current.flush() }

  /// Kept for source compatibility; transactions are per thread, so there is nothing to lock.
  open class func lock() {}

  /// Kept for source compatibility.
  open class func unlock() {}

  /// The duration of implicit animations started in this transaction: 0.25 s unless set.
  open class func animationDuration() -> CFTimeInterval {
    (value(forKey: TransactionKey.animationDuration) as? Double) ?? 0.25
  }

  /// Sets the duration of implicit animations started in this transaction.
  open class func setAnimationDuration(_ duration: CFTimeInterval) {
    setValue(duration, forKey: TransactionKey.animationDuration)
  }

  /// The timing function of implicit animations started in this transaction; nil means Core
  /// Animation's default curve.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: TransactionKey.animationTimingFunction) as? CAMediaTimingFunction
  }

  /// Sets the timing function of implicit animations started in this transaction.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: TransactionKey.animationTimingFunction)
  }

  /// Whether property changes in this transaction start no implicit animations.
  open class func disableActions() -> Bool {
    (value(forKey: TransactionKey.disableActions) as? Bool) ?? false
  }

  /// Turns implicit animations off (or on) for changes made in this transaction.
  open class func setDisableActions(_ flag: Bool) {
    setValue(flag, forKey: TransactionKey.disableActions)
  }

  /// The block run once every animation added in this transaction has finished or been removed.
  open class func completionBlock() -> (() -> Void)? {
    TransactionStack.current.innermost.completion
  }

  /// Sets the block run once every animation added from now on in this transaction has finished
  /// or been removed; run right after the commit when none was added.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    TransactionStack.current.setCompletion(block)
  }

  /// A transaction property by key (`animationDuration`, `disableActions`, …, or your own),
  /// looked up from the innermost transaction outwards.
  open class func value(forKey key: String) -> Any? {
    TransactionStack.current.value(forKey: key)
  }

  /// Sets a transaction property on the innermost transaction.
  open class func setValue(_ value: Any?, forKey key: String) {
    TransactionStack.current.innermost.values[key] = value
  }
}

/// The keys of CATransaction's own properties.
enum TransactionKey {
  static let animationDuration = "animationDuration"
  static let animationTimingFunction = "animationTimingFunction"
  static let disableActions = "disableActions"
  static let completionBlock = "completionBlock"
}

/// `kCATransactionAnimationDuration`: the key of a transaction's implicit-animation duration.
public let kCATransactionAnimationDuration = TransactionKey.animationDuration
/// `kCATransactionDisableActions`: the key of a transaction's actions switch.
public let kCATransactionDisableActions = TransactionKey.disableActions
/// `kCATransactionAnimationTimingFunction`: the key of a transaction's implicit timing function.
public let kCATransactionAnimationTimingFunction = TransactionKey.animationTimingFunction
/// `kCATransactionCompletionBlock`: the key of a transaction's completion block.
public let kCATransactionCompletionBlock = TransactionKey.completionBlock
