// The C APIs the speech backend uses: espeak-ng for synthesis, and pcaudiolib (the
// library espeak-ng itself plays through) for playback.
//
// The libraries are loaded with dlopen when speech is first needed, not linked: a process
// that never speaks (describe, qa, a session without --speak) then does not load
// espeak-ng and the thirty libraries behind it (PulseAudio's, ALSA's, X11's, ICU's),
// which took about 3 ms of every start, and runs where espeak-ng is not installed.
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#include <pcaudiolib/audio.h>
#include <soxr.h>

// pcaudiolib's PulseAudio back end alone, exported by libpcaudio.so.0 but declared only in
// its private header (audio_priv.h in pcaudiolib 1.1). PickerVoice opens it where there is no
// sound card, so that ALSA, which pcaudiolib tries next, cannot print its lines on stderr.
struct audio_object *create_pulseaudio_object(const char *device, const char *application_name, const char *description);

/// The functions PickerVoice calls, each with the type its header declares.
typedef struct {
    __typeof__(&espeak_ng_InitializePath) _Nonnull InitializePath;
    __typeof__(&espeak_ng_Initialize) _Nonnull Initialize;
    __typeof__(&espeak_ng_ClearErrorContext) _Nonnull ClearErrorContext;
    __typeof__(&espeak_ng_InitializeOutput) _Nonnull InitializeOutput;
    __typeof__(&espeak_ng_GetSampleRate) _Nonnull GetSampleRate;
    __typeof__(&espeak_ng_GetStatusCodeMessage) _Nonnull GetStatusCodeMessage;
    __typeof__(&espeak_ng_SetVoiceByName) _Nonnull SetVoiceByName;
    __typeof__(&espeak_ng_SetParameter) _Nonnull SetParameter;
    __typeof__(&espeak_ng_Synthesize) _Nonnull Synthesize;
    __typeof__(&espeak_SetSynthCallback) _Nonnull SetSynthCallback;
    __typeof__(&espeak_TextToPhonemes) _Nonnull TextToPhonemes;
    __typeof__(&espeak_ListVoices) _Nonnull ListVoices;
    __typeof__(&espeak_Info) _Nonnull Info;
    __typeof__(&create_audio_device_object) _Nonnull create_audio_device_object;
    __typeof__(&create_pulseaudio_object) _Nonnull create_pulseaudio_object;
    __typeof__(&audio_object_open) _Nonnull audio_object_open;
    __typeof__(&audio_object_close) _Nonnull audio_object_close;
    __typeof__(&audio_object_destroy) _Nonnull audio_object_destroy;
    __typeof__(&audio_object_write) _Nonnull audio_object_write;
    __typeof__(&audio_object_drain) _Nonnull audio_object_drain;
    __typeof__(&audio_object_flush) _Nonnull audio_object_flush;
    __typeof__(&audio_object_strerror) _Nonnull audio_object_strerror;
} pv_speech_library;

/// Loads espeak-ng from `espeak` and pcaudiolib from `pcaudio` (file names or paths, as
/// dlopen takes them, and never closed) and returns their functions in a block from calloc
/// that the caller frees; or NULL, with the loader's words for what failed in `error`.
static inline const pv_speech_library *pv_speech_library_load(const char *espeak, const char *pcaudio, const char **error) {
    void *engine = dlopen(espeak, RTLD_LAZY | RTLD_LOCAL);
    void *audio = engine == NULL ? NULL : dlopen(pcaudio, RTLD_LAZY | RTLD_LOCAL);
    pv_speech_library *library = audio == NULL ? NULL : (pv_speech_library *)calloc(1, sizeof(pv_speech_library));
    if (library == NULL) {
        *error = engine == NULL || audio == NULL ? dlerror() : "out of memory";
        return NULL;
    }
#define PV_FIND(handle, field, symbol) \
    if ((library->field = (__typeof__(library->field))dlsym(handle, symbol)) == NULL) { \
        *error = dlerror(); \
        free(library); \
        return NULL; \
    }
    PV_FIND(engine, InitializePath, "espeak_ng_InitializePath")
    PV_FIND(engine, Initialize, "espeak_ng_Initialize")
    PV_FIND(engine, ClearErrorContext, "espeak_ng_ClearErrorContext")
    PV_FIND(engine, InitializeOutput, "espeak_ng_InitializeOutput")
    PV_FIND(engine, GetSampleRate, "espeak_ng_GetSampleRate")
    PV_FIND(engine, GetStatusCodeMessage, "espeak_ng_GetStatusCodeMessage")
    PV_FIND(engine, SetVoiceByName, "espeak_ng_SetVoiceByName")
    PV_FIND(engine, SetParameter, "espeak_ng_SetParameter")
    PV_FIND(engine, Synthesize, "espeak_ng_Synthesize")
    PV_FIND(engine, SetSynthCallback, "espeak_SetSynthCallback")
    PV_FIND(engine, TextToPhonemes, "espeak_TextToPhonemes")
    PV_FIND(engine, ListVoices, "espeak_ListVoices")
    PV_FIND(engine, Info, "espeak_Info")
    PV_FIND(audio, create_audio_device_object, "create_audio_device_object")
    PV_FIND(audio, create_pulseaudio_object, "create_pulseaudio_object")
    PV_FIND(audio, audio_object_open, "audio_object_open")
    PV_FIND(audio, audio_object_close, "audio_object_close")
    PV_FIND(audio, audio_object_destroy, "audio_object_destroy")
    PV_FIND(audio, audio_object_write, "audio_object_write")
    PV_FIND(audio, audio_object_drain, "audio_object_drain")
    PV_FIND(audio, audio_object_flush, "audio_object_flush")
    PV_FIND(audio, audio_object_strerror, "audio_object_strerror")
#undef PV_FIND
    return library;
}

/// Points C's `stderr` stream at `stream` and returns the one it replaces: espeak-ng prints
/// its own messages with fprintf(stderr, ...), which this lets the caller keep. (Swift 6
/// refuses to assign the imported global itself, a shared mutable variable; the engine's
/// lock is what serializes this.)
static inline FILE *_Nonnull pv_swap_stderr(FILE *_Nonnull stream) {
    FILE *previous = stderr;
    stderr = stream;
    return previous;
}

/// libsoxr's one-call resampler, for `--sample-rate` (libsoxr-dev; loaded when first needed,
/// as espeak-ng is).
typedef struct {
    __typeof__(&soxr_oneshot) _Nonnull oneshot;
    __typeof__(&soxr_io_spec) _Nonnull io_spec;
    __typeof__(&soxr_quality_spec) _Nonnull quality_spec;
} pv_soxr_library;

/// Loads libsoxr from `path` (never closed) and returns its functions in a block from
/// calloc that the caller frees; or NULL, with the loader's words in `error`.
static inline const pv_soxr_library *pv_soxr_load(const char *path, const char **error) {
    void *handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) { *error = dlerror(); return NULL; }
    pv_soxr_library *library = (pv_soxr_library *)calloc(1, sizeof(pv_soxr_library));
    if (library == NULL) { *error = "out of memory"; return NULL; }
    library->oneshot = (__typeof__(library->oneshot))dlsym(handle, "soxr_oneshot");
    library->io_spec = (__typeof__(library->io_spec))dlsym(handle, "soxr_io_spec");
    library->quality_spec = (__typeof__(library->quality_spec))dlsym(handle, "soxr_quality_spec");
    if (library->oneshot == NULL || library->io_spec == NULL || library->quality_spec == NULL) {
        *error = dlerror();
        free(library);
        return NULL;
    }
    return library;
}
