// <OffthreadVideo> defaults, proven from what it registers for the render and from the frame URL
// it renders (media-claims.ts, media-run.ts).
import assert from 'node:assert/strict';
import {OffthreadVideo} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';
import {mediaDefaults} from '../../scripts/docs-checks/media-claims.ts';
import {findAll, renderMedia} from '../../scripts/docs-checks/media-run.ts';

const frameFormat = async (extra: Record<string, unknown>) => {
  const {root} = await renderMedia(OffthreadVideo, {src: 'http://localhost/a.mp4', ...extra});
  return new URL(String(findAll(root, 'img')[0].props.src)).searchParams.get('imageFormat');
};

export const claims: PageClaims = {
  page: 'offthreadvideo.md',
  claims: [
    ...mediaDefaults(OffthreadVideo, {
      volume: '| `volume` | `number \\| (frame: number) => number` | `1` |',
      playbackRate: '| `playbackRate` | `number` | `1` |',
      muted: '| `muted` | `boolean` | `false` |',
      rateLimit: 'Must be above 0.',
    }),
    {
      kind: 'default',
      row: 'imageFormat',
      quote: "| `imageFormat` | `'jpeg' \\| 'png'` | `'jpeg'` |",
      prove: async () => {
        assert.equal(await frameFormat({}), 'jpeg');
        assert.equal(await frameFormat({imageFormat: 'jpeg'}), 'jpeg');
        assert.equal(await frameFormat({imageFormat: 'png'}), 'png');
      },
    },
  ],
};
