#if Speech
import CEspeakNG
import Foundation
import PickerSpeech

/// Every call into espeak-ng and pcaudiolib, and the one place where their status codes
/// become ``SpeechError``.
///
/// espeak-ng keeps all its state in globals, so every function here except
/// ``statusMessage(_:)`` must be called by ``EspeakEngine`` with its lock held.
enum EspeakCalls {
    /// What espeak-ng reports during one synthesis: the audio goes to the receiver as it
    /// comes, the events are kept.
    final class Collector {
        struct Event {
            let type: espeak_EVENT_TYPE
            /// 1-based, in Unicode scalars of the text.
            let textPosition: Int
            /// In Unicode scalars (word events only).
            let length: Int
            /// In milliseconds from the start of the audio.
            let audioPosition: Int
        }

        let sampleRate: Int
        /// Called with each block of samples; `false` stops synthesis.
        let receive: (SpeechChunk) -> SpeechStreamReply
        var sampleCount = 0
        var events: [Event] = []
        /// Whether the receiver asked to stop.
        var stopped = false

        init(sampleRate: Int, receive: @escaping (SpeechChunk) -> SpeechStreamReply) {
            self.sampleRate = sampleRate
            self.receive = receive
        }

        /// Hands a block to the receiver; says whether to go on.
        func deliver(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
            guard !stopped else { return false }
            let chunk = SpeechChunk(sampleRate: sampleRate, offset: sampleCount, samples: Array(samples))
            sampleCount += samples.count
            stopped = receive(chunk) == .stop
            return !stopped
        }
    }

    /// Loads espeak-ng's data and sets it up for synchronous output; returns the sample rate.
    static func initialize() throws(SpeechError) -> Int {
        let library = try SpeechLibrary.load()
        library.InitializePath(nil)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = library.Initialize(&context)
        library.ClearErrorContext(&context)
        guard status == ENS_OK else {
            throw .engineUnavailable(
                "\(statusMessage(status)) (its data is looked for in $ESPEAK_DATA_PATH/espeak-ng-data, else where the package installed it)"
            )
        }
        let output = library.InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard output == ENS_OK else { throw .engineUnavailable(statusMessage(output)) }
        library.SetSynthCallback(synthCallback)
        return Int(library.GetSampleRate())
    }

    /// Runs `body` with C's `stderr` stream pointed at memory, and returns what was written
    /// to it, a line each: espeak-ng's own messages ("Full dictionary is not installed for
    /// 'be'"), which it prints with `fprintf(stderr, ...)` while loading a voice.
    ///
    /// Only the `FILE` changes, not descriptor 2: the tool's own lines (progress bar, errors)
    /// go through the descriptor and still reach the terminal, even from other threads. A
    /// line another thread writes through C's `stderr` meanwhile is captured with the
    /// engine's (swift-testing's console lines do, in tests); nothing of the tool does.
    static func capturingMessages<T>(_ body: () throws(SpeechError) -> T) throws(SpeechError) -> (T, [String]) {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return (try body(), []) }
        let saved = pv_swap_stderr(stream)
        let result: Result<T, SpeechError>
        do throws(SpeechError) {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        _ = pv_swap_stderr(saved)
        fclose(stream)
        let text = buffer.map { String(cString: $0) } ?? ""
        free(buffer)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return (try result.get(), lines)
    }

    /// Makes `name` the current voice.
    static func setVoice(_ name: String) throws(SpeechError) {
        let status = SpeechLibrary.loadedFunctions.SetVoiceByName(name)
        if status == ENS_VOICE_NOT_FOUND { throw .unknownVoice(name) }
        guard status == ENS_OK else { throw .engineFailed(operation: "set the voice \(name)", message: statusMessage(status)) }
    }

    /// Sets rate, pitch and volume.
    static func setProsody(_ prosody: Prosody) throws(SpeechError) {
        for (parameter, value) in [(espeakRATE, prosody.rate), (espeakPITCH, prosody.pitch), (espeakVOLUME, prosody.volume)] {
            let status = SpeechLibrary.loadedFunctions.SetParameter(parameter, Int32(value), 0)
            guard status == ENS_OK else {
                throw .engineFailed(operation: "set rate, pitch and volume", message: statusMessage(status))
            }
        }
    }

    /// Synthesizes `text` in the current voice; the callback hands the audio to
    /// `collector` block by block, and stops when its receiver says so.
    static func synthesize(_ text: String, ssml: Bool, into collector: Collector) throws(SpeechError) {
        let flags = UInt32(espeakCHARS_UTF8) | (ssml ? UInt32(espeakSSML) : 0)
        let context = Unmanaged.passUnretained(collector).toOpaque()
        let status = text.withCString { pointer in
            SpeechLibrary.loadedFunctions.Synthesize(pointer, text.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, context)
        }
        // A stop asked for by the receiver is no failure.
        guard status == ENS_OK || collector.stopped else { throw .engineFailed(operation: "synthesize", message: statusMessage(status)) }
        if collector.stopped { resetText(sampleRate: collector.sampleRate) }
    }

