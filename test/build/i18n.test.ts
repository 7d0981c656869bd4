// Translated sites in Docusaurus's layout: each locale below /<locale>/, translations replacing
// pages and the rest falling back (marked untranslated), theme texts and config labels from the
// translation files, lang/dir, hreflang and sitemaps, the locale dropdown, search per locale,
// the metadata, `sitegen write-translations`, and config and file errors.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {buildSite, makeSite, runCli} from '../helpers/site.ts';
import {I18N_CONFIG, i18nSite} from '../helpers/i18n-fixture.ts';
import {versionedSite} from '../helpers/versions-fixture.ts';
import type {SearchRecord} from '../../src/shared/search-types.ts';
import {LocalEngine} from '../../src/client/search/local-engine.ts';
import {distinctPages, fileLoader, localSearcher} from '../helpers/relevance.ts';

const build = buildSite;

const text = (html: string) => html.replace(/<!-- -->/g, '');
const site = build(i18nSite());

test('each locale is built below its path; the default locale at the root', () => {
  assert.equal(site.status, 0, site.stderr);
  for (const locale of ['', 'fr/', 'ar/', 'ja/']) {
    for (const file of ['index.html', 'docs/index.html', 'docs/guide.html', 'blog.html', 'search.html', '404.html', 'sitemap.xml']) assert.ok(site.exists(`${locale}${file}`), `${locale}${file}`);
  }
  assert.match(site.read('fr/docs/index.html'), /Lancez l’installateur/);
  assert.match(site.read('docs/index.html'), /Run the installer/);
  assert.ok(!site.exists('fr/robots.txt') && !site.exists('fr/_headers'), 'host files are written once, at the root');
  assert.ok(!site.exists('fr/assets/boot.js') && site.read('fr/docs/index.html').includes('src="/assets/boot-'), 'every locale uses the root\'s scripts');
});

test('a page without a translation falls back to the default language and says so, in the locale\'s words', () => {
  const guide = text(site.read('fr/docs/guide.html'));
  assert.match(guide, /How to use the site/);
  assert.match(guide, /<p class="untranslated-notice" role="note" lang="fr">Cette page n’est pas encore traduite en Français : elle est affichée en English\.<\/p>/);
  assert.match(guide, /<div class="markdown" lang="en">/, 'the untranslated content is marked as English');
  assert.doesNotMatch(site.read('fr/docs/index.html'), /untranslated-notice/);
  assert.match(text(site.read('ar/docs/guide.html')), /untranslated-notice[^>]*>This page has not been translated into العربية yet: it is shown in English\./, 'no code.json: the English notice');
  assert.doesNotMatch(site.read('docs/guide.html'), /untranslated-notice/);
});

test('lang and dir follow the locale: Arabic is right to left', () => {
  assert.match(site.read('docs/index.html'), /<html lang="en" dir="ltr"/);
  assert.match(site.read('fr/docs/index.html'), /<html lang="fr" dir="ltr"/);
  assert.match(site.read('ar/docs/index.html'), /<html lang="ar" dir="rtl"/);
  assert.match(site.read('ja/docs/index.html'), /<html lang="ja" dir="ltr"/);
});

test('theme texts, navbar, footer and sidebar labels come from the locale\'s translation files; English keeps the spec\'s texts', () => {
  const fr = text(site.read('fr/docs/index.html'));
  for (const expected of ['Sur cette page', 'Aller au contenu principal', 'Suivant', '>Documentation<', '>Blogue<', 'Communauté', 'Le forum', 'Les auteurs de Polyglot', 'Les guides', 'title="Langues"']) assert.ok(fr.includes(expected), expected);
  const en = text(site.read('docs/index.html'));
  for (const expected of ['On this page', 'Skip to main content', 'Next', '>Docs<', 'Community', 'Forum', 'Polyglot authors', 'Guides', 'title="Languages"']) assert.ok(en.includes(expected), expected);
  assert.match(text(site.read('ja/docs/index.html')), /On this page/, 'a locale without code.json shows the English texts');
});

