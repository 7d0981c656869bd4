// The GitHub Pages layout: a project site lives under /<repository>/, so it is built with that
// base URL. Served by a stand-in with Pages' rules (`/a` → a.html or a/index.html, the root
// 404.html for anything missing, files and folders starting with `_` dropped by Jekyll unless
// the site has .nojekyll), every link, asset, feed, card and the metadata page must answer.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';
import {scanHtml} from '../../src/html/scan.ts';
import {listen} from '../../src/serve/server.ts';

const BASE = '/my-repo/';
const fixture = makeSite(
  baseSite({
    'sitegen.config.ts': `export default {
      title: 'Fixture', tagline: 'On Pages', url: 'https://acme.github.io', baseUrl: '${BASE}', favicon: '/img/logo.svg',
      navbar: {logo: {alt: 'Logo', src: '/img/logo.svg'}, items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {label: 'Blog', to: '/blog'}, {type: 'search', position: 'right'}]},
      redirects: [{from: '/old', to: '/docs/guides/one'}],
    };\n`,
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>',
    'pages/index.tsx': 'export default function Home() { return <p>Read <a href="/docs/">the docs</a>.</p>; }\n',
  }),
);

/** GitHub Pages' way of finding a file, as far as a static site sees it. */
function pagesServer(root: string): http.Server {
  const jekyll = !fs.existsSync(path.join(root, '.nojekyll'));
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const notFound = () => res.writeHead(404, {'Content-Type': 'text/html'}).end(fs.readFileSync(path.join(root, '404.html')));
    if (!pathname.startsWith(BASE)) return notFound();
    const inside = pathname.slice(BASE.length);
    if (jekyll && inside.split('/').some((segment) => segment.startsWith('_'))) return notFound();
    const candidates = inside === '' || inside.endsWith('/') ? [`${inside}index.html`] : [inside, `${inside}.html`, `${inside}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return res.writeHead(200).end(fs.readFileSync(file));
    }
    notFound();
  });
}

let server: http.Server;
let origin = '';
before(async () => {
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  server = pagesServer(fixture.out);
  origin = `http://127.0.0.1:${await listen(server, '127.0.0.1', 0)}`;
});
after(() => {
  server?.close();
  fs.rmSync(fixture.dir, {recursive: true, force: true});
});

test('every page, asset, feed, card and link of the site answers under the repository path', async () => {
  const start = [BASE, `${BASE}docs/`, `${BASE}blog`, `${BASE}blog/hello`, `${BASE}__sitegen/`, `${BASE}old`];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(origin + url);
    assert.equal(response.status, 200, `${url} answers`);
    if (!(response.headers.get('content-type') ?? 'text/html').includes('html') || /\.(xml|json|png|svg|js|css|txt|md)$/.test(url)) continue;
    const html = await response.text();
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    const links = [...scanHtml(html).urls, ...(image ? [{value: image, attribute: 'content'}] : [])];
    for (const link of links) {
      const target = new URL(link.value, origin + url);
      if (target.origin === 'https://acme.github.io') {
        // Absolute URLs (canonical, og:image, feed entries) point at the same files.
        assert.ok(target.pathname.startsWith(BASE), `${link.value} on ${url} keeps the repository path`);
        queue.push(target.pathname);
      } else if (target.origin === origin && link.attribute !== 'action') {
        queue.push(target.pathname);
      }
    }
  }
  assert.ok(seen.size > 20, `${seen.size} URLs checked: ${[...seen].join(' ')}`);
  for (const url of [`${BASE}blog/rss.xml`, `${BASE}__sitegen/metadata.json`, `${BASE}llms.txt`, `${BASE}docs/guides/one.md`]) assert.ok(seen.has(url) || (await fetch(origin + url)).status === 200, url);
  assert.ok([...seen].some((url) => url.startsWith(`${BASE}assets/cards/`)), 'the cards were reached through og:image');
});

test('without .nojekyll, Pages would drop the metadata page: the build writes it', async () => {
  assert.ok(fs.existsSync(path.join(fixture.out, '.nojekyll')));
  const rss = await (await fetch(`${origin}${BASE}blog/rss.xml`)).text();
  assert.match(rss, /<link>https:\/\/acme\.github\.io\/my-repo\/blog\/hello<\/link>/);
  const sitemap = await (await fetch(`${origin}${BASE}sitemap.xml`)).text();
  assert.match(sitemap, /<loc>https:\/\/acme\.github\.io\/my-repo\/docs\/guides\/one<\/loc>/);
  const missing = await fetch(`${origin}${BASE}no/such/page`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page Not Found/);
});

test('the GitHub Pages workflow builds with sitegen build and checks links', () => {
  const workflow = fs.readFileSync(path.join(import.meta.dirname, '../../.github/workflows/deploy.yml'), 'utf8');
  assert.match(workflow, /npx sitegen build --site \.\/site --out \.\/dist/);
  assert.match(workflow, /npx sitegen check-links --out \.\/dist/);
  assert.match(workflow, /actions\/upload-pages-artifact@v\d+[\s\S]*path: \.\/dist/);
  assert.match(workflow, /actions\/deploy-pages@v\d+/);
});
