// Shared setup of the shell's browser tests: the real site or a fixture site built into a temp
// folder and served on loopback, plus small page helpers. Not a test file itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type {Page} from 'playwright-core';
import {buildCommand} from '../../src/commands/build.ts';
import {silentReporter} from '../../src/log.ts';
import {createServer, listen} from '../../src/serve/server.ts';
import {baseSite, makeSite, ROOT} from '../helpers/site.ts';
import {realSite} from '../helpers/real-site.ts';

export const WIDTHS = [1280, 375] as const;
export const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

export interface Served {
  base: string;
  out: string;
  close(): Promise<void>;
}

async function serve(out: string, cleanup: () => void): Promise<Served> {
  const server: http.Server = createServer({outDir: out, host: '127.0.0.1', port: 0});
  const port = await listen(server, '127.0.0.1', 0);
  return {
    base: `http://127.0.0.1:${port}`,
    out,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      cleanup();
    },
  };
}

async function buildAndServe(args: {site: string; out: string; dir: string; cache?: boolean}): Promise<Served> {
  const cleanup = () => fs.rmSync(args.dir, {recursive: true, force: true});
  try {
    await buildCommand({site: args.site, out: args.out, reporter: silentReporter(), cache: args.cache});
    return await serve(args.out, cleanup);
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** Serves the repository's own site (site/), built once per test run. */
export async function serveRealSite(): Promise<Served> {
  return serve((await realSite()).out, () => {});
}

/** Builds a fixture site (the base fixture with `overrides`) and serves it. */
export function serveFixture(overrides: Record<string, string>): Promise<Served> {
  const fixture = makeSite(baseSite(overrides));
  return buildAndServe({site: fixture.site, out: fixture.out, dir: fixture.dir, cache: false});
}

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" fill="#0b84f3"/></svg>';
const LOGO_DARK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" fill="#64b3ff"/></svg>';

const COUNTER = `import {useState} from 'react';
export default function Counter(props: {start?: string}) {
  const [count, setCount] = useState(Number(props.start ?? 0));
  return <button type="button" className="counter" onClick={() => setCount(count + 1)}>Count {count}</button>;
}
`;

export const TABS = ':::tabs{groupId="package-manager"}\n::tab{label="npm" value="npm"}\n\n```bash\nnpm i remotion\n```\n\n::tab{label="yarn" value="yarn"}\n\n```bash\nyarn add remotion\n```\n\n:::\n';

/** The shell fixture: all nine navbar item types, a footer with a dark-mode logo, an announcement
 * bar, a sidebar with foldable (linked and plain) categories, long pages with a TOC, a blog with
 * tags and authors, and an island. */
export const SHELL_FIXTURE: Record<string, string> = {
  'sitegen.config.ts': `export default {
  title: 'Fixture',
  tagline: 'A shell fixture',
  url: 'https://example.com',
  brandUrl: 'https://brand.example.com/kit',
  islands: {counter: 'islands/Counter.tsx'},
  announcementBar: {id: 'bar-1', content: 'Fixture news: <a href="/blog/hello">read it</a>.'},
  navbar: {
    title: 'Fixture',
    logo: {alt: 'Fixture logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', width: 32, height: 32},
    items: [
      {type: 'doc', docId: 'intro', label: 'Docs'},
      {type: 'docSidebar', sidebarId: 'docs', label: 'Guides'},
      {type: 'dropdown', label: 'More', items: [{label: 'Guide two', to: '/docs/guides/two'}, {label: 'Elsewhere', href: 'https://example.org/'}]},
      {label: 'Blog', to: '/blog'},
      {type: 'html', value: '<span class="fixture-html">Hello HTML</span>'},
      {type: 'docsVersion', position: 'right'},
      {type: 'docsVersionDropdown', position: 'right'},
      {type: 'localeDropdown', position: 'right'},
      {type: 'search', position: 'right'},
    ],
  },
  footer: {
    logo: {alt: 'Fixture footer logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', href: '/', width: 32, height: 32},
    links: [{title: 'Community', items: [{label: 'Discord', href: 'https://discord.example.com'}, {label: 'Blog', to: '/blog'}]}],
    copyright: 'Copyright Fixture Inc.',
  },
};
`,
  'sidebars.ts': `export default {docs: [
  'intro',
  {type: 'category', label: 'Guides', items: ['guides/one', 'guides/two']},
  {type: 'category', label: 'Reference', link: 'reference/index', items: ['reference/alpha', 'reference/beta']},
  {type: 'category', label: 'Extras', items: ['extras/tabs', 'extras/island']},
]};
`,
  'static/img/logo.svg': LOGO,
  'static/img/logo-dark.svg': LOGO_DARK,
  'islands/Counter.tsx': COUNTER,
  'pages/index.tsx': 'export default function Home() {\n  return <div className="home"><h1>Fixture home</h1><p><a href="/docs/">Read the docs</a></p></div>;\n}\n',
  'docs/intro.md': longDoc('Intro', '', '/'),
  'docs/guides/one.md': longDoc('Guide one', `See [section 5 of guide two](./two.md#section-5) and [intro](../intro.md).\n\n${TABS}`),
  'docs/guides/two.md': longDoc('Guide two', TABS),
  'docs/reference/index.md': '---\ntitle: Reference\n---\n\nThe reference.\n',
  'docs/reference/alpha.md': '---\ntitle: Alpha\n---\n\nAlpha.\n',
  'docs/reference/beta.md': '---\ntitle: Beta\n---\n\nBeta.\n',
  'docs/extras/tabs.md': `---\ntitle: Tabs\n---\n\n${TABS}\n${TABS}`,
  'docs/extras/island.md': '---\ntitle: Island\n---\n\nA counter:\n\n::island{name="counter" start="2"}\n',
  'blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://example.com/ada\n',
  'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello\nauthors: [ada]\ntags: [news, release]\n---\n\nFirst post.\n\n<!--truncate-->\n\n## More\n\nMore.\n',
};

export const serveShellFixture = () => serveFixture(SHELL_FIXTURE);

/** A markdown page long enough to scroll, with h2/h3 sections for the table of contents. */
export function longDoc(title: string, extra = '', slug?: string): string {
  const sections = Array.from({length: 8}, (_, n) => {
    const para = `Paragraph ${n} of ${title}. `.repeat(30);
    return `## Section ${n}\n\n${para}\n\n### Detail ${n}\n\n${para}\n`;
  }).join('\n');
  return `---\ntitle: ${title}\n${slug ? `slug: ${slug}\n` : ''}---\n\nIntro text of ${title}.\n\n${extra}\n\n${sections}`;
}

export const activeInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: (el?.textContent ?? '').trim(),
      label: el?.getAttribute('aria-label') ?? '',
      className: typeof el?.className === 'string' ? el.className : '',
      href: el?.getAttribute('href') ?? '',
    };
  });

/** Presses Tab until `match` holds for the focused element; fails after `max` presses. */
export async function tabUntil(page: Page, match: (active: Awaited<ReturnType<typeof activeInfo>>) => boolean, max = 80, key = 'Tab') {
  for (let n = 0; n < max; n++) {
    await page.keyboard.press(key);
    const active = await activeInfo(page);
    if (match(active)) return active;
  }
  throw new Error(`focus never matched after ${max} presses of ${key}`);
}

/** Runs axe-core on the page and returns its violations (id and offending nodes). */
export async function axeViolations(page: Page): Promise<{id: string; nodes: string[]}[]> {
  await page.addScriptTag({path: AXE});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(context: Document, options: object): Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe;
    const result = await axe.run(document, {resultTypes: ['violations']});
    return result.violations.map((v) => ({id: v.id, nodes: v.nodes.map((n) => n.target.join(' '))}));
  });
}
