import Benchmark
import PickerBenchmarkSupport
import PickerSpeech
import PickerSpeechEspeak

/// "firstChunk.FORM.NAME": the time from a request to the first chunk of audio with samples in
/// it, for each text of Benchmarks/synthesis-texts.tsv, through both forms of the streaming
/// API: "callback", `synthesize(_:voice:prosody:format:streamingTo:)`, and "stream", the first
/// element of `speechStream(_:voice:prosody:format:)`. Each synthesis runs to its end outside
/// the measurement, so that the next request finds the engine idle. Target ≤1 ms; the C
/// baseline's first callback with samples is the baseline (issue 12: raw libespeak-ng
/// 0.03–0.11 ms).
func firstChunkBenchmarks(_ espeak: EspeakSynthesizer, configuration: Benchmark.Configuration) {
    for text in SynthesisText.all {
        let voice = Voice(text.voice)
        Benchmark("firstChunk.callback.\(text.name)", configuration: configuration) { benchmark in
            var heard = false
            benchmark.startMeasurement()
            do {
                let end = try espeak.synthesize(text.text, voice: voice, prosody: Prosody(), format: .plainText) { chunk in
                    if !heard, !chunk.samples.isEmpty {
                        benchmark.stopMeasurement()
                        heard = true
                    }
                    return .proceed
                }
                blackHole(end.sampleCount)
            } catch {
                preconditionFailure("\(text.name): \(error)")
            }
            precondition(heard, "\(text.name): no audio")
        }

        Benchmark("firstChunk.stream.\(text.name)", configuration: configuration) { benchmark in
            var heard = false
            benchmark.startMeasurement()
            do {
                for try await chunk in espeak.speechStream(text.text, voice: voice) where !chunk.samples.isEmpty {
                    if !heard {
                        benchmark.stopMeasurement()
                        heard = true
                    }
                }
            } catch {
                preconditionFailure("\(text.name): \(error)")
            }
            precondition(heard, "\(text.name): no audio")
        }
    }
}
