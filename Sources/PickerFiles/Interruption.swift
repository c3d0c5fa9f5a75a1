import Foundation
import PickerModel
import Synchronization

/// SIGINT, SIGTERM and SIGHUP, noted when they arrive and acted on where it is safe.
public enum Interruption {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let installed = Locked(false)

    /// Replaces the default action of the signals with noting them; a signal the parent
    /// process set to be ignored stays ignored. Idempotent.
    public static func install() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            for number in signals {
                let previous = signal(number) { received in pendingSignal.store(received, ordering: .relaxed) }
                if isIgnore(previous) { signal(number, SIG_IGN) }
            }
        }
    }

    /// Whether a disposition `signal` returned is `SIG_IGN` (C function pointers are not
    /// Equatable in Swift).
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Lets the signals through to this thread. A process inherits the signal mask of the
    /// thread that started it, and a thread of a pool (libdispatch's, Swift concurrency's)
    /// blocks them: started from one, Ctrl-C and `kill` would otherwise do nothing.
    public static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Gives the signals their default action back.
    public static func uninstall() {
        installed.withLock { installed in
            guard installed else { return }
            installed = false
            for number in signals where isIgnore(signal(number, SIG_DFL)) { signal(number, SIG_IGN) }
        }
    }

    /// The signal that arrived and was not acted on yet, if any.
    public static var pending: Int32? {
        let received = pendingSignal.load(ordering: .relaxed)
        return received == 0 ? nil : received
    }

    /// Notes `number` as if it had arrived, unless a signal already did: the next
    /// ``honour(cleanUp:)`` acts on it (a child process whose parent is gone takes SIGHUP).
    public static func note(_ number: Int32) {
        _ = pendingSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
    }

    /// If a signal arrived: runs `cleanUp`, restores the signal's default action and
    /// raises it again, so the process ends as that signal would have ended it.
    public static func honour(cleanUp: () -> Void) throws(FileOutputError) {
        let received = pendingSignal.load(ordering: .relaxed)
        guard received != 0 else { return }
        cleanUp()
        signal(received, SIG_DFL)
        raise(received)
        throw FileOutputError("interrupted by signal \(received)")
    }
}

/// The last signal noted by ``Interruption``, 0 for none.
private let pendingSignal = Atomic<Int32>(0)
