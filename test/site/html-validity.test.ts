// Valid HTML: the W3C Nu validator (vnu-jar) over every page of the built site finds no error.
// It reported 601 (aria-label on <pre>, div and p inside <figure> after its caption).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {realSite} from '../helpers/real-site.ts';
import {ROOT} from '../helpers/site.ts';

const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the W3C Nu validator finds no error in any page of the site', async () => {
  const {out} = await realSite();
  const result = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', '--skip-non-html', out], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  assert.ok(result.status !== null, `java did not run: ${result.error?.message ?? ''}`);
  const messages = (JSON.parse(result.stderr) as {messages: NuMessage[]}).messages;
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  assert.deepEqual(
    errors.slice(0, 20).map((m) => `${path.relative(out, m.url.replace(/^file:/, ''))}:${m.lastLine ?? '?'}: ${m.message}`),
    [],
    `${errors.length} errors`,
  );
});
