import Testing

/// Runs `body`, and records an error it throws as an issue of the current test.
///
/// For the bodies of `propertyCheck`: swift-property-based 2.0.1, built with Swift 6.2 or
/// later, runs a body under `try?`, so an error thrown inside it (a picker action that
/// fails) would pass the property unnoticed. A failed `#require` has recorded its issue
/// already and is not recorded twice.
public func recordingThrownErrors(_ body: () async throws -> Void) async {
    do {
        try await body()
    } catch is ExpectationFailedError {
    } catch {
        Issue.record(error)
    }
}
