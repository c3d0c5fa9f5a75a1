import Benchmark
import Foundation
import PickerBenchmarkSupport
import PickerSpeech
import PickerSpeechEspeak

// Issue 12's figures for speech in-process, through `EspeakSynthesizer`:
// - "synthesis.NAME": one whole text, for each text of Benchmarks/synthesis-texts.tsv; the C
//   baseline (Benchmarks/Baseline/espeak-synthesis.c, in a process of its own because
//   espeak-ng's state is global) says the same texts. Target ≤1.05× the C program.
// - "synthesis.en-us.hourAnnouncements": the announcements of the hour wheel, "1 o'clock" to
//   "12 o'clock", one per iteration: what `simulate --speak` is compared with.
// - "firstChunk.FORM.NAME": the first chunk of the streaming API (FirstChunk.swift).
let benchmarks: @Sendable () -> Void = {
    let espeak = EspeakSynthesizer()
    let configuration = BenchmarkRun.latency(iterations: 300, seconds: 3)

    for text in SynthesisText.all {
        let voice = Voice(text.voice)
        Benchmark("synthesis.\(text.name)", configuration: configuration) { _ in
            do {
                blackHole(try espeak.synthesize(text.text, voice: voice).audio.samples.count)
            } catch {
                preconditionFailure("\(text.name): \(error)")
            }
        }
    }

    let hours = (1...12).map { "\($0) o'clock" }
    var hour = 0
    Benchmark("synthesis.en-us.hourAnnouncements", configuration: configuration) { _ in
        do {
            blackHole(try espeak.synthesize(hours[hour], voice: Voice("en-us")).audio.samples.count)
        } catch {
            preconditionFailure("\(hours[hour]): \(error)")
        }
        hour = (hour + 1) % hours.count
    }

    firstChunkBenchmarks(espeak, configuration: BenchmarkRun.latency(iterations: 300, seconds: 2))
}
