// <Video> defaults, proven from what it registers for the render (media-claims.ts).
import {Video} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {mediaDefaults} from '../../scripts/docs-checks/media-claims.ts';

export const claims: PageClaims = {
  page: 'video.md',
  claims: mediaDefaults(Video, {
    volume: '| `volume` | `number \\| (frame: number) => number` | `1` |',
    playbackRate: '| `playbackRate` | `number` | `1` |',
    muted: '| `muted` | `boolean` | `false` |',
    rateLimit: 'Must be greater than 0.',
  }),
};
