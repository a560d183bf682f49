import Foundation

/// Core Animation's state is process-wide (the media clock `CARenderer.setMediaTime` pins, the
/// animation scheduler, QuartzCore's diagnostics switch, the main run loop of UIKit's hosts), and
/// one test process runs every target's suites at once: each test that uses it (QuartzCoreTests,
/// UIKitTests, SeedListingTests, AppKitTests) holds this lock throughout, so no two interleave.
/// Recursive: a test's helpers may take it again.
public func withCoreAnimationLock<Result>(_ body: () throws -> Result) rethrows -> Result {
  coreAnimationLock.lock()
  defer { coreAnimationLock.unlock() }
  return try body()
}

private let coreAnimationLock = NSRecursiveLock()
