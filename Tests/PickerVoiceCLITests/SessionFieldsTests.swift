import Foundation
import PickerSession
import Testing

/// A session's request fields: each op's own, and configure's voice and prosody.
@Suite("session fields")
struct SessionFieldsTests {
    static let configure = #""op":"configure","picker":{"mode":"time","locale":"de_DE","now":"2026-11-21T14:05"}"#

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    static func errorCode(_ line: String) throws -> String? {
        (try object(line)["error"] as? [String: Any])?["code"] as? String
    }

    @Test("a field the op does not read is an error, not ok", arguments: [
        #"{"id":1,"#+configure+#","bogus":1}"#, #"{"id":1,"op":"state","wheel":"hour"}"#, #"{"id":1,"op":"stop","now":1}"#,
    ])
    func unknownField(_ request: String) throws {
        let session = PickerSession(clock: { Date(timeIntervalSince1970: 0) }, synthesizer: nil)
        let response = session.respond(to: request)
        #expect(try Self.errorCode(response) == "invalid-field", "\(response)")
        #expect(response.contains("unknown field"))
    }

    @Test("rate, pitch and volume out of range, or not whole numbers, are errors", arguments: [
        #""rate":900"#, #""pitch":-1"#, #""volume":201"#, #""rate":"fast""#, #""rate":200.5"#, #""voice":3"#,
    ])
    func badProsody(_ field: String) throws {
        let session = PickerSession(clock: { Date(timeIntervalSince1970: 0) }, synthesizer: nil)
        #expect(try Self.errorCode(session.respond(to: #"{"id":1,"# + Self.configure + "," + field + "}")) == "invalid-field")
    }

    @Test("configure takes rate, pitch and volume in range")
    func goodProsody() throws {
        let session = PickerSession(clock: { Date(timeIntervalSince1970: 0) }, synthesizer: nil)
        let response = try Self.object(session.respond(to: #"{"id":1,"# + Self.configure + #","rate":300,"pitch":20,"volume":150}"#))
        #expect(response["ok"] as? Bool == true)
    }
}
