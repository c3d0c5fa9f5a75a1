#if Speech
import Foundation
import PickerSpeech
import PickerVoiceResources
@testable import PickerSpeechEspeak
import Testing

@Suite("JSON slices")
struct JSONSliceTests {
    private static func slice(_ json: String, _ path: [String]) throws -> String? {
        try JSONSlice(Array(json.utf8)).value(at: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("finds a value past strings that hold braces, brackets, quotes and escapes")
    func skipsStrings() throws {
        let json = #"""
        { "a": "x } ] \" \\", "b" : [1, {"c": "]"}, "{"], "n": -1.5e3, "t": true,
          "d": { "e": { "f": [ "deep" ] }, "g": null } }
        """#
        #expect(try Self.slice(json, ["d", "e", "f"]) == #"[ "deep" ]"#)
        #expect(try Self.slice(json, ["d", "g"]) == "null")
        #expect(try Self.slice(json, ["n"]) == "-1.5e3")
        #expect(try Self.slice(json, ["t"]) == "true")
        #expect(try Self.slice(json, ["b"]) == #"[1, {"c": "]"}, "{"]"#)
        #expect(try Self.slice(json, ["a"]) == #""x } ] \" \\""#)
        #expect(try Self.slice(json, []) == json.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("an absent key is nil, at any depth", arguments: [["z"], ["d", "z"], ["d", "e", "z"], ["c"]])
    func absent(_ path: [String]) throws {
        #expect(try Self.slice(#"{"a": 1, "d": {"e": {}}, "x": {"c": 2}}"#, path) == nil)
    }

    @Test("a document that is not JSON where it is read throws", arguments: [
        "", "[1]", #"{"a" 1}"#, #"{"a": 1 "b": 2}"#, #"{"a": "unterminated}"#, #"{"a": {"b": 1}"#, #"{"a": }"#, "{a: 1}",
    ])
    func malformed(_ json: String) {
        #expect(throws: JSONSlice.Malformed.self) { try Self.slice(json, ["b"]) }
    }

    /// The voice table decoded whole, as it was read before slices.
    private struct WholeTable: Decodable {
        let voices: [String: String]
        let respellings: [String: [EspeakVoiceTable.Respelling]]
        let numberForms: [String: [EspeakVoiceTable.NumberForms]]
    }

    @Test("every voice's respellings read from a slice are those of the whole table decoded")
    func voiceTable() throws {
        let whole = try JSONDecoder().decode(WholeTable.self, from: Data(PickerVoiceResources.espeakVoiceTable))
        let voices = Set(whole.voices.values).union(whole.respellings.keys).union(whole.numberForms.keys)
        #expect(voices.count > 30)
        #expect(whole.respellings.count > 10 && whole.numberForms.count > 5)
        for voice in voices.sorted() {
            let forms: [EspeakVoiceTable.Respelling] = (whole.numberForms[voice] ?? []).flatMap(\.respellings)
            let expected = ((whole.respellings[voice] ?? []) + forms).sorted { $0.from.count > $1.from.count }
            let read = try EspeakVoiceTable.shipped.respellings(of: Voice(voice))
            #expect(read.map(\.description) == expected.map(\.description), "\(voice)")
        }
    }
}

extension EspeakVoiceTable.Respelling: CustomStringConvertible {
    public var description: String { "\(scope): \(from) → \(to)" }
}
#endif
