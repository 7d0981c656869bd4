import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';
import {resolveLink, type LinkTargets} from '../../../../src/check/links.ts';

test('pathname:/// links are recorded unchecked and get the base URL, not a new tab', () => {
  const page = parse('[PDF](pathname:///files/guide.pdf#page=2) and [app](pathname:///app/)\n');
  assert.deepEqual(page.links.map((l) => [l.kind, l.target, l.anchor]), [['pathname', '/files/guide.pdf', 'page=2'], ['pathname', '/app/', undefined]]);
  assert.doesNotMatch(page.html, /target="_blank"|pathname:/);
  const targets: LinkTargets = {baseUrl: '/base/', routes: new Map(), anchors: new Map(), fileToPath: new Map(), files: new Set(), fileUrls: new Map(), contentRoots: ['docs']};
  assert.deepEqual(resolveLink(page.links[0], {route: '/base/docs/page'}, targets), {href: '/base/files/guide.pdf#page=2'});
  assert.deepEqual(resolveLink(page.links[1], {route: '/base/docs/page'}, targets), {href: '/base/app/'});
});
