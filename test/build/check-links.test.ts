// check-links crawls the built output with broken-link-checker and checks fragments itself.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const home = "export default function Home() { return <p>Home, see <a href=\"/docs/\">the docs</a>.</p>; }\n";

test('a clean site passes; a broken page link and a missing anchor fail with exit 1, grouped by page', () => {
  const fixture = makeSite(baseSite({'pages/index.tsx': home}));
  assert.equal(runCli(['build', '--site', fixture.site, '--out', fixture.out]).status, 0);
  const clean = runCli(['check-links', '--out', fixture.out]);
  assert.equal(clean.status, 0, clean.stdout + clean.stderr);
  assert.match(clean.stdout, /checked \d+ pages, \d+ links: 0 broken/);

  const page = path.join(fixture.out, 'docs/guides/one.html');
  const html = fs.readFileSync(page, 'utf8').replace('</main>', '<p><a href="/docs/gone">gone</a> <a href="/docs/#no-such-heading">bad anchor</a></p></main>');
  fs.writeFileSync(page, html);
  const broken = runCli(['check-links', '--out', fixture.out]);
  assert.equal(broken.status, 1, broken.stdout + broken.stderr);
  assert.match(broken.stdout, /broken links on this site \(2\):/);
  assert.match(broken.stdout, /  \/docs\/gone \(HTTP 404\), on \/docs\/guides\/one/);
  assert.match(broken.stdout, /  \/docs\/#no-such-heading \(missing anchor\), on \/docs\/guides\/one/);
  assert.match(broken.stdout, /: 2 broken/);
});

test('check-links without a built folder is a clear error', () => {
  const result = runCli(['check-links', '--out', '/nonexistent/dist']);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /\/nonexistent\/dist does not exist: run `sitegen build` first/);
});
