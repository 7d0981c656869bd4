// A small docs site for the search browser tests: two categories (one with more than five pages
// about rendering, so groups get cut at five and the /search page has a second page of hits), API
// pages (one with a camelCase name), a blog post, and a search config for either provider.
import {makeSite} from './site.ts';

export const MISSING_RESULTS_URL = 'https://example.com/issues/new?title={query}';

function guide(n: number): string {
  return `---
title: Render guide ${n}
---

How to render a video, part ${n}. Rendering takes a composition and writes frames.

## Render options ${n}

The render command accepts a codec, a quality setting and an output path for rendering.

## Troubleshooting ${n}

When a render fails, check the browser logs and render again with verbose logging.
`;
}

export function searchSite(search: string) {
  const guides = Array.from({length: 8}, (_, i) => i + 1);
  return makeSite({
    'sitegen.config.ts': `export default {
  title: 'Fixture',
  url: 'https://example.com',
  navbar: {title: 'Fixture', items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {type: 'search', position: 'right'}]},
  search: ${search},
};
`,
    'sidebars.ts': `export default {docs: ['intro', {type: 'category', label: 'Guides', items: [${guides.map((n) => `'guides/render-${n}'`).join(', ')}]}, {type: 'category', label: 'API', items: ['api/interpolate', 'api/spring', 'api/use-current-frame']}]};\n`,
    'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nWelcome to the fixture docs.\n\n## Setup\n\nInstall the package.\n',
    ...Object.fromEntries(guides.map((n) => [`docs/guides/render-${n}.md`, guide(n)])),
    'docs/api/interpolate.md': '---\ntitle: interpolate()\n---\n\nMaps a value from one range to another range, with `<b>clamping</b>` & easing.\n\n## Parameters\n\nThe input value and the input range.\n',
    'docs/api/spring.md': '---\ntitle: spring()\n---\n\nA physics based animation primitive.\n\n## Config\n\nMass, damping and stiffness.\n',
    'docs/api/use-current-frame.md': '---\ntitle: useCurrentFrame()\n---\n\nReturns the frame the composition is at, so every animation can be computed from it.\n',
    'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello render\n---\n\nOur first post about rendering videos.\n',
  });
}

export const LOCAL_SEARCH = `{provider: 'local', missingResultsUrl: '${MISSING_RESULTS_URL}'}`;

export function algoliaSearch(hosts: string[]): string {
  return `{provider: 'algolia', appId: 'FIXTUREAPP', apiKey: 'public-search-key', indexName: 'fixture', hosts: ${JSON.stringify(hosts)}, missingResultsUrl: '${MISSING_RESULTS_URL}'}`;
}
