// The docs of the real site against the pinned packages: reference tables against the typings,
// `--flags` against the CLI parsers, version notes against the first-version table, examples
// against the compiler. None of these needs the built site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {typecheckSnippets} from '../../scripts/check-snippets.ts';
import {API_PAGES, UNCHECKED_PAGES} from '../../scripts/docs-checks/api-map.ts';
import {checkApiTables} from '../../scripts/docs-checks/api-tables.ts';
import {CLI_GLOBALS, CLI_PAGES, checkCliFlags, checkCliTables} from '../../scripts/docs-checks/cli-flags.ts';
import {parseTables} from '../../scripts/docs-checks/markdown-tables.ts';
import {checkVersionNotes} from '../../scripts/docs-checks/version-notes.ts';
import {ROOT} from '../helpers/site.ts';

const DOCS = path.join(ROOT, 'site/docs');
const pages = fg.sync('**/*.md', {cwd: DOCS}).sort();

// Partial examples may only get fewer: 33 (31 in the docs, 2 in the blog) after the nine that compiled lost their mark.
const MAX_PARTIAL = 33;

test('every reference page with a parameter table is mapped to a pinned export or says why not', () => {
  const withTables = pages.filter((p) =>
    parseTables(fs.readFileSync(path.join(DOCS, p), 'utf8')).some((t) => t.columns.join('|') === 'name|type|default|required|description'),
  );
  const unmapped = withTables.filter((p) => !API_PAGES[p] && !UNCHECKED_PAGES[p]);
  assert.deepEqual(unmapped, []);
});

test('parameter, prop, return, method and event tables agree with the pinned typings', () => {
  const report = checkApiTables(DOCS, API_PAGES, ROOT);
  const left = Object.entries(report.missing).map(([page, names]) => `${page}: ${names.join(', ')}`);
  console.log(`# api tables: ${report.rows} rows on ${report.pages} pages compared; exported but undocumented:\n#   ${left.join('\n#   ')}`);
  assert.deepEqual(report.failures, []);
  assert.ok(report.rows > 500, `${report.rows} rows`);
});

test('every --flag in the docs is read by the pinned @remotion/cli or @remotion/lambda', () => {
  const report = checkCliFlags(DOCS, pages, ROOT);
  console.log(`# cli flags: ${report.mentioned} distinct flags mentioned, ${report.known} known to the parsers`);
  assert.deepEqual(report.failures, []);
  assert.ok(report.mentioned > 40);
});

test('each CLI page lists every flag its command accepts', () => {
  const report = checkCliTables(DOCS, ROOT);
  assert.deepEqual(report.failures, []);
  assert.ok(Object.keys(CLI_PAGES).every((p) => fs.existsSync(path.join(DOCS, p))));
  assert.ok(Object.keys(CLI_GLOBALS).every((p) => fs.existsSync(path.join(DOCS, p))));
  // The parser reading must find the familiar flags, or the check would pass vacuously.
  assert.ok(report.accepted['cli/render.md'].includes('codec'));
  assert.ok(report.accepted['cli/render.md'].includes('crf'));
  assert.ok(report.accepted['lambda/cli/render.md'].includes('webhook-secret'));
  assert.ok(report.accepted['lambda/cli/functions.md'].includes('custom-role-arn'));
});

test('no "available from" note is older than the API it belongs to', () => {
  const report = checkVersionNotes(DOCS, pages);
  console.log(`# version notes: ${report.notes} found, ${report.judged} compared with the first-version table`);
  assert.deepEqual(report.failures, []);
  assert.ok(report.judged > 50);
});

test('every toolkit example type-checks, and no example is marked partial that does not need it', () => {
  const report = typecheckSnippets([DOCS, path.join(ROOT, 'site/blog'), path.join(ROOT, 'site/success-stories')], ROOT);
  console.log(`# snippets: ${report.checked} checked, ${report.skipped} skipped as partial`);
  assert.deepEqual(report.errors, []);
  assert.deepEqual(report.needlesslyPartial, []);
  assert.ok(report.checked > 100);
  assert.ok(report.skipped <= MAX_PARTIAL, `${report.skipped} partial blocks, at most ${MAX_PARTIAL} allowed`);
});