test('the locale dropdown lists every language by its own name and leads to the same page in it', () => {
  const links = [...site.read('fr/docs/guide.html').matchAll(/<a class="dropdown__link" href="([^"]+)" lang="([^"]+)" hrefLang="[^"]+">([^<]+)<\/a>/g)].map((m) => `${m[3]} ${m[1]} ${m[2]}`);
  assert.deepEqual(links, ['English /docs/guide en', 'Français /fr/docs/guide fr', 'العربية /ar/docs/guide ar', '日本語 (JA) /ja/docs/guide ja']);
  assert.match(site.read('fr/docs/guide.html'), /title="Langues">Français</, 'the bar shows the language being read');
});

test('hreflang alternates on every page, and each locale\'s sitemap lists the translations of each URL', () => {
  const alternates = [...site.read('ja/docs/guide.html').matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(alternates, [
    'en https://example.com/docs/guide',
    'fr https://example.com/fr/docs/guide',
    'ar https://example.com/ar/docs/guide',
    'ja https://example.com/ja/docs/guide',
    'x-default https://example.com/docs/guide',
  ]);
  const sitemap = site.read('fr/sitemap.xml');
  assert.match(sitemap, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
  assert.match(sitemap, /<loc>https:\/\/example\.com\/fr\/docs\/guide<\/loc><xhtml:link rel="alternate" hreflang="en" href="https:\/\/example\.com\/docs\/guide"\/>/);
  assert.doesNotMatch(site.read('sitemap.xml'), /<loc>https:\/\/example\.com\/fr\//, 'the root sitemap lists the default locale\'s pages');
  assert.equal(site.read('robots.txt').match(/^Sitemap: .*$/gm)?.join('\n'), ['', 'fr/', 'ar/', 'ja/'].map((p) => `Sitemap: https://example.com/${p}sitemap.xml`).join('\n'));
});

test('a translated page\'s link to an untranslated one resolves to that page in the same locale', () => {
  assert.match(site.read('fr/docs/index.html'), /<a href="\/fr\/docs\/guide">guide<\/a>/);
  assert.match(site.read('ar/docs/index.html'), /<a href="\/ar\/docs\/guide">الدليل<\/a>/);
  assert.match(site.read('fr/docs/guide.html'), /<a href="\/fr\/docs\/">the start<\/a>/, 'and the untranslated page leads to the translated one');
});

test('blog: a translated post replaces the original, dates are written in the locale\'s words', () => {
  const post = text(site.read('fr/blog/2024/03/05/hello.html'));
  assert.match(post, /<h1 class="post__title">Bonjour<\/h1>/);
  assert.match(post, /5 mars 2024/);
  assert.match(text(site.read('blog/2024/03/05/hello.html')), /March 5, 2024/);
  assert.match(text(site.read('ja/blog/2024/03/05/hello.html')), /2024年3月5日/);
  assert.match(site.read('ja/blog/2024/03/05/hello.html'), /untranslated-notice/);
});

test('search: each locale has its own index, records carry the language, Japanese text is split into words', async () => {
  const records = (prefix: string) => JSON.parse(site.read(`${prefix}search/records.json`)) as SearchRecord[];
  assert.ok(records('fr/').every((record) => record.language === 'fr'));
  assert.ok(records('fr/').some((record) => record.content?.includes('fromagerie')));
  assert.ok(!records('').some((record) => record.content?.includes('fromagerie')), 'the English index has no French text');
  assert.ok(records('').every((record) => record.language === 'en'));
  const search = async (locale: string, query: string) => distinctPages(await localSearcher(await LocalEngine.open(`/${locale}search/index.json`, fileLoader(site.site.out)))(query));
  assert.deepEqual(await search('ja/', '見出し'), ['/ja/docs/'], 'a word inside the heading 日本語の見出しです finds it');
  assert.deepEqual(await search('fr/', 'fromagerie'), ['/fr/docs/']);
  assert.deepEqual(await search('', 'fromagerie'), []);
});

test('the metadata lists every locale and the one each build is in', () => {
  const meta = (prefix: string) => JSON.parse(site.read(`${prefix}__sitegen/metadata.json`)) as {locale: {defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: Record<string, {label: string; direction: string; htmlLang: string; path: string}>}};
  assert.deepEqual(meta('').locale.locales, ['en', 'fr', 'ar', 'ja']);
  assert.equal(meta('').locale.currentLocale, 'en');
  assert.equal(meta('ar/').locale.currentLocale, 'ar');
  assert.deepEqual(meta('ar/').locale.localeConfigs.ar, {label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar'});
  assert.equal(meta('').locale.localeConfigs.ja.label, '日本語 (JA)');
});

test('social cards: a page in a script the card font cannot draw gets no card of blanks', () => {
  assert.match(site.read('fr/docs/index.html'), /<meta property="og:image" content="https:\/\/example\.com\/fr\/assets\/cards\//);
  assert.doesNotMatch(site.read('ja/docs/index.html'), /og:image/);
});

test('versions and languages together: every version in every locale, translated version labels', () => {
  const both = build(
    versionedSite({
      'sitegen.config.ts': I18N_CONFIG.replace("locales: ['en', 'fr', 'ar', 'ja'],", "locales: ['en', 'fr'],").replace("localeConfigs: {ja: {label: '日本語 (JA)'}},", '').replace(/navbar: \{items: \[[\s\S]*?\]\},/, "navbar: {items: [{type: 'docsVersionDropdown', position: 'right'}, {type: 'localeDropdown', position: 'right'}]},"),
      'i18n/fr/docusaurus-plugin-content-docs/version-2.0/guide.md': '---\ntitle: Guide\n---\n\nComment utiliser la version 2.0.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({'version.label': {message: 'Prochaine'}}),
    }),
  );
  assert.equal(both.status, 0, both.stderr);
  assert.match(both.read('fr/docs/guide.html'), /Comment utiliser la version 2\.0/);
  assert.match(both.read('fr/docs/next/guide.html'), /How to use the next release/);
  assert.match(both.read('fr/docs/1.0/old-api.html'), /untranslated-notice/);
  assert.match(text(both.read('fr/docs/next/guide.html')), /title="Versions">Prochaine</);
  assert.match(text(both.read('docs/next/guide.html')), /title="Versions">Next</);
});

test('write-translations writes every file to fill and keeps the messages a translator wrote', () => {
  const fixture = makeSite(i18nSite());
  const result = runCli(['write-translations', 'fr', '--site', fixture.site]);
  assert.equal(result.status, 0, result.stderr);
  const code = JSON.parse(fs.readFileSync(path.join(fixture.site, 'i18n/fr/code.json'), 'utf8')) as Record<string, {message: string; description?: string}>;
  assert.equal(code['theme.TOCCollapsible.toggleButtonLabel'].message, 'Sur cette page', 'a translation is kept');
  assert.equal(code['homepage.hero'].message, 'A text of the site’s own pages, not the theme’s', 'ids of the site\'s own are kept');
  assert.deepEqual(code['theme.NotFound.title'], {message: 'Page Not Found', description: 'The title of the 404 page'});
  const options = JSON.parse(fs.readFileSync(path.join(fixture.site, 'i18n/fr/docusaurus-plugin-content-blog/options.json'), 'utf8')) as Record<string, {message: string}>;
  assert.equal(options.title.message, 'Blog');
  const again = runCli(['write-translations', 'fr', '--site', fixture.site]);
  assert.match(again.stdout + again.stderr, /every translation file of fr is complete/);
  const unknown = runCli(['write-translations', 'de', '--site', fixture.site]);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /"de" is not one of the site's locales \(en, fr, ar, ja\)/);
});

test('config mistakes are listed together, naming the config file', () => {
  const bad = build(i18nSite({'sitegen.config.ts': I18N_CONFIG.replace("defaultLocale: 'en',", "defaultLocale: 'de',").replace("localeConfigs: {ja: {label: '日本語 (JA)'}}", "localeConfigs: {es: {label: 'Español'}}")}));
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /sitegen\.config\.ts/);
  assert.match(bad.stderr, /i18n\.defaultLocale "de" is not one of i18n\.locales \(en, fr, ar, ja\)/);
  assert.match(bad.stderr, /i18n\.localeConfigs has "es", which is not one of i18n\.locales/);
});

test('a translation file that is not valid JSON fails the build naming the file and line, and leaves the last output as it was', () => {
  const fixture = makeSite(i18nSite());
  assert.equal(runCli(['build', '--site', fixture.site, '--out', fixture.out]).status, 0);
  const before = fs.readFileSync(path.join(fixture.out, 'fr/docs/index.html'), 'utf8');
  fs.writeFileSync(path.join(fixture.site, 'i18n/fr/code.json'), '{\n  "theme.docs.paginator.next": {"message": "Suivant"},\n  "theme.docs.paginator.previous": {"message": }\n}\n');
  const failed = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.notEqual(failed.status, 0);
  assert.match(failed.stderr, /i18n\/fr\/code\.json:3/);
  assert.equal(fs.readFileSync(path.join(fixture.out, 'fr/docs/index.html'), 'utf8'), before);
  fs.writeFileSync(path.join(fixture.site, 'i18n/fr/code.json'), JSON.stringify({'theme.docs.paginator.next': {description: 'no message'}}));
  const noMessage = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.notEqual(noMessage.status, 0);
  assert.match(noMessage.stderr, /"theme\.docs\.paginator\.next" has no "message" string/);
});

test('texts markdown puts into content and the browser\'s texts are in the page\'s language; English pages carry none', () => {
  const fr = site.read('fr/docs/index.html');
  assert.match(fr, /<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copier<\/button>/);
  assert.match(fr, /class="hash-link" href="#installation" aria-label="Lien direct vers Installation"/);
  const data = (html: string) => JSON.parse(/<script type="application\/json" id="sitegen-data">([^<]*)<\/script>/.exec(html)![1]) as {messages?: Record<string, string>};
  assert.deepEqual(data(fr).messages, {
    'theme.SearchBar.placeholder': 'Rechercher',
    'theme.CodeBlock.copy': 'Copier',
    'theme.CodeBlock.copied': 'Copié',
    'theme.SearchModal.noRecent': 'Aucune recherche récente',
    'theme.SearchModal.noResults': 'Aucun résultat pour « {query} »',
  });
  assert.equal(data(site.read('docs/index.html')).messages, undefined);
  assert.match(site.read('docs/index.html'), /aria-label="Direct link to Install"/);
  assert.match(site.read('fr/search.html'), /&quot;texts&quot;:\{&quot;placeholder&quot;:&quot;Rechercher&quot;/, 'the search page\'s island gets its form texts from the server');
  assert.match(site.read('fr/search.html'), /placeholder="Rechercher"/);
});

test('French feeds showed the English code-block buttons ("Copy") and heading links where the French pages show French ones', () => {
  for (const feed of ['fr/blog/rss.xml', 'fr/blog/atom.xml', 'fr/blog/feed.json']) {
    const content = site.read(feed).replace(/\\"/g, '"');
    assert.match(content, /class="copy-button" aria-label="Copy code to clipboard">Copier<\/button>/, feed);
    assert.doesNotMatch(content, />Copy<\/button>/, feed);
    assert.match(content, /class="hash-link" href="https:\/\/example\.com\/fr\/blog\/2024\/03\/05\/hello#la-suite" aria-label="Lien direct vers La suite"/, feed);
  }
  assert.match(site.read('fr/blog/2024/03/05/hello.html'), />Copier<\/button>/, 'as the post\'s page has it');
});

test('a French feed follows an edit of the French code-block text in a warm build', () => {
  const fixture = makeSite(i18nSite());
  assert.equal(runCli(['build', '--site', fixture.site, '--out', fixture.out]).status, 0);
  const codeJson = path.join(fixture.site, 'i18n/fr/code.json');
  fs.writeFileSync(codeJson, fs.readFileSync(codeJson, 'utf8').replace('"Copier"', '"Copiez"'));
  assert.equal(runCli(['build', '--site', fixture.site, '--out', fixture.out]).status, 0);
  assert.match(fs.readFileSync(path.join(fixture.out, 'fr/blog/rss.xml'), 'utf8'), />Copiez<\/button>/);
});

test('every page of every locale is valid HTML (W3C Nu validator)', () => {
  const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
  const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'text', '--skip-non-html', site.site.out], {encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
});
