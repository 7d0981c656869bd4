import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {extractSnippets, typecheckSnippets} from '../../scripts/check-snippets.ts';
import {ROOT} from '../helpers/site.ts';

test('partial blocks are skipped and only toolkit imports are checked', () => {
  const found = extractSnippets('a.md', "```tsx partial\nimport {Video} from 'remotion';\n```\n\n```ts\nconst x = 1;\n```\n\n```ts title=\"b.ts\"\nimport {interpolate} from 'remotion';\n```\n");
  assert.equal(found.skipped, 1);
  assert.equal(found.snippets.length, 1);
  assert.equal(found.snippets[0].line, 9);
});

test('a wrong parameter name in an example fails the type-check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snippets-'));
  fs.writeFileSync(
    path.join(dir, 'page.md'),
    "```ts\nimport {interpolate} from 'remotion';\nexport const v = interpolate(1, [0, 1], [0, 2], {extrapolateRigth: 'clamp'});\n```\n\n```tsx\nimport {useCurrentFrame} from 'remotion';\nexport const C = () => <div>{useCurrentFrame()}</div>;\n```\n",
  );
  const report = typecheckSnippets([dir], ROOT);
  fs.rmSync(dir, {recursive: true, force: true});
  assert.equal(report.checked, 2);
  assert.equal(report.errors.length, 1);
  assert.match(report.errors[0], /page\.md:3: .*extrapolateRigth/);
});

test('a block marked partial that type-checks as it is is reported, one that needs the mark is not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snippets-'));
  fs.writeFileSync(
    path.join(dir, 'page.md'),
    "```ts partial\nimport {interpolate} from 'remotion';\nexport const v = interpolate(1, [0, 1], [0, 2]);\n```\n\n```ts partial\nimport {interpolate} from 'remotion';\nexport const v = interpolate(progress, [0, 1], [0, 2]);\n```\n",
  );
  const report = typecheckSnippets([dir], ROOT);
  fs.rmSync(dir, {recursive: true, force: true});
  assert.equal(report.checked, 0);
  assert.equal(report.skipped, 2);
  assert.deepEqual(report.errors, []);
  assert.equal(report.needlesslyPartial.length, 1);
  assert.match(report.needlesslyPartial[0], /page\.md:1$/);
});
