#if Speech
import Testing

/// The suites that speak through the process's one espeak-ng, one test at a time.
///
/// espeak-ng keeps one state per process, and what it makes depends a little on what it made
/// before (its wave generator's phase; a stopped text's read-ahead, now cleared). The tests
/// compare syntheses made one after the other; run beside other suites, another test's text
/// could come between them. Nested here, every suite runs alone, in a fixed order.
@Suite(.serialized)
enum EspeakEngineTests {}
#endif
