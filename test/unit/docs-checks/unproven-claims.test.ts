// The limit wording the unproven-claims report looks for in a table row's description: rows that
// state a limit must be found (so an unproven limit is listed), rows that only describe must not.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {limitWording, unprovenDefaults, unprovenLimits} from '../../../scripts/docs-checks/unproven-claims.ts';

test('descriptions that state a limit are detected, with the wording that states it', () => {
  const found: [string, string, string][] = [
    ['`number`', 'How long the link stays valid: between 1 and 604800.', 'between 1 and 604800'],
    ['`number`', 'Between `512` and `10240`.', 'Between 512 and 10240'],
    ['`number`', 'JPEG quality from 0 to 100.', 'from 0 to 100'],
    ['`number`', 'Degrees (0–360).', '0–360'],
    ['`number`', 'Run time in seconds, 15-900.', '15-900'],
    ['`number`', 'A whole number of at least 7000; smaller values throw.', 'whole number'],
    ['`number`', 'Uses half of the threads (at most 8).', 'at most 8'],
    ['`number`', 'Retries up to 3 times.', 'up to 3'],
    ['`number`', 'Must be greater than 0.', 'greater than 0'],
    ['`number`', 'Must not exceed 100.', 'exceed 100'],
    ['`number`', 'Values below 0 return `from`.', 'below 0'],
    ['`number`', 'Speed, ≥ 0.25.', '≥ 0.25'],
    ['`number`', 'Speed, > 0.', '> 0'],
    ['`number`', 'Speed, >= 1.', '>= 1'],
    ['`number`', 'The minimum is one frame.', 'minimum'],
    ['`number`', 'Maximum run time of each invocation.', 'Maximum'],
    ['`number`', 'Must be a positive integer.', 'positive'],
    ['`number`', 'Must be a non-negative integer.', 'non-negative'],
    ['`number`', 'An integer.', 'integer'],
    ['0-100 (JPEG)', 'JPEG quality.', '0-100'],
    ['`0`-`100`', 'JPEG quality.', '0-100'],
    ['`number` (512-10240)', 'Memory.', '512-10240'],
    ['`integer`', 'Copies behind the original.', 'integer'],
  ];
  for (const [type, description, wording] of found) assert.equal(limitWording(type, description), wording, description);
});

test('descriptions without a limit, example values in code and callbacks are not detected', () => {
  const quiet: [string, string][] = [
    ['`number`', 'Frame rate, in frames per second.'],
    ['`string`', 'Render only part of the video: a range `20-50` or a single frame `20`.'],
    ['`string`', 'Shown in the <Player> when it is paused.'],
    ['`string`', 'The name of an S3 bucket, e.g. remotionlambda-abc123.'],
    ['`boolean`', 'Whether v3.1.0 behaviour is used.'],
    ['`string`', 'The minimal template.'],
    ['`(percent: number) => void`', 'Called while Webpack compiles, with a number from 0 to 100.'],
    ['`function`', '`percent` goes from 0 to 1.'],
    ['range, e.g. `0-9`', 'Render only part of the composition.'],
    ["`'h264' \\| 'vp8'`", 'Output codec.'],
  ];
  for (const [type, description] of quiet) assert.equal(limitWording(type, description), null, description);
});

test('a limit row is listed until a limit claim names it, a default until a default claim does', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-limits-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'page.md'),
      ['| Name | Type | Default | Required | Description |', '| --- | --- | --- | --- | --- |',
        '| `a` | `number` | `1` | No | Between 1 and 9. |', '| `b` | `number` | `2` | No | A positive integer. |', '| `c` | `number` | – | No | Where. |', ''].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'page.claims.ts'),
      "export const claims = {page: 'page.md', claims: [{kind: 'default', row: 'a', quote: '', prove: () => {}}, {kind: 'limit', row: 'b', quote: '', prove: () => {}}]};\n",
    );
    assert.deepEqual(await unprovenLimits(dir), ['page.md:3: a limit: Between 1 and 9']);
    assert.deepEqual(await unprovenDefaults(dir), ['page.md:4: b = `2`']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
