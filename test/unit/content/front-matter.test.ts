import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseFrontMatter} from '../../../src/content/front-matter.ts';
import {loadAuthors} from '../../../src/content/authors.ts';
import {FrontMatterError} from '../../../src/errors.ts';

function problem(source: string): FrontMatterError {
  try {
    parseFrontMatter(source, 'docs/a.md');
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
  assert.deepEqual(parseFrontMatter('---\nkeywords: [a, b]\n---\n', 'docs/a.md').data.keywords, ['a', 'b']);
  assert.deepEqual(parseFrontMatter('---\nkeywords: a\n---\n', 'docs/a.md').data.keywords, ['a']);
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

test('Docusaurus front matter keys print "unknown front matter key" no more: every documented key of docs, posts and pages is in the one schema, read typed', () => {
  const source = [
    '---',
    'title: A',
    'displayed_sidebar: api',
    'pagination_prev: null',
    'pagination_next: guides/one',
    'pagination_label: Start here',
    'unlisted: true',
    'sidebar_class_name: green',
    'sidebar_custom_props: {badge: new}',
    'hide_table_of_contents: true',
    'toc_min_heading_level: 2',
    'toc_max_heading_level: 4',
    'draft: false',
    'last_update: {date: 2024-01-02, author: Ada}',
    'keywords: [a, b]',
    'image: /img/a.png',
    'custom_edit_url: null',
    'parse_number_prefixes: false',
    'tags: [one, {label: Two, permalink: /two}]',
    'author: Ada',
    'author_title: Engineer',
    'wrapperClassName: wide',
    'sidebar_lable: typo',
    '---',
    '',
    'Text.',
  ].join('\n');
  const {data, warnings} = parseFrontMatter(source, 'docs/a.md');
  assert.deepEqual(warnings, ['docs/a.md:23: unknown front matter key `sidebar_lable`']);
  assert.equal(data.displayed_sidebar, 'api');
  assert.equal(data.pagination_prev, null);
  assert.equal(data.pagination_next, 'guides/one');
  assert.equal(data.unlisted, true);
  assert.equal(data.sidebar_class_name, 'green');
  assert.equal(data.toc_max_heading_level, 4);
  assert.deepEqual(data.tags, ['one', {label: 'Two', permalink: '/two'}]);
  assert.ok(!('sidebar_lable' in data), 'an unknown key is not passed on');
});

test('front matter keys of the wrong type are errors at their line', () => {
  const error = problem('---\ntitle: A\ndisplayed_sidebar: 3\nunlisted: maybe\n---\n');
  assert.match(error.message, /docs\/a\.md:3: front matter `displayed_sidebar`/);
  assert.match(error.message, /docs\/a\.md:4: front matter `unlisted`/);
});
