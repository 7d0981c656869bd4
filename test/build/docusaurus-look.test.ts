// The look of a site written for Docusaurus: with `infima: true` the theme stylesheet carries the
// Infima layer (templates/styles/infima/) before the site's customCss, the navbar and footer carry
// their Docusaurus style classes, and an icon navbar link (className + aria-label, no label) is an
// empty link named by its aria-label. Without `infima` nothing of the layer is shipped.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite} from '../helpers/site.ts';
import {iconNavbarSite, infimaSite} from '../helpers/docusaurus-look-fixture.ts';

type Built = ReturnType<typeof buildSite>;

function themeCss(built: Built, page = 'index.html'): string {
  const href = /<link rel="stylesheet" href="\/(assets\/theme-[^"]+\.css)"/.exec(built.read(page))?.[1];
  assert.ok(href, 'the page links the theme stylesheet');
  return built.read(href);
}

test('infima: true ships the Infima layer between the theme and the site CSS; navbar and footer styles are classes', () => {
  const built = buildSite(infimaSite());
  assert.equal(built.status, 0, built.stderr);
  const css = themeCss(built);
  const at = (needle: string) => {
    const found = css.replace(/:\s+/g, ':').indexOf(needle);
    assert.ok(found >= 0, `theme CSS has ${needle}`);
    return found;
  };
  // The theme's tokens first, then Infima's names for them, then the site's values.
  assert.ok(at('--c-accent:#0a66c2') < at('--c-accent:var(--ifm-color-primary)'));
  assert.ok(at('--c-accent:var(--ifm-color-primary)') < at('--ifm-color-primary:#1b6e4f'));
  for (const rule of ['.container{', '.row{', '.col--4{', '.text--center{', '.margin-vert--lg{', '.hero--dark{', '.button--lg{', '.card{']) at(rule);
  const home = built.read('index.html');
  assert.match(home, /<header class="navbar navbar--dark"/);
  assert.match(home, /<footer class="footer footer--dark"/);
  assert.match(home, /class="hero hero--dark"/);
  assert.match(home, /class="button button--primary button--lg margin-horiz--sm"/);
});

test('without infima the theme stylesheet has no Infima variable or class; navbar style primary, footer style light', () => {
  const files = infimaSite(false);
  files['sitegen.config.ts'] = files['sitegen.config.ts'].replace("style: 'dark', items", "style: 'primary', items").replace("footer: {style: 'dark'", "footer: {style: 'light'");
  const plain = buildSite(files);
  assert.equal(plain.status, 0, plain.stderr);
  const css = themeCss(plain).replace(/:\s+/g, ':');
  // Only the site's own custom.css, last, speaks of --ifm-*: the theme ignores it.
  const site = css.indexOf(':root{--ifm-color-primary:#1b6e4f');
  assert.ok(site > 0, "the site's custom.css is there");
  for (const infima of [/--ifm-/, /\.container\{/, /\.col--4\{/, /\.hero--dark\{/]) assert.ok(!infima.test(css.slice(0, site)), `no ${infima} in the theme's part`);
  assert.ok(css.includes('.navbar--primary{'), 'a site with a navbar style links the bar styles');
  const none = buildSite({'sitegen.config.ts': "export default {title: 'None', url: 'https://none.example.com'};\n", 'docs/intro.md': '# Intro\n'});
  assert.equal(none.status, 0, none.stderr);
  assert.ok(!themeCss(none, 'docs/intro.html').includes('navbar--'), 'a site without navbar or footer style does not');
  assert.match(plain.read('index.html'), /<header class="navbar navbar--primary"/, 'the navbar style is a class either way');
  assert.match(plain.read('index.html'), /<footer class="footer" /, "footer.style 'light' is the theme's footer");
});

test('an icon navbar link is an empty link named by its aria-label, without the external-link icon', () => {
  const built = buildSite(iconNavbarSite());
  assert.equal(built.status, 0, built.stderr);
  const page = built.read('docs/intro.html');
  const github = /<a class="navbar__link navbar__link--icon header-github-link" href="https:\/\/github.com\/icons\/icons" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"><\/a>/;
  assert.match(page, github);
  assert.match(page, /<a class="navbar__link navbar__link--icon header-chat-link(?: is-active)?" href="\/docs\/intro" aria-label="Chat with the maintainers"[^>]*><\/a>/);
  // The mobile menu lists the same links, named alike.
  assert.match(page, /<a class="menu__link navbar__link--icon header-github-link" href="https:\/\/github.com\/icons\/icons" aria-label="GitHub repository"/);
  assert.match(page, /<a class="navbar__link" href="https:\/\/opencollective.com\/icons"[^>]*>Donate<svg/, 'a labelled link keeps its text and external icon');
});

test('a navbar link with neither label nor aria-label is a config error naming the item', () => {
  const files = iconNavbarSite();
  files['sitegen.config.ts'] = files['sitegen.config.ts'].replace("'aria-label': 'GitHub repository'", "title: 'x'").replace("title: 'x'", '');
  const built = buildSite(files);
  assert.notEqual(built.status, 0);
  assert.match(built.stderr, /sitegen\.config\.ts/);
  assert.match(built.stderr, /navbar\.items\.\d+\.label: a navbar link needs a `label`, or an `aria-label`/);
  assert.equal(fs.existsSync(path.join(built.site.out, 'index.html')), false, 'nothing is written');
});
