// visualizeAudio()'s smoothing default, proven by equivalence on a synthetic waveform.
import {visualizeAudio} from '@remotion/media-utils';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {sameAs} from '../../scripts/docs-checks/same-as.ts';

const sampleRate = 8000;
const wave = new Float32Array(sampleRate * 2).map((_, i) => Math.sin(i / (3 + (i % 977) / 50)) * ((i % 3001) / 3001));
const audioData = {channelWaveforms: [wave], sampleRate, durationInSeconds: 2, numberOfChannels: 1, resultId: 'r', isRemote: false};
const run = (extra: Record<string, unknown>) => [5, 17, 40].map((frame) => visualizeAudio({audioData, frame, fps: 30, numberOfSamples: 16, ...extra}));

export const claims: PageClaims = {
  page: 'visualize-audio.md',
  claims: [sameAs('smoothing', '| `smoothing` | `boolean` | `true` |', run, true, false)],
};
