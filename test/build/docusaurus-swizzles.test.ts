// A Docusaurus site's swizzles (src/theme): those with a sitegen counterpart replace it on every
// page (a wrapping Footer over @theme-original, an ejected Logo and NotFound), site code's
// @theme/<Name> is the site's swizzle or sitegen's component in Docusaurus's shape, and swizzles
// with no counterpart warn once each while the build succeeds.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite, makeSite, runCli} from '../helpers/site.ts';
import {DOCUSAURUS_CONFIG, swizzleSite} from '../helpers/swizzle-fixture.ts';

const built = buildSite(swizzleSite());
const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

test('swizzles with no counterpart warn once per file, naming what they would replace, and the build succeeds', () => {
  assert.equal(built.status, 0, built.stderr);
  for (const [file, name] of [['src/theme/DocItem/Footer/index.js', 'DocItem/Footer'], ['src/theme/Root.js', 'Root']]) {
    const warnings = built.stderr.split('\n').filter((line) => line.includes(file));
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0], new RegExp(`swizzles Docusaurus's theme component ${name.replace('/', '\\/')}, which sitegen has no counterpart for`));
  }
  assert.doesNotMatch(built.read('docs/intro.html'), /Was this page helpful/);
  assert.match(built.stdout, /2 warnings/);
});

test('a wrapping Footer swizzle draws the original through @theme-original and its own part, hydrated as an island', () => {
  for (const page of ['index.html', 'docs/intro.html', 'blog/hello.html', '404.html']) {
    const html = built.read(page);
    assert.equal(html.match(/<p class="footer__copyright">Copyright Swizzled<\/p>/g)?.length, 1, `${page}: the original footer, once`);
    assert.match(html, /<div class="island" data-island="swizzle-footer" data-props="[^"]*" style="display:contents"><footer class="footer"[\s\S]*?<\/footer><div class="footer-extra"><button type="button" class="like-button">Liked <!-- -->0<\/button><\/div><\/div>/, page);
    assert.match(html, /"swizzle-footer":"\/assets\/island-swizzle-footer-[A-Z0-9]+\.js"/, `${page}: the island's script is known to the page`);
  }
});

test('an ejected Logo replaces the brand in the navbar and the mobile menu; an ejected NotFound is the 404 page', () => {
  const docs = built.read('docs/intro.html');
  assert.match(docs, /<a title="Swizzled" href="\/" class="brand navbar__brand"><b class="swizzled-logo">Swizzled<!-- --> logo<\/b><\/a>/, 'drawn from useThemeConfig and useDocusaurusContext, with no JS');
  assert.doesNotMatch(docs, /data-island="swizzle-logo"/);
  assert.equal(docs.match(/class="swizzled-logo"/g)?.length, 2, 'navbar and mobile menu');
  assert.doesNotMatch(docs, /brand__title/);
  const notFound = main(built.read('404.html'));
  assert.match(notFound, /<div class="main-wrapper"><p class="layout-banner">Beta site<\/p><div class="swizzled-404"><h1>Page Not Found<\/h1><p>Nothing here, try the docs.<\/p><\/div><\/div>/, "inside the site's Layout swizzle");
  assert.doesNotMatch(notFound, /not-found__code/, "sitegen's 404 text is replaced");
});

test("a page's @theme/Logo and @theme/Layout are the site's swizzles; its @theme/NavbarItem is sitegen's item, drawn from Docusaurus props", () => {
  const home = main(built.read('index.html'));
  assert.match(home, /^<div class="main-wrapper"><p class="layout-banner">Beta site<\/p><div class="home-logo">/, 'the Layout wrapper around the layer\'s Layout');
  assert.match(built.read('index.html'), /<title>Home \| Swizzled<\/title>/, 'the props reach the original');
  assert.match(home, /<div class="home-logo"><a title="Swizzled" href="\/" class="home-logo__link"><b class="swizzled-logo">Swizzled<!-- --> logo<\/b><\/a><\/div>/);
  assert.match(home, /<ul class="home-links"><li><a class="navbar__link" href="\/blog">Read the blog<\/a><\/li><\/ul>/);
});

test('@theme-init is the original too; adding a swizzle rebuilds cached pages and removing it restores the theme', () => {
  const site = makeSite({'sitegen.config.ts': "export default {title: 'T', url: 'https://example.com', footer: {links: [], copyright: 'Copyright T'}};\n", 'src/pages/index.js': 'export default function Home() { return <p>home</p>; }\n'});
  const run = () => runCli(['build', '--site', site.site, '--out', site.out]);
  const read = () => fs.readFileSync(path.join(site.out, 'index.html'), 'utf8');
  assert.equal(run().status, 0);
  assert.doesNotMatch(read(), /before-footer/);
  const swizzle = path.join(site.site, 'src/theme/Footer.tsx');
  fs.mkdirSync(path.dirname(swizzle), {recursive: true});
  fs.writeFileSync(swizzle, "import Footer from '@theme-init/Footer';\nexport default function Wrapped() { return <><p className=\"before-footer\">Hi</p><Footer /></>; }\n");
  const second = run();
  assert.equal(second.status, 0, second.stderr);
  assert.match(read(), /<p class="before-footer">Hi<\/p><footer class="footer"[\s\S]*Copyright T/);
  assert.doesNotMatch(read(), /data-island="swizzle-footer"/, 'a swizzle without browser code ships no JS');
  fs.rmSync(swizzle);
  assert.equal(run().status, 0);
  assert.doesNotMatch(read(), /before-footer/);
});

test('init --from-docusaurus lists each swizzle with no counterpart by file in the notes it writes; the switched site builds', () => {
  const {'sitegen.config.ts': _config, ...rest} = swizzleSite();
  const site = makeSite({...rest, 'docusaurus.config.js': DOCUSAURUS_CONFIG});
  const init = runCli(['init', '--from-docusaurus', site.site]);
  assert.equal(init.status, 0, init.stderr);
  const written = fs.readFileSync(path.join(site.site, 'sitegen.config.ts'), 'utf8');
  for (const file of ['src/theme/DocItem/Footer/index.js', 'src/theme/Root.js']) {
    assert.equal(written.split(`// Swizzled component not used: ${file}: swizzles`).length, 2, `${file} listed once in the written file`);
    assert.equal(init.stdout.split(`Swizzled component not used: ${file}:`).length, 2, `${file} printed once`);
  }
  assert.doesNotMatch(written, /src\/theme\/(Footer|Logo|NotFound)/, 'swizzles sitegen uses are not listed as lost');
  const build = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(build.status, 0, build.stderr);
  assert.match(fs.readFileSync(path.join(site.out, 'docs/intro.html'), 'utf8'), /class="swizzled-logo"/);
});

test("an MDX file's <Admonition> from @theme/Admonition is the site's swizzle; markdown's own ::: admonitions stay sitegen's", () => {
  const docs = main(built.read('docs/intro.html'));
  assert.match(docs, /<div class="admonition-frame">[\s\S]*?Swizzled tip[\s\S]*?<strong>this<\/strong>[\s\S]*?<\/div>/);
  assert.equal(docs.match(/admonition-frame/g)?.length, 1);
  assert.match(docs, /A markdown note/);
});
