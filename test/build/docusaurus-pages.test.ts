// A Docusaurus site's src/pages: routed as Docusaurus routes them, rendered with React on the
// server through the Docusaurus layer (src/compat/docusaurus), with CSS modules and Sass; what the
// layer cannot serve warns with file and line and shows a placeholder; React 19 sites use theirs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {buildSite, makeSite, ROOT, runCli} from '../helpers/site.ts';
import {scopedClassName} from '../../src/compat/docusaurus/css-modules.ts';

const CONFIG = "export default {title: 'Dino', tagline: 'Roar', url: 'https://example.com', customFields: {answer: 42}};\n";
const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

test('src/pages routes as Docusaurus: index files, nested folders, markdown pages; _ files, tests and stylesheets are not pages', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.js': "export default function Home() { return <p>home</p>; }\n",
    'src/pages/help/index.jsx': "export default function Help() { return <p>help</p>; }\n",
    'src/pages/team/people.tsx': "export default function People() { return <p>people</p>; }\n",
    'src/pages/about.ts': "import {createElement} from 'react';\nexport default function About() { return createElement('p', null, 'about'); }\n",
    'src/pages/notes.md': '---\ntitle: Release notes\ndescription: What changed\n---\n# Notes\n\nSee [help](/help).\n',
    'src/pages/guide/start.mdx': "---\ntitle: Start here\nwrapperClassName: start-page\n---\nimport Badge from '@site/src/components/Badge';\n\nStart **now**. <Badge label=\"new\" />\n",
    'src/components/Badge.jsx': 'export default function Badge({label}) { return <span className="badge">{label}</span>; }\n',
    'src/pages/_private.jsx': 'export default function P() { return <p>private</p>; }\n',
    'src/pages/_parts/Card.jsx': 'export default function Card() { return <p>card</p>; }\n',
    'src/pages/home.test.js': "test('x', () => {});\n",
    'src/pages/styles.module.css': '.a { color: red; }\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.match(main(built.read('index.html')), /<p>home<\/p>/);
  assert.match(main(built.read('help/index.html')), /<p>help<\/p>/);
  assert.match(built.read('help/index.html'), /<title>Dino<\/title>/, 'a page that sets no title has the site\'s');
  assert.match(main(built.read('team/people.html')), /<p>people<\/p>/);
  assert.match(main(built.read('about.html')), /<p>about<\/p>/);
  const notes = built.read('notes.html');
  assert.match(notes, /<title>Release notes \| Dino<\/title>/);
  assert.match(notes, /<meta name="description" content="What changed">/);
  assert.match(main(notes), /<h1>Notes<\/h1>[\s\S]*<a href="\/help\/">help<\/a>/);
  const start = built.read('guide/start.html');
  assert.match(start, /<title>Start here \| Dino<\/title>/);
  assert.match(main(start), /class="markdown markdown-page start-page"[\s\S]*<strong>now<\/strong>. <span class="badge">new<\/span>/, 'an MDX page renders the site components it imports');
  assert.doesNotMatch(main(start), /<h1>/, 'front matter title alone names the page, as in Docusaurus');
  for (const gone of ['_private.html', '_parts/Card.html', 'home.test.html', 'styles.module.html']) assert.equal(built.exists(gone), false, gone);
});

