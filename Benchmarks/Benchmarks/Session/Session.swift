import Benchmark
import Foundation
import PickerBenchmarkSupport
import PickerSession

// Issue 12's session figure, in-process: the time from a request line to its response line
// in `PickerSession.respond(to:)` (JSON parsing, the action, the announcement, the wheels,
// JSON writing), over 1,000 actions that alternate increment and decrement of the hour.
// scripts/bench also times it through a real `pickervoice session` child process.
let benchmarks: @Sendable () -> Void = {
    let configure = #"{"id": 0, "op": "configure", "picker": {"mode": "time", "locale": "en_US", "timeZone": "UTC", "date": "2026-11-21T14:05", "now": "2026-11-21T12:00:00Z"}}"#
    for wheel in ["hour", "minute"] {
        let session = PickerSession(clock: { referenceNow }, synthesizer: nil)
        let configured = session.respond(to: configure)
        precondition(configured.contains(#""ok":true"#), "configure failed: \(configured)")
        // Made before the clock starts; the ids need not be unique.
        let requests = ["increment", "decrement"].enumerated().map { index, op in
            #"{"id": \#(index + 1), "op": "\#(op)", "wheel": "\#(wheel)"}"#
        }
        var count = 0
        Benchmark(
            "session.respond.\(wheel).en_US",
            configuration: BenchmarkRun.latency(iterations: 1_000, seconds: 10)
        ) { _ in
            blackHole(session.respond(to: requests[count % 2]))
            count += 1
        }
    }
}
