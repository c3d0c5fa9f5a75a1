/// A voice of a speech engine, named as the engine names it.
///
/// espeak-ng's names are its own: `de`, `en-us`, `pt-br`, `cmn`, `yue`; not BCP-47 tags.
/// A synthesizer maps a locale to its voice with ``SpeechSynthesizer/voice(for:)``.
public struct Voice: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The engine's name of the voice.
    public let rawValue: String

    /// A voice by the engine's name for it.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A voice by the engine's name for it ("de", "pt-br").
    public init(_ name: String) {
        self.rawValue = name
    }

    public var description: String { rawValue }
}