const HOME = `import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import Details from '@theme/Details';
import ThemedImage from '@theme/ThemedImage';
import MDXComponents from '@theme/MDXComponents';
import {useColorMode} from '@docusaurus/theme-common';
import clsx from 'clsx';
import Interpolate from '@docusaurus/Interpolate';
import useGlobalData from '@docusaurus/useGlobalData';
import generatedConfig from '@generated/docusaurus.config';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const {colorMode} = useColorMode();
  const browser = useIsBrowser();
  return (
    <Layout title="Welcome" description="All of the layer">
      <Head><meta name="robots" content="noarchive" /></Head>
      <Heading as="h2" id="intro">{siteConfig.title} says {siteConfig.tagline} {String(siteConfig.customFields.answer)}</Heading>
      <Link to="/help" className={clsx('button', {active: true})}>Help</Link>
      <Link to="pathname:///raw/file.html">Raw</Link>
      <Link to="pathname:///made/by/another/tool/">Other tool</Link>
      <img src={useBaseUrl('/img/logo.svg')} alt="Logo" />
      <img src={withBaseUrl('/img/logo.svg')} alt="Logo again" />
      <Admonition type="warning" title="Mind">Careful</Admonition>
      <CodeBlock language="js" title="hello.js">{'const a = 1;\\nconsole.log(a);'}</CodeBlock>
      <Tabs groupId="pm"><TabItem value="npm" label="npm">npm i</TabItem><TabItem value="yarn" label="Yarn" default>yarn add</TabItem></Tabs>
      <BrowserOnly fallback={<span id="fallback">server</span>}>{() => <span>browser</span>}</BrowserOnly>
      <p id="env">{String(ExecutionEnvironment.canUseDOM)} {String(isInternalUrl('/a'))} {String(browser)} {colorMode} {useLocation().pathname}</p>
      <p id="t"><Translate values={{n: 3}}>{'You have {n} ideas'}</Translate> {translate({message: 'Bye {who}'}, {who: 'all'})}</p>
      <Details summary="More">Hidden text</Details>
      <ThemedImage alt="Mode" sources={{light: '/img/logo.svg', dark: '/img/logo.svg'}} />
      <MDXComponents.h3 id="from-mdx">From MDX components</MDXComponents.h3>
      <MDXPre><MDXCode className="language-ts">{'let fromMdx = 1;'}</MDXCode></MDXPre>
      <MDXUl><MDXLi><MDXCode>inline</MDXCode></MDXLi></MDXUl>
      <p id="i"><Interpolate values={{b: <b>bold</b>}}>{'Some {b} text'}</Interpolate> {Object.keys(useGlobalData()).length} {generatedConfig.title}</p>
    </Layout>
  );
}
`;

test('every module of the Docusaurus layer renders on the server', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': HOME,
    'src/pages/help.jsx': 'export default () => <p>help</p>;\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'static/raw/file.html': '<p>raw</p>',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.doesNotMatch(built.stderr, /placeholder/);
  const html = built.read('index.html');
  // A hydrated page's text has React's separators between its parts.
  const body = main(html).replaceAll('<!-- -->', '');
  assert.match(html, /<meta name="description" content="All of the layer">/);
  assert.match(html, /<title>Welcome \| Dino<\/title>/, 'the home page too is named as Docusaurus names it');
  assert.match(html, /<meta name="robots" content="noarchive"\/>/);
  assert.match(body, /<h2 id="intro">Dino says Roar 42 <a class="hash-link" href="#intro"/);
  assert.match(body, /<a href="\/help" class="button active">Help<\/a>/);
  assert.match(body, /<a data-chrome="" href="\/raw\/file.html">Raw<\/a>/);
  assert.match(body, /<a data-chrome="" href="\/made\/by\/another\/tool\/">Other tool<\/a>/, 'a pathname:// link is not checked, as in Docusaurus');
  assert.match(body, /<img src="\/img\/logo.svg" alt="Logo"\/><img src="\/img\/logo.svg" alt="Logo again"\/>/);
  assert.match(body, /<div class="admonition admonition--warning"><p class="admonition__title">Mind<\/p>Careful<\/div>/);
  assert.match(body, /<div class="code-block" data-lang="js" role="group" aria-label="hello.js"><div class="code-block__title">hello.js<\/div>[\s\S]*<span class="line">/);
  assert.match(body, /<div class="tabs" data-group-id="pm"><div class="tabs__list" role="tablist"><button[^>]*aria-selected="false"[^>]*>npm<\/button><button[^>]*aria-selected="true"[^>]*>Yarn<\/button>/);
  assert.match(body, /<span id="fallback">server<\/span>/);
  assert.match(body, /<p id="env">false true false light \/<\/p>/);
  assert.match(body, /<p id="t">You have 3 ideas Bye all<\/p>/);
  assert.match(body, /<details class="details"><summary>More<\/summary><div class="details__body">Hidden text<\/div><\/details>/);
  assert.match(body, /class="themed-image themed-image--light"[\s\S]*class="themed-image themed-image--dark"/);
  assert.match(body, /<h3 id="from-mdx">From MDX components/);
  assert.match(body, /<div class="code-block" data-lang="ts"[\s\S]*fromMdx/);
  assert.match(body, /<ul><li><code>inline<\/code><\/li><\/ul>/);
  assert.match(body, /<p id="i">Some <b>bold<\/b> text 0 Dino<\/p>/);
  // The page uses browser-only code: it is hydrated whole, as an island with its own chunk.
  assert.match(body, /<div class="island" data-island="page-index" data-props="\{\}">/);
  assert.ok(fs.readdirSync(path.join(built.site.out, 'assets')).some((file) => file.startsWith('island-page-index-')));
});

