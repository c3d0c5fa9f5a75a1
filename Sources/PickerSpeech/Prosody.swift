/// How fast, how high and how loud a voice speaks.
///
/// The scales are espeak-ng's, which other engines can map onto theirs: the rate in words
/// per minute, the pitch from 0 to 100 (50 is the voice's own), the volume in percent.
public struct Prosody: Sendable, Hashable, Codable {
    /// Words per minute, from ``rateRange``; 175 by default.
    public var rate: Int
    /// The base pitch, from ``pitchRange``; 50 is the voice's own.
    public var pitch: Int
    /// Loudness in percent, from ``volumeRange``; 100 by default.
    public var volume: Int

    /// The rates an engine must accept, in words per minute.
    public static let rateRange = 80...450
    /// The pitches an engine must accept.
    public static let pitchRange = 0...100
    /// The volumes an engine must accept, in percent.
    public static let volumeRange = 0...200

    /// Creates prosody; the defaults are a voice's normal speech.
    public init(rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }

    /// Checks each value against its range.
    ///
    /// - Throws: ``SpeechError/invalidProsody(_:value:allowed:)`` naming the first value
    ///   out of range.
    public func validated() throws(SpeechError) -> Prosody {
        for (name, value, range) in [("rate", rate, Self.rateRange), ("pitch", pitch, Self.pitchRange),
                                     ("volume", volume, Self.volumeRange)] where !range.contains(value) {
            throw .invalidProsody(name, value: value, allowed: range)
        }
        return self
    }
}
