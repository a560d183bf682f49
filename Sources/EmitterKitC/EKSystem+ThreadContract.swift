import CEmitterKitAPI
import Synchronization

/// The header's thread contract, checked: one system is used from one thread at a time. Each
/// call on a system claims it for its duration with an atomic flag; a call that finds it
/// claimed (another thread inside a call on it, or a completion callback calling back into its
/// own system) is refused with `EK_ERROR_BUSY` and does nothing. It is a detector, not a lock:
/// a lock would make the misuse work by accident, here it fails every time the calls overlap.
final class SystemClaim: Sendable {
  private let busy = Atomic<Bool>(false)

  /// Claims the system for the calling thread's call, or refuses naming `call`'s rule.
  func claim() throws(CError) {
    guard busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    else {
      throw CError(
        EK_ERROR_BUSY,
        "another call on this system is running now (on another thread, or the completion"
          + " callback's caller): a system may be used from one thread at a time; nothing was done")
    }
  }

  func release() { busy.store(false, ordering: .releasing) }
}

/// Runs a call on the system behind `handle`, claimed for its duration (`SystemClaim`), its
/// error as a status.
func systemCall(_ handle: OpaquePointer?, _ body: (SystemObject) throws(CError) -> Void)
  -> ek_status
{
  entryPoint { () throws(CError) in
    let object = try system(handle)
    try object.claim.claim()
    defer { object.claim.release() }
    try body(object)
  }
}
