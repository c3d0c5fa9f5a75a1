import Foundation

/// What can go wrong when speaking, with what a user needs to act on it.
public enum SpeechError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The engine has no voice for the locale's language.
    case noVoice(locale: String)
    /// The engine does not know a voice of this name.
    case unknownVoice(String)
    /// The text has nothing to say: empty, or only white space.
    case emptyText
    /// Rate, pitch or volume out of range.
    case invalidProsody(String, value: Int, allowed: ClosedRange<Int>)
    /// The engine could not start; the reason is the engine's.
    case engineUnavailable(String)
    /// The engine failed while doing `operation`.
    case engineFailed(operation: String, message: String)
    /// Bytes that are not a 16-bit PCM WAV file PickerVoice can read.
    case invalidWAV(String)
    /// A file could not be written; nothing is left at its path.
    case cannotWrite(path: String, reason: String)
    /// There is nothing to play sound on.
    case noAudioDevice(String)
    /// Playback started but failed.
    case playbackFailed(String)
    /// SSML that is not well-formed or uses what ``SSMLDocument`` does not allow.
    case invalidSSML(String)
    /// Text longer than ``SpeechText/maximumCharacters``.
    case textTooLong(characters: Int, limit: Int)
    /// Text holding a character that is not text (a NUL, another control character).
    case invalidText(String)
    /// Audio too long for a WAV file.
    case audioTooLong(seconds: Int)

    public var description: String {
        switch self {
        case .noVoice(let locale):
            "no voice speaks the language of locale \(locale); name a voice explicitly"
        case .unknownVoice(let name):
            "no voice is named '\(name)'"
        case .emptyText:
            "the text is empty; there is nothing to speak"
        case .invalidProsody(let name, let value, let allowed):
            "\(name) \(value) is out of range; use \(allowed.lowerBound) to \(allowed.upperBound)"
        case .engineUnavailable(let reason):
            "the speech engine could not start: \(reason)"
        case .engineFailed(let operation, let message):
            "the speech engine failed to \(operation): \(message)"
        case .invalidWAV(let reason):
            "not a 16-bit PCM WAV file: \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .noAudioDevice(let reason):
            "no audio device to play on (\(reason)); write a WAV file instead"
        case .playbackFailed(let reason):
            "playback failed: \(reason)"
        case .invalidSSML(let problem):
            "invalid SSML: \(problem)"
        case .textTooLong(let characters, let limit):
            "the text has \(characters) characters, more than the \(limit) one request may have; speak it in parts"
        case .invalidText(let problem):
            "the text \(problem)"
        case .audioTooLong(let seconds):
            "the audio is \(seconds) s long, more than a WAV file can hold (4 GiB)"
        }
    }
}
