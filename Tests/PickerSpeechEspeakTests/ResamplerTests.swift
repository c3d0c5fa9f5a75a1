#if Speech
import Foundation
import PickerSpeech
import PickerSpeechEspeak
import Testing

/// libsoxr's resampling, on pure tones whose result is known.
@Suite("Resampler")
struct ResamplerTests {
    static func tone(hertz: Double, sampleRate: Int, seconds: Double = 1) -> SpeechAudio {
        let count = Int(Double(sampleRate) * seconds)
        let samples = (0..<count).map { Int16(10_000 * sin(2 * Double.pi * hertz * Double($0) / Double(sampleRate))) }
        return SpeechAudio(sampleRate: sampleRate, samples: samples)
    }

    static func rootMeanSquare(_ samples: ArraySlice<Int16>) -> Double {
        (samples.reduce(0) { $0 + Double($1) * Double($1) } / Double(max(samples.count, 1))).squareRoot()
    }

    static func zeroCrossings(_ samples: ArraySlice<Int16>) -> Int {
        zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    }

    @Test("a 1 kHz tone stays a 1 kHz tone, as loud and as long, at each rate", arguments: [8_000, 16_000, 48_000])
    func keepsTheTone(_ rate: Int) throws {
        let out = try Resampler.resample(Self.tone(hertz: 1_000, sampleRate: 22_050), to: rate)
        #expect(out.sampleRate == rate)
        #expect(abs(out.samples.count - rate) <= rate / 100, "\(out.samples.count) samples for one second")
        let middle = out.samples[(rate / 10)..<(rate * 9 / 10)]
        let crossings = Double(Self.zeroCrossings(middle)) / 0.8
        #expect(abs(crossings - 2_000) < 20, "\(crossings) zero crossings a second")
        #expect(abs(Self.rootMeanSquare(middle) - 10_000 / 2.0.squareRoot()) < 300)
    }

    @Test("a tone above the new Nyquist frequency is filtered out, not folded back as a false tone")
    func filtersAliases() throws {
        // 5 kHz cannot exist at 8 kHz; dropping samples would fold it to 3 kHz at full level.
        let out = try Resampler.resample(Self.tone(hertz: 5_000, sampleRate: 22_050), to: 8_000)
        #expect(Self.rootMeanSquare(out.samples[800..<7_200]) < 100)
    }

    @Test("audio at the rate asked for comes back as it is")
    func sameRate() throws {
        let tone = Self.tone(hertz: 440, sampleRate: 22_050, seconds: 0.1)
        #expect(try Resampler.resample(tone, to: 22_050) == tone)
    }
}
#endif