    /// Clears what a stopped synthesis leaves of its text in espeak-ng 1.51: the character
    /// it read ahead of the clause it was speaking. A synthesis starts afresh, but
    /// `espeak_TextToPhonemes` does not, and read that character first ("Swipe …" stopped,
    /// then the phonemes of "three o'clock" began with "S"). Synthesizing an empty text
    /// starts the text reader afresh; it makes no audio.
    private static func resetText(sampleRate: Int) {
        let discard = Collector(sampleRate: sampleRate) { _ in .proceed }
        let context = Unmanaged.passUnretained(discard).toOpaque()
        _ = withExtendedLifetime(discard) {
            "".withCString { SpeechLibrary.loadedFunctions.Synthesize($0, 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context) }
        }
    }

    /// The IPA of `text` in the current voice, one clause after another.
    static func phonemes(of text: String) -> String {
        text.withCString { start in
            var clauses: [String] = []
            var pointer: UnsafeRawPointer? = UnsafeRawPointer(start)
            while pointer != nil {
                guard let phonemes = SpeechLibrary.loadedFunctions.TextToPhonemes(&pointer, espeakCHARS_UTF8, Int32(espeakPHONEMES_IPA)) else { break }
                let clause = String(cString: phonemes).trimmingCharacters(in: .whitespacesAndNewlines)
                if !clause.isEmpty { clauses.append(clause) }
            }
            return clauses.joined(separator: " ")
        }
    }

    /// One voice espeak-ng has data for.
    struct VoiceEntry: Sendable {
        /// For people: "German".
        let name: String
        /// Its file in `espeak-ng-data`: "gmw/de".
        let identifier: String
        /// The languages it speaks, best first.
        let languages: [String]
    }

    /// The voices espeak-ng has data for.
    static func listVoices() -> [VoiceEntry] {
        guard var entry = SpeechLibrary.loadedFunctions.ListVoices(nil) else { return [] }
        var voices: [VoiceEntry] = []
        while let voice = entry.pointee {
            defer { entry += 1 }
            guard let name = voice.pointee.name, let identifier = voice.pointee.identifier else { continue }
            voices.append(VoiceEntry(
                name: String(cString: name), identifier: String(cString: identifier),
                languages: languages(of: voice.pointee.languages)
            ))
        }
        return voices
    }

    /// espeak-ng's voice variants, by their paths under `voices/` ("!v/f3"): the identifiers
    /// espeak-ng lists for the language "variant" (``listVariants()``), found by reading one
    /// folder instead of opening and parsing every voice file (2.1 ms with 1.51); that list
    /// where espeak-ng names no data folder.
    static func variantFiles() -> [String] {
        var path: UnsafePointer<CChar>?
        _ = SpeechLibrary.loadedFunctions.Info(&path)
        guard let path, let files = regularFiles(under: String(cString: path) + "/voices/!v"), !files.isEmpty else {
            return listVariants().map { "!v/\($0)" }
        }
        return files.map { "!v/\($0)" }
    }

