// Regression tests for flag defaults the CLI pages stated wrongly: each runs the pinned CLI (or the
// renderer code it leaves the value to) and checks the page no longer states the old default.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {render} from '../../scripts/docs-checks/cli-flag-proofs.ts';
import {argAfter, stitchArgs} from '../../scripts/docs-checks/renderer-run.ts';
import {dist, withExport} from '../../scripts/docs-checks/proof-kit.ts';
import {PackageHistory} from '../../scripts/docs-checks/version-history.ts';
import {ROOT} from '../helpers/site.ts';

const row = (page: string, flag: string) => fs.readFileSync(path.join(ROOT, 'site/docs', page), 'utf8').split('\n').find((l) => l.startsWith(`| \`${flag}\` |`)) ?? '';

test('--image-format of render: an image sequence captures PNG frames, not the stated jpeg', async () => {
  assert.equal((await render('--sequence', 'out/frames')).renderFrames?.imageFormat, 'png');
  for (const page of ['cli/render.md', 'render.md']) assert.match(row(page, '--image-format'), /`png` with `--sequence`/, page);
});

test('--audio-bitrate of render: audio beside a video is encoded at 512K, not the stated 320k', async () => {
  assert.equal((await render()).renderMedia?.audioBitrate, undefined);
  const args = await withExport(dist('@remotion/renderer', 'merge-audio-track'), 'mergeAudioTrack', async () => undefined, () =>
    stitchArgs({codec: 'h264', enforceAudioTrack: true, outputLocation: 'out.mp4'}),
  );
  assert.equal(argAfter(args, '-b:a'), '512K');
  assert.match(row('cli/render.md', '--audio-bitrate'), /`512K` beside a video/);
});

test('--disk of lambda functions deploy: 2048 since 3.1.11, not only from 3.2.44 on (the row said earlier releases used 512)', () => {
  const history = new PackageHistory(ROOT);
  const constants = (v: string) => createRequire(path.join(history.unpacked('@remotion/lambda', v), 'dist') + path.sep)('./shared/constants.js') as {DEFAULT_EPHEMERAL_STORAGE_IN_MB: number};
  assert.deepEqual(['3.1.11', '3.2.0'].map((v) => constants(v).DEFAULT_EPHEMERAL_STORAGE_IN_MB), [2048, 2048]);
  assert.doesNotMatch(row('lambda/cli/functions.md', '--disk'), /earlier releases/);
});
