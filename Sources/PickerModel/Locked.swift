import Foundation

/// A value behind a lock, for the caches and state PickerVoice shares across threads.
///
/// Not `Synchronization.Mutex`: under contention on Linux (Swift 6.3.1), ThreadSanitizer
/// reports every access inside `Mutex.withLock` as a race, which hides the real ones.
/// `NSLock` is a pthread mutex, which ThreadSanitizer understands, and costs about the same.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// A value behind its own lock.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the lock held and the value to read or change.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
