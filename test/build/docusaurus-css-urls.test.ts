// Regression: a relative url() in a stylesheet that site code imports broke once the CSS was
// collected into the one shared stylesheet under assets/ (the URL led nowhere).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite, makeSite, runCli} from '../helpers/site.ts';

const CONFIG = "export default {title: 'Dino', url: 'https://example.com', baseUrl: '/sub/'};\n";

test('bug: relative url() in an imported stylesheet broke in the shared stylesheet; now it leads to a copy in assets/', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import styles from './index.module.css';\nimport '../css/fonts.css';\nexport default function Home() { return <header className={styles.hero}>hi</header>; }\n",
    'src/pages/index.module.css': '.hero { background: url(../img/hero.png) no-repeat, url(/img/static.png); }\n',
    'src/css/fonts.css': "@font-face { font-family: Brand; src: url('./brand.woff2') format('woff2'); }\n",
    'src/img/hero.png': 'hero-fixture',
    'src/css/brand.woff2': 'wOF2-fixture',
    'static/img/static.png': 'static',
  });
  assert.equal(built.status, 0, built.stderr);
  const html = built.read('index.html');
  const sheet = /<link rel="stylesheet" href="\/sub\/(assets\/site-[0-9a-f]+\.css)">/.exec(html)?.[1];
  assert.ok(sheet, 'the pages\' stylesheet is linked');
  const css = built.read(sheet);
  const hero = /url\("\.\/(hero-[A-Z0-9]+\.png)"\)/.exec(css)?.[1];
  const font = /url\("\.\/(brand-[A-Z0-9]+\.woff2)"\)/.exec(css)?.[1];
  assert.ok(hero && font, css);
  assert.equal(built.read(`assets/${font}`), 'wOF2-fixture', 'the font is copied beside the stylesheet');
  assert.equal(built.read(`assets/${hero}`), 'hero-fixture');
  assert.match(css, /url\(\/img\/static\.png\)/, 'a URL from the site root names a file of static/ and stays');
});

test('a relative url() naming no file fails the build naming the stylesheet and line', () => {
  const site = makeSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/index.jsx': "import styles from './index.module.css';\nexport default () => <p className={styles.a}>x</p>;\n",
    'src/pages/index.module.css': '.a {\n  color: red;\n  background: url(./missing.png);\n}\n',
  });
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /src\/pages\/index\.module\.css:3: Could not resolve "\.\/missing\.png"/);
  assert.equal(fs.existsSync(site.out), false, 'nothing is written');
});
