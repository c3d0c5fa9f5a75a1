/*
 * The C baseline of the synthesis benchmarks: libespeak-ng called directly, the way
 * PickerVoice's EspeakSynthesizer calls it (synchronous output, UTF-8 text, the voice set
 * once, rate 175, pitch 50, volume 100), on the texts of Benchmarks/synthesis-texts.tsv.
 * The callback copies the samples out, as the Swift side does.
 *
 * A process of its own: espeak-ng's state and callback are global to a process.
 *
 *   cc -O2 -o espeak-synthesis espeak-synthesis.c $(pkg-config --cflags --libs espeak-ng)
 *   ./espeak-synthesis TEXTS.tsv ITERATIONS [WARMUP]
 *
 * Prints one line per measured synthesis, tab-separated:
 *   name  iteration  total_ns  first_chunk_ns  samples
 * where first_chunk_ns is the time from the call to the first callback that holds samples.
 */
#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

struct collector {
    short *samples;
    size_t count;
    size_t capacity;
    int64_t first_chunk;
};

static int callback(short *wav, int count, espeak_EVENT *events) {
    struct collector *collector = events ? events->user_data : NULL;
    if (collector == NULL || wav == NULL || count <= 0) return 0;
    if (collector->first_chunk == 0) collector->first_chunk = now_ns();
    if (collector->count + (size_t)count > collector->capacity) {
        size_t capacity = collector->capacity ? collector->capacity : 4096;
        while (capacity < collector->count + (size_t)count) capacity *= 2;
        short *grown = realloc(collector->samples, capacity * sizeof(short));
        if (grown == NULL) return 1;
        collector->samples = grown;
        collector->capacity = capacity;
    }
    memcpy(collector->samples + collector->count, wav, (size_t)count * sizeof(short));
    collector->count += (size_t)count;
    return 0;
}

static void fail(const char *what, espeak_ng_STATUS status) {
    char message[512];
    espeak_ng_GetStatusCodeMessage(status, message, sizeof message);
    fprintf(stderr, "espeak-synthesis: %s: %s\n", what, message);
    exit(1);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: espeak-synthesis TEXTS.tsv ITERATIONS [WARMUP]\n");
        return 64;
    }
    int iterations = atoi(argv[2]);
    int warmup = argc > 3 ? atoi(argv[3]) : 5;
    FILE *file = fopen(argv[1], "r");
    if (file == NULL) {
        perror(argv[1]);
        return 1;
    }

    espeak_ng_InitializePath(NULL);
    espeak_ng_ERROR_CONTEXT context = NULL;
    espeak_ng_STATUS status = espeak_ng_Initialize(&context);
    if (status != ENS_OK) fail("initialize", status);
    status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, NULL);
    if (status != ENS_OK) fail("initialize output", status);
    espeak_SetSynthCallback(callback);

    char line[4096];
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        line[strcspn(line, "\n")] = 0;
        char *name = strtok(line, "\t");
        char *voice = strtok(NULL, "\t");
        char *text = strtok(NULL, "\t");
        if (name == NULL || voice == NULL || text == NULL) {
            fprintf(stderr, "espeak-synthesis: want name, voice and text: %s\n", line);
            return 1;
        }
        if ((status = espeak_ng_SetVoiceByName(voice)) != ENS_OK) fail(voice, status);
        if ((status = espeak_ng_SetParameter(espeakRATE, 175, 0)) != ENS_OK) fail("rate", status);
        if ((status = espeak_ng_SetParameter(espeakPITCH, 50, 0)) != ENS_OK) fail("pitch", status);
        if ((status = espeak_ng_SetParameter(espeakVOLUME, 100, 0)) != ENS_OK) fail("volume", status);

        size_t size = strlen(text) + 1;
        for (int i = -warmup; i < iterations; i++) {
            struct collector collector = {0};
            int64_t start = now_ns();
            status = espeak_ng_Synthesize(text, size, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, &collector);
            int64_t end = now_ns();
            if (status != ENS_OK) fail(name, status);
            if (i >= 0) {
                printf("%s\t%d\t%lld\t%lld\t%zu\n", name, i, (long long)(end - start),
                       (long long)(collector.first_chunk ? collector.first_chunk - start : -1), collector.count);
            }
            free(collector.samples);
        }
    }
    fclose(file);
    espeak_ng_Terminate();
    return 0;
}
