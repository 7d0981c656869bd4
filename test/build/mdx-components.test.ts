// A site's own components in MDX: rendered on the server with their props; hydrated in the
// browser only when they are interactive; a component with children shows the children.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {makeSite, runCli} from '../helpers/site.ts';

const PAGE = `---
title: Components
---
import Badge from '@site/src/components/Badge';
import Counter from './Counter';

<Badge label="New" count={3} />

<Counter start={2} />

<Badge label="wrapped">

Children *shown*.

</Badge>
`;

test('site components imported by MDX render on the server; only interactive ones get an island chunk', () => {
  const site = makeSite({
    'sitegen.config.ts': "export default {title: 'Components', url: 'https://example.com'};\n",
    'docs/page.mdx': PAGE,
    'src/components/Badge.tsx': 'export default function Badge({label, count}: {label: string; count?: number}) {\n  return <span className="badge">{label}{count ? ` (${count})` : null}</span>;\n}\n',
    'docs/Counter.tsx': "import {useState} from 'react';\nexport default function Counter({start}: {start: number}) {\n  const [n, setN] = useState(start);\n  return <button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n}</button>;\n}\n",
  });
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(result.status, 0, result.stderr);
  const html = fs.readFileSync(path.join(site.out, 'docs/page.html'), 'utf8');
  assert.match(html, /<span class="badge">New \(3\)<\/span>/, 'static: plain server HTML');
  assert.doesNotMatch(html, /data-island="mdx-src-components-badge"/);
  assert.match(html, /<div class="island" data-island="mdx-docs-counter" data-props="\{&quot;start&quot;:2\}"><button type="button">Clicked <!-- -->2<\/button><\/div>/);
  const assets = fs.readdirSync(path.join(site.out, 'assets'));
  assert.ok(assets.some((file) => file.startsWith('island-mdx-docs-counter')), 'the interactive one ships to the browser');
  assert.ok(!assets.some((file) => file.startsWith('island-mdx-src-components-badge')), 'the static one does not');
  assert.match(html, /<p>Children <em>shown<\/em>.<\/p>/);
  assert.match(result.stderr, /docs\/page\.mdx:11: <Badge> \(from '@site\/src\/components\/Badge'\) has children/);
});

test('a site component imported by name (not the default export) was rendered as the default export; it is reported instead', () => {
  const site = makeSite({
    'sitegen.config.ts': "export default {title: 'Components', url: 'https://example.com'};\n",
    'docs/page.mdx': "---\ntitle: Named\n---\nimport {Chart} from '@site/src/components/Charts';\n\n<Chart />\n\nText.\n",
    'src/components/Charts.tsx': 'export function Chart() {\n  return <b>chart</b>;\n}\nexport default function Other() {\n  return <i>other</i>;\n}\n',
  });
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(result.status, 0, result.stderr);
  const html = fs.readFileSync(path.join(site.out, 'docs/page.html'), 'utf8');
  assert.doesNotMatch(html, /<i>other<\/i>/);
  assert.match(result.stderr, /docs\/page\.mdx:6: <Chart> \(from '@site\/src\/components\/Charts'\) is not a component sitegen renders/);
});
