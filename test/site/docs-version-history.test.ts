// Every "available from / since vX" note in the docs against the published packages: the subject
// must be in version X and not in the one published before (version-history.ts). The first run
// downloads the tarballs it needs into node_modules/.cache/sitegen-docs-facts (a few minutes on
// this registry); later runs read the cache. Registry gaps, open findings and notes without a
// package subject are recorded data, compared exactly, so none is skipped silently.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {PackageHistory, judgeNote, noteSubjectAt} from '../../scripts/docs-checks/version-history.ts';
import {GAPS, MANIFEST_FACTS, NO_SUBJECT, OPEN_FINDINGS} from '../../scripts/docs-checks/version-history-verdicts.ts';
import {findNotes} from '../../scripts/docs-checks/version-notes.ts';
import {ROOT} from '../helpers/site.ts';

const DOCS = path.join(ROOT, 'site/docs');

test('every version note is judged against npm tarballs; gaps, open findings and unjudged notes are exactly the recorded ones', () => {
  const history = new PackageHistory(ROOT);
  const failures: string[] = [];
  const gaps: string[] = [];
  const none: string[] = [];
  let ok = 0;
  for (const rel of fg.sync('**/*.md', {cwd: DOCS}).sort()) {
    for (const note of findNotes(rel, fs.readFileSync(path.join(DOCS, rel), 'utf8'))) {
      const subject = noteSubjectAt(rel, note.line, note.version, note.keys[0]);
      if (!subject) {
        none.push(`${rel}:${note.line}`);
        continue;
      }
      const verdict = judgeNote(history, `${rel}:${note.line}`, note, subject);
      if (verdict.failure) failures.push(`${verdict.where}: v${verdict.version}: ${verdict.failure}`);
      else if (verdict.gap) gaps.push(`${verdict.where}: ${verdict.gap}`);
      else ok++;
    }
  }
  console.log(`# version history: ${ok} proven, ${gaps.length} proven across a registry gap, ${failures.length} open, ${none.length} without a package subject`);
  assert.deepEqual(failures.filter((f) => !OPEN_FINDINGS.includes(f)), [], 'new wrong version notes');
  assert.deepEqual(OPEN_FINDINGS.filter((f) => !failures.includes(f)), [], 'recorded findings that now pass: remove them');
  assert.deepEqual(gaps, GAPS);
  assert.deepEqual(none, NO_SUBJECT);
  assert.ok(ok > 30, `${ok} proven`);
});

test('notes with no package subject are backed by the content manifest', () => {
  const manifest = fs.readFileSync(path.join(ROOT, '../shared/content/manifest.json'), 'utf8');
  assert.deepEqual(Object.keys(MANIFEST_FACTS).sort(), [...NO_SUBJECT].sort());
  for (const [where, facts] of Object.entries(MANIFEST_FACTS)) for (const fact of facts) assert.ok(manifest.includes(JSON.stringify(fact).slice(1, -1)), `${where}: ${fact}`);
});

test('a Lambda option "from v2.6.5" fails: @remotion/lambda has no 2.6.x release', () => {
  const history = new PackageHistory(ROOT);
  const verdict = judgeNote(history, 'x.md:1', {line: 1, version: '2.6.5', keys: []}, {package: '@remotion/lambda', id: 'chromiumOptions'});
  assert.match(verdict.failure ?? '', /@remotion\/lambda has no 2\.6\.x release/);
  const renderer = judgeNote(history, 'x.md:1', {line: 1, version: '2.6.5', keys: []}, {package: '@remotion/renderer', id: 'chromiumOptions'});
  assert.equal(renderer.failure, undefined);
});