test('a static page ships no JS; CSS modules, Sass and customCss Sass are styled with deterministic names', () => {
  const files = {
    'sitegen.config.ts': "export default {title: 'Dino', url: 'https://example.com', customCss: ['src/css/custom.scss']};\n",
    'src/pages/index.jsx': "import styles from './index.module.css';\nimport './global.scss';\nimport local from './local.module.scss';\nexport default function Home() { return <header className={styles.hero}><p className={local.note}>hi</p></header>; }\n",
    'src/pages/index.module.css': '.hero { padding: 2rem; }\n',
    'src/pages/local.module.scss': '$gap: 3px;\n.note { margin: $gap; }\n',
    'src/pages/global.scss': '@use "vars";\n.brand { color: vars.$brand; }\n',
    'src/pages/_vars.scss': '$brand: #25c2a0;\n',
    'src/css/custom.scss': ':root { $p: #123456; --ifm-color-primary: #{$p}; }\n',
  };
  const built = buildSite(files);
  assert.equal(built.status, 0, built.stderr);
  const html = built.read('index.html');
  const hero = scopedClassName('src/pages/index.module.css', 'hero');
  const note = scopedClassName('src/pages/local.module.scss', 'note');
  assert.match(main(html), new RegExp(`<header class="${hero}"><p class="${note}">hi</p></header>`));
  assert.doesNotMatch(main(html), /data-island/);
  const assets = fs.readdirSync(path.join(built.site.out, 'assets'));
  assert.ok(!assets.some((file) => file.startsWith('island-page')), 'a static page has no chunk');
  const siteCss = /<link rel="stylesheet" href="\/assets\/(site-[0-9a-f]+\.css)">/.exec(html)?.[1];
  assert.ok(siteCss, 'the stylesheet of the pages is linked');
  const css = built.read(`assets/${siteCss}`);
  assert.ok(css.includes(`.${hero} { padding: 2rem; }`));
  assert.match(css, new RegExp(`\\.${note} \\{\\s*margin: 3px;`));
  assert.match(css, /\.brand \{\s*color: #25c2a0;/);
  const theme = built.read(/href="\/(assets\/theme-[^"]+\.css)"/.exec(html)![1]);
  assert.match(theme, /--ifm-color-primary: ?#123456/);
  // The same site built again elsewhere names everything the same.
  const again = buildSite(files);
  assert.equal(again.read(`assets/${siteCss}`), css);
});

test('a stylesheet error fails the build naming the file and line; the output is left as it was', () => {
  const site = makeSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import styles from './index.module.scss';\nexport default () => <p className={styles.a}>x</p>;\n",
    'src/pages/index.module.scss': '.a {\n  color: $undefined-variable;\n}\n',
  });
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /src\/pages\/index\.module\.scss:2: Undefined variable/);
  assert.equal(fs.existsSync(site.out), false);
});

