/// Mono 16-bit PCM audio at a sample rate.
public struct SpeechAudio: Sendable, Hashable {
    /// Samples per second (espeak-ng: 22,050).
    public let sampleRate: Int
    /// The samples, signed 16-bit, one channel.
    public var samples: [Int16]

    /// Audio of the given samples.
    public init(sampleRate: Int, samples: [Int16] = []) {
        precondition(sampleRate > 0, "a sample rate is positive")
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// How much of the audio is audible: the time of the samples louder than `threshold`
    /// (of 32,767; the default, 1,000, is about -30 dBFS). A voice that cannot read a text
    /// makes a few hundred milliseconds of near silence: its audible time is close to zero.
    public func audibleDuration(threshold: Int16 = 1_000) -> Duration {
        let loud = samples.reduce(0) { count, sample in count + (abs(Int(sample)) > Int(threshold) ? 1 : 0) }
        return .milliseconds(loud * 1000 / sampleRate)
    }

    /// Silence of `duration`, rounded to whole samples.
    public static func silence(_ duration: Duration, sampleRate: Int) -> SpeechAudio {
        SpeechAudio(sampleRate: sampleRate, samples: Array(repeating: 0, count: sampleCount(of: duration, at: sampleRate)))
    }

    /// How long the audio plays.
    public var duration: Duration {
        time(ofSample: samples.count)
    }

    /// The time at which sample `index` plays.
    public func time(ofSample index: Int) -> Duration {
        Self.time(ofSample: index, at: sampleRate)
    }

    /// The time at which sample `index` plays in audio of `sampleRate` samples per second.
    public static func time(ofSample index: Int, at sampleRate: Int) -> Duration {
        .nanoseconds(Int64(index) * 1_000_000_000 / Int64(sampleRate))
    }

    /// The number of samples that play for `duration` at `sampleRate`.
    public static func sampleCount(of duration: Duration, at sampleRate: Int) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * sampleRate + Int(attoseconds / 1_000_000_000) * sampleRate / 1_000_000_000
    }

    /// Appends audio of the same sample rate.
    public mutating func append(_ other: SpeechAudio) {
        precondition(other.sampleRate == sampleRate, "audio of different sample rates cannot be joined")
        samples += other.samples
    }

    /// The largest absolute sample value, from 0 (silence) to 32,768.
    public var peak: Int {
        samples.reduce(0) { max($0, abs(Int($1))) }
    }

    /// The root mean square of the samples: how loud the audio is on average.
    public var rootMeanSquare: Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot()
    }
}
