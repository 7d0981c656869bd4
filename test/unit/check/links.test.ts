import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkLinks, formatLinkProblems, resolveLink, type LinkTargets} from '../../../src/check/links.ts';
import type {FoundLink} from '../../../src/content/types.ts';

const targets = (over: Partial<LinkTargets> = {}): LinkTargets => ({
  baseUrl: '/',
  routes: new Map([['/docs', '/docs/'], ['/docs/a', '/docs/a'], ['/docs/b', '/docs/b'], ['/about', '/about/']]),
  anchors: new Map([['/docs/a', new Set(['self'])], ['/docs/b', new Set(['there', 'usage-notes'])]]),
  fileToPath: new Map([['docs/b.md', '/docs/b'], ['docs/guides/c.md', '/docs/a']]),
  files: new Set(['img/logo.svg']),
  fileUrls: new Map([['docs/pic.png', '/assets/media/pic-1234abcd.png']]),
  contentRoots: ['docs'],
  ...over,
});
const link = (l: Partial<FoundLink> & Pick<FoundLink, 'kind' | 'raw'>): FoundLink => ({element: 'link', target: l.raw.split('#')[0], line: 1, ...l});
const page = (links: FoundLink[]) => [{source: 'docs/a.md', route: '/docs/a', links}];

test('broken routes, anchors, markdown links, images and files are each reported with file and line', () => {
  const problems = checkLinks(page([
    link({kind: 'site', raw: '/docs/b#there', anchor: 'there', line: 3}),
    link({kind: 'site', raw: '/docs/b#gone', anchor: 'gone', line: 4}),
    link({kind: 'site', raw: '/docs/none', line: 5}),
    link({kind: 'markdown', raw: './missing.md', target: 'docs/missing.md', line: 6}),
    link({kind: 'anchor', raw: '#self', target: '', anchor: 'self', line: 7}),
    link({kind: 'site', raw: '/img/logo.svg', line: 8}),
    link({kind: 'site', raw: '/img/nope.png', element: 'image', line: 9}),
    link({kind: 'file', raw: './gone.png', target: 'docs/gone.png', element: 'image', line: 10}),
    link({kind: 'file', raw: './gone.pdf', target: 'docs/gone.pdf', line: 11}),
  ]), targets());
  assert.deepEqual(problems.map((p) => [p.target, p.reason, p.line]), [
    ['/docs/b#gone', 'missing-anchor', 4],
    ['/docs/none', 'missing-route', 5],
    ['./missing.md', 'unresolved-markdown', 6],
    ['/img/nope.png', 'missing-image', 9],
    ['./gone.png', 'missing-image', 10],
    ['./gone.pdf', 'missing-file', 11],
  ]);
});

test('a broken anchor suggests the nearest id ("did you mean")', () => {
  const [problem] = checkLinks(page([link({kind: 'site', raw: '/docs/b#usage-note', anchor: 'usage-note'})]), targets());
  assert.equal(problem.suggestion, 'usage-notes');
  assert.match(formatLinkProblems([problem])[0], /docs\/a\.md:1: broken anchor \/docs\/b#usage-note \(did you mean #usage-notes\?\)/);
});

test('links reach a route whatever their trailing slash, and get its exact form', () => {
  assert.deepEqual(resolveLink(link({kind: 'site', raw: '/about'}), {route: '/docs/a'}, targets()), {href: '/about/', route: '/about/'});
  assert.deepEqual(resolveLink(link({kind: 'site', raw: '/docs/a/#self', anchor: 'self'}), {route: '/docs/a'}, targets()), {href: '/docs/a#self', route: '/docs/a'});
});

test('markdown links resolve relative to the file first, then to the docs root, as Docusaurus does', () => {
  const fromFile = resolveLink(link({kind: 'markdown', raw: './b.md#there', target: 'docs/b.md', anchor: 'there'}), {route: '/docs/a'}, targets());
  assert.deepEqual(fromFile, {href: '/docs/b#there', route: '/docs/b'});
  const fromRoot = resolveLink(link({kind: 'markdown', raw: 'guides/c.md', target: 'docs/deep/guides/c.md'}), {route: '/docs/a'}, targets());
  assert.deepEqual(fromRoot, {href: '/docs/a', route: '/docs/a'});
});

test('under a base URL, site paths written without it still resolve, and get it', () => {
  const based = targets({baseUrl: '/sub/', routes: new Map([['/sub/docs/a', '/sub/docs/a']]), anchors: new Map(), files: new Set(['img/logo.svg'])});
  assert.deepEqual(resolveLink(link({kind: 'site', raw: '/docs/a'}), {route: '/sub/'}, based), {href: '/sub/docs/a', route: '/sub/docs/a'});
  assert.deepEqual(resolveLink(link({kind: 'site', raw: '/img/logo.svg'}), {route: '/sub/'}, based), {href: '/sub/img/logo.svg'});
  assert.deepEqual(resolveLink(link({kind: 'relative', raw: 'a', target: 'a'}), {route: '/sub/docs/b'}, based), {route: '/sub/docs/a'});
});

test('a link is resolved once per page and targets (the page key, its rendering and the link check shared it), again for other targets or another page', () => {
  const found = link({kind: 'markdown', raw: './b.md%20x#there', target: 'docs/b.md', anchor: 'there'});
  const first = targets();
  const resolved = resolveLink(found, {route: '/docs/a', source: 'docs/a.md'}, first);
  assert.deepEqual(resolved, {href: '/docs/b#there', route: '/docs/b'});
  assert.equal(resolveLink(found, {route: '/docs/a', source: 'docs/a.md'}, first), resolved, 'the same resolution');
  const moved = targets({fileToPath: new Map([['docs/b.md', '/docs/bee']])});
  assert.deepEqual(resolveLink(found, {route: '/docs/a', source: 'docs/a.md'}, moved), {href: '/docs/bee#there', route: '/docs/bee'}, 'new targets (the next build): resolved again');
  const relative = link({kind: 'relative', raw: 'b', target: 'b'});
  assert.deepEqual(resolveLink(relative, {route: '/docs/a'}, first), {route: '/docs/b'});
  assert.deepEqual(resolveLink(relative, {route: '/about/'}, first), {problem: 'missing-route'}, 'another page: resolved from there');
  assert.deepEqual(resolveLink(link({kind: 'site', raw: '/docs/b%zz'}), {route: '/docs/a'}, first), {problem: 'missing-route'}, 'a malformed escape is kept as written');
});

test('anchors given apart from the targets are the ones checked (ids React pages rendered), the links resolved against the targets', () => {
  const base = targets();
  const seen = link({kind: 'site', raw: '/about#team', anchor: 'team'});
  assert.deepEqual(checkLinks(page([seen]), base, new Map([...base.anchors, ['/about/', new Set(['team'])]])), []);
  const [problem] = checkLinks(page([seen]), base, new Map([...base.anchors, ['/about/', new Set(['people'])]]));
  assert.equal(problem.reason, 'missing-anchor');
  assert.equal(base.anchors.has('/about/'), false, 'the targets are left as they were');
});
