import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {frontMatterBody, parseFrontMatter} from '../../../src/content/front-matter.ts';
import {loadAuthors} from '../../../src/content/authors.ts';
import {FrontMatterError} from '../../../src/errors.ts';

function problem(source: string): FrontMatterError {
  try {
    parseFrontMatter(source, 'docs/a.md', 'doc');
  } catch (error) {
    assert.ok(error instanceof FrontMatterError, String(error));
    return error;
  }
  assert.fail('expected a front matter error');
}

test('every schema problem of a file is listed with its line, not only the first', () => {
  const error = problem('---\ntitle: A\nsidebar_position: first\nhide_title: maybe\n---\n\nText.\n');
  assert.deepEqual(error.location, {file: 'docs/a.md', line: 3});
  assert.match(error.message, /^2 front matter problems:/);
  assert.match(error.message, /docs\/a\.md:3: front matter `sidebar_position`/);
  assert.match(error.message, /docs\/a\.md:4: front matter `hide_title`/);
});

test('a problem under a quoted or spaced key points at its line (it pointed at line 2)', () => {
  const error = problem('---\ntitle: A\n\n"hide_title" : maybe\n---\n');
  assert.deepEqual(error.location, {file: 'docs/a.md', line: 4});
});

test('malformed YAML is a front matter error at the line of the mistake, counted from the top of the file', () => {
  const error = problem('---\ntitle: A\nfoo bar\nslug: /\n---\n');
  assert.deepEqual(error.location, {file: 'docs/a.md', line: 3});
  assert.match(error.message, /malformed YAML front matter: Implicit keys need to be on a single line/);
});

test('an alias without its anchor is a front matter error with file and line (it was a bare ReferenceError)', () => {
  const error = problem('---\ntitle: A\nslug: *nowhere\n---\n');
  assert.deepEqual(error.location, {file: 'docs/a.md', line: 3});
});

test('keywords are read as a list; a single keyword too', () => {
  assert.deepEqual(parseFrontMatter('---\nkeywords: [a, b]\n---\n', 'docs/a.md', 'doc').data.keywords, ['a', 'b']);
  assert.deepEqual(parseFrontMatter('---\nkeywords: a\n---\n', 'docs/a.md', 'doc').data.keywords, ['a']);
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-authors-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));

test('authors.yml lists every author without a name, each with its line (it stopped at the first)', () => {
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada\nbob:\n  title: Engineer\ncy:\n  url: https://example.com\n');
  assert.throws(() => loadAuthors(dir, 'authors.yml'), (error: FrontMatterError) => {
    assert.deepEqual(error.location, {file: 'authors.yml', line: 3});
    assert.match(error.message, /authors\.yml:3: author "bob" needs a name/);
    assert.match(error.message, /authors\.yml:5: author "cy" needs a name/);
    return true;
  });
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: "Ada\nbob:\n  name: Bob\n');
  assert.throws(() => loadAuthors(dir, 'authors.yml'), (error: FrontMatterError) => error.location?.line === 2 && /Missing closing "quote/.test(error.message));
});

test('frontMatterBody splits off the front matter exactly as parseFrontMatter does, without reading the YAML', () => {
  const sources = ['---\ntitle: A\n---\n\n# Body\n', '---\r\ntitle: A\r\n---\r\nBody\r\n', 'No front matter\n---\nrule\n', '---\ntitle: A\n---'];
  for (const source of sources) assert.equal(frontMatterBody(source), parseFrontMatter(source, 'docs/a.md', 'doc').body, JSON.stringify(source));
  // Not parsed: YAML that would fail (the page was checked when it was parsed).
  assert.equal(frontMatterBody('---\ntitle: [unclosed\n---\nBody\n'), 'Body\n');
});