    /// The names of the regular files in `folder` (not in its subfolders); `nil` when it
    /// cannot be read. `readdir`'s entry types, without a `stat` per file (`FileManager`'s
    /// enumerator stats and lists the extended attributes of each, which took longer than
    /// espeak-ng's own listing).
    private static func regularFiles(under folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // A file system that does not fill the type in: ask.
                var status = stat()
                isFile = stat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            }
            if isFile { found.append(name) }
        }
        return found
    }

    /// The names of espeak-ng's voice variants ("f3", "klatt", "whisper"), which follow a
    /// voice after a `+` ("en-us+f3"); espeak-ng lists them as voices of the language
    /// "variant".
    static func listVariants() -> [String] {
        "variant".withCString { language in
            var spec = espeak_VOICE()
            spec.languages = language
            guard var entry = SpeechLibrary.loadedFunctions.ListVoices(&spec) else { return [] }
            var names: [String] = []
            while let voice = entry.pointee {
                defer { entry += 1 }
                if let identifier = voice.pointee.identifier { names.append(EspeakEngine.name(ofFile: String(cString: identifier))) }
            }
            return names
        }
    }

    /// espeak-ng's list of languages: a priority byte, a name, a zero byte; a zero ends it.
    private static func languages(of list: UnsafePointer<CChar>?) -> [String] {
        guard var cursor = list else { return [] }
        var languages: [String] = []
        while cursor.pointee != 0 {
            let name = String(cString: cursor + 1)
            languages.append(name)
            cursor += 1 + strlen(cursor + 1) + 1
        }
        return languages
    }

    /// espeak-ng's words for a status code.
    static func statusMessage(_ status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        SpeechLibrary.loadedFunctions.GetStatusCodeMessage(status, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Playback (pcaudiolib)

    /// A sound output kept open: pcaudiolib's device for 16-bit mono PCM. Its calls need
    /// no lock of espeak-ng's, but one device must be used by one thread at a time.
    final class OutputDevice {
        private let device: OpaquePointer

        private let library: pv_speech_library

        /// Opens the default output at `sampleRate`.
        init(sampleRate: Int) throws(SpeechError) {
            let library = try SpeechLibrary.load()
            self.device = try EspeakCalls.openOutput(library, description: "PickerVoice announcements", sampleRate: sampleRate)
            self.library = library
        }

        /// Queues samples; blocks while the device's buffer is full. Failures are dropped:
        /// a kiosk's next announcement is tried again.
        func write(_ samples: [Int16]) {
            _ = samples.withUnsafeBytes { library.audio_object_write(device, $0.baseAddress, $0.count) }
        }

        /// Drops what the device has not played yet.
        func flush() {
            _ = library.audio_object_flush(device)
        }

        /// Waits until the device has played what it holds.
        func drain() {
            _ = library.audio_object_drain(device)
        }

        deinit {
            library.audio_object_close(device)
            library.audio_object_destroy(device)
        }
    }

    /// pcaudiolib's words for an error code.
    fileprivate static func audioError(_ library: pv_speech_library, _ device: OpaquePointer, _ code: Int32) -> String {
        library.audio_object_strerror(device, code).map { String(cString: $0) } ?? "error \(code)"
    }

    /// The default output, opened for 16-bit mono PCM at `sampleRate`: the sound server
    /// libpulse finds by its own rules, or with a sound card, pcaudiolib's own order of
    /// outputs (``AudioDevices``).
    fileprivate static func openOutput(_ library: pv_speech_library, description: String, sampleRate: Int) throws(SpeechError) -> OpaquePointer {
        let outputs = AudioDevices.available()
        let made = switch outputs {
        case .serverOrCard: library.create_audio_device_object(nil, "pickervoice", description)
        case .serverOnly: library.create_pulseaudio_object(nil, "pickervoice", description)
        }
        guard let device = made else {
            // pcaudiolib's PulseAudio output connects as it is made, and keeps no reason.
            throw outputs == .serverOnly ? AudioDevices.noServer("libpulse could not connect") : .noAudioDevice("no audio system could be opened")
        }
        let opened = library.audio_object_open(device, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1)
        guard opened == 0 else {
            let reason = audioError(library, device, opened)
            library.audio_object_destroy(device)
            throw outputs == .serverOnly ? AudioDevices.noServer(reason) : .noAudioDevice(reason)
        }
        return device
    }

    /// Plays 16-bit mono PCM on the default output, and waits until it has played.
    static func play(_ samples: [Int16], sampleRate: Int) throws(SpeechError) {
        let library = try SpeechLibrary.load()
        let device = try openOutput(library, description: "PickerVoice", sampleRate: sampleRate)
        defer {
            library.audio_object_close(device)
            library.audio_object_destroy(device)
        }
        let written = samples.withUnsafeBytes { library.audio_object_write(device, $0.baseAddress, $0.count) }
        guard written == 0 else { throw .playbackFailed(audioError(library, device, written)) }
        _ = library.audio_object_drain(device)
    }
}

/// Called by espeak-ng inside `espeak_ng_Synthesize` with each block of audio and its
/// events; the last call has no samples. Returning 0 asks it to go on, 1 to stop.
private let synthCallback: @convention(c) (
    UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 = { samples, count, events in
    guard let events, let context = events.pointee.user_data else { return 0 }
    let collector = Unmanaged<EspeakCalls.Collector>.fromOpaque(context).takeUnretainedValue()
    guard !collector.stopped else { return 1 }
    var event = events
    while event.pointee.type != espeakEVENT_LIST_TERMINATED {
        let value = event.pointee
        collector.events.append(.init(
            type: value.type, textPosition: Int(value.text_position), length: Int(value.length),
            audioPosition: Int(value.audio_position)
        ))
        event += 1
    }
    if let samples, count > 0, !collector.deliver(UnsafeBufferPointer(start: samples, count: Int(count))) {
        return 1
    }
    return 0
}
#endif
