import Foundation

/// Speech durations as people read them and programs parse them.
public enum SpeechFormats {
    /// Seconds with millisecond precision: 1.234.
    public static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return (Double(seconds) * 1000 + (Double(attoseconds) / 1e15).rounded()) / 1000
    }

    /// "1.23 s".
    public static func secondsText(_ duration: Duration) -> String {
        String(format: "%.2f s", seconds(duration))
    }
}