test('an import outside the layer, or of a package the site lacks, warns with file and line and renders a placeholder', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import Layout from '@theme/Layout';\nimport Ideal from '@docusaurus/plugin-ideal-image';\nimport GitHubButton, {Star} from 'react-github-btn';\nexport default function Home() {\n  return <Layout><Ideal img=\"x.png\" /><GitHubButton href=\"x\">Star</GitHubButton><Star /><p>after</p></Layout>;\n}\n",
  });
  assert.equal(built.status, 0, built.stderr);
  assert.match(built.stderr, /src\/pages\/index\.jsx:2: imports @docusaurus\/plugin-ideal-image, which sitegen's Docusaurus layer does not provide; it renders as a placeholder/);
  assert.match(built.stderr, /src\/pages\/index\.jsx:3: imports react-github-btn, which is not installed/);
  const body = main(built.read('index.html'));
  assert.match(body, /<div class="sitegen-missing" role="note" data-missing="@docusaurus\/plugin-ideal-image">@docusaurus\/plugin-ideal-image is not available in sitegen<\/div>/);
  assert.equal(body.match(/data-missing="react-github-btn"/g)?.length, 2);
  assert.match(body, /<p>after<\/p>/);
});

test('packages in the site\'s node_modules render on its pages: CommonJS requiring React (was: "Dynamic require of react"), and ES modules', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import Cjs from 'cjs-widget';\nimport {Esm} from 'esm-widget';\nexport default () => <div><Cjs /><Esm /></div>;\n",
    'node_modules/cjs-widget/package.json': '{"name": "cjs-widget", "main": "index.js"}',
    'node_modules/cjs-widget/index.js': "const React = require('react');\nmodule.exports = function Cjs() { return React.createElement('b', null, 'from cjs'); };\n",
    'node_modules/esm-widget/package.json': '{"name": "esm-widget", "type": "module", "exports": {".": "./index.js"}}',
    'node_modules/esm-widget/index.js': "import {createElement} from 'react';\nexport function Esm() { return createElement('i', null, 'from esm'); }\n",
  });
  assert.equal(built.status, 0, built.stderr);
  assert.match(main(built.read('index.html')), /<div><b>from cjs<\/b><i>from esm<\/i><\/div>/);
});

test('images site code imports: an SVG is an inline component, other images their URL (static/ in place, others hashed in assets/)', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('latin1');
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import Logo from '@site/static/img/logo.svg';\nimport shot from './shot.png';\nconst hero = require('@site/static/img/hero.png').default;\nexport default () => <div><Logo className=\"logo\" role=\"img\" title=\"Dino\" /><img src={shot} alt=\"Shot\" /><img src={hero} alt=\"Hero\" /></div>;\n",
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2"><circle cx="5" cy="5" r="4"/></svg>',
    'static/img/hero.png': png,
    'src/pages/shot.png': png,
  });
  assert.equal(built.status, 0, built.stderr);
  const body = main(built.read('index.html'));
  assert.match(body, /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10" stroke-width="2" class="logo" role="img"><title>Dino<\/title><circle cx="5" cy="5" r="4"\/><\/svg>/);
  const shot = /<img src="\/(assets\/shot-[0-9a-f]{8}\.png)" alt="Shot"\/>/.exec(body)?.[1];
  assert.ok(shot, body);
  assert.ok(built.exists(shot), 'the imported image is written');
  assert.match(body, /<img src="\/img\/hero.png" alt="Hero"\/>/);
});

/** react@19 and react-dom@19, installed once into sitegen's cache folder (undefined: not in the registry). */
function react19(): string | undefined {
  const dir = path.join(ROOT, 'node_modules/.cache/sitegen-test-react19');
  if (fs.existsSync(path.join(dir, 'node_modules/react-dom/package.json'))) return path.join(dir, 'node_modules');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private": true}\n');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', 'react@19', 'react-dom@19'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 ? path.join(dir, 'node_modules') : undefined;
}

