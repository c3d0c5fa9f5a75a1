// The C APIs the speech backend uses: espeak-ng for synthesis, and pcaudiolib (the
// library espeak-ng itself plays through) for playback.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#include <pcaudiolib/audio.h>