test('a site with its own React 19 renders and hydrates with it: one React on the server and in the browser', (t) => {
  const modules = react19();
  if (!modules) return t.skip('react@19 could not be installed from the registry');
  const site = makeSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import {useState, version} from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  const [n, setN] = useState(1);\n  return <Layout title=\"R\"><button type=\"button\" onClick={() => setN(n + 1)}>React {version} {n}</button></Layout>;\n}\n",
  });
  fs.symlinkSync(modules, path.join(site.site, 'node_modules'));
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(result.status, 0, result.stderr);
  const html = fs.readFileSync(path.join(site.out, 'index.html'), 'utf8');
  assert.match(main(html), /<button type="button">React <!-- -->19\.\d+\.\d+<!-- --> <!-- -->1<\/button>/, 'the server rendered with React 19');
  const scripts = fs.readdirSync(path.join(site.out, 'assets')).filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(site.out, 'assets', file), 'utf8')).join('\n');
  const own = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/react/package.json'), 'utf8')).version as string;
  assert.match(scripts, /"19\.\d+\.\d+"/, 'the browser gets React 19');
  assert.ok(!scripts.includes(`"${own}"`), `and not sitegen's React ${own}`);
});

/** A real port set's website (src/, static/, data/) with a hand-written config, in a temp folder. */
function portWebsite(set: string, config: string): {site: string; out: string} | undefined {
  const from = path.join(ROOT, '../shared/port', set, 'website');
  if (!fs.existsSync(from)) return undefined;
  const {site, out} = makeSite({'sitegen.config.ts': config});
  for (const folder of ['src', 'static', 'data']) if (fs.existsSync(path.join(from, folder))) fs.cpSync(path.join(from, folder), path.join(site, folder), {recursive: true});
  return {site, out};
}

test('the real port websites\' src/pages render with no edit (their npm packages absent: placeholders)', async (t) => {
  const YAML = (await import('yaml')).default;
  const data = (name: string) => YAML.parse(fs.readFileSync(path.join(ROOT, '../shared/port/prettier/website/data', name), 'utf8'));
  const prettier = portWebsite('prettier', `export default ${JSON.stringify({
    title: 'Prettier', tagline: 'Opinionated Code Formatter', url: 'https://prettier.io', customCss: ['src/css/custom.css'], docs: {path: 'docs'},
    onBrokenLinks: 'warn', onBrokenImages: 'warn',
    customFields: {users: data('users.yml'), editors: data('editors.yml'), supportedLanguages: data('languages.yml'), githubUrl: 'https://github.com/prettier/prettier', tideliftUrl: 'https://tidelift.com/'},
  })};\n`);
  const metro = portWebsite('metro', "export default {title: 'Metro', tagline: 'The JavaScript bundler for React Native', url: 'https://metrobundler.dev', customCss: ['src/css/custom.scss'], onBrokenLinks: 'warn', onBrokenImages: 'warn'};\n");
  if (!prettier || !metro) return t.skip('../shared/port is not here');
  for (const [name, site, expect] of [
    ['prettier', prettier, {home: /<h2>What is Prettier\?<\/h2>/, pages: ['users/index.html', 'help/index.html'], missing: ['@sandhose/prettier-animated-logo', 'react-markdown']}],
    ['metro', metro, {home: /<h1 class="hero__title">Metro<\/h1>/, pages: ['help/index.html'], missing: ['react-github-btn']}],
  ] as const) {
    const result = runCli(['build', '--site', site.site, '--out', site.out]);
    assert.equal(result.status, 0, `${name}: ${result.stderr}`);
    const home = fs.readFileSync(path.join(site.out, 'index.html'), 'utf8');
    assert.match(home, expect.home, name);
    assert.match(home, /class="[^"]*heroBanner_[0-9a-f]{6}/, `${name}: CSS module classes`);
    assert.match(home, /<link rel="stylesheet" href="\/assets\/site-[0-9a-f]+\.css">/, name);
    for (const page of expect.pages) assert.ok(fs.existsSync(path.join(site.out, page)), `${name}: ${page}`);
    for (const missing of expect.missing) assert.match(result.stderr, new RegExp(`src/pages/index\\.jsx?:\\d+: imports ${missing}, which is not installed`), name);
    assert.doesNotMatch(result.stderr, /sitegen's Docusaurus layer does not provide/, `${name}: every Docusaurus import is served`);
  }
});
