import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {needsBrowser, pageIslandName} from '../../../../src/compat/docusaurus/interactive.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-interactive-'));
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
  fs.writeFileSync(path.join(site, name), text);
};

test('a page needs the browser when it, or a site file it imports, keeps state or uses browser-only modules', () => {
  write('src/pages/static.jsx', "import Card from '../components/Card';\nimport styles from './x.module.css';\nexport default () => <Card />;\n");
  write('src/components/Card.jsx', 'export default () => <p>card</p>;\n');
  write('src/pages/deep.jsx', "import Counter from '@site/src/components/Counter';\nexport default () => <Counter />;\n");
  write('src/components/Counter/index.jsx', "import {useState} from 'react';\nexport default () => { const [n] = useState(0); return n; };\n");
  write('src/pages/only.tsx', "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default () => <BrowserOnly>{() => 1}</BrowserOnly>;\n");
  write('src/pages/cycle.jsx', "import A from './cycle-b';\nexport default A;\n");
  write('src/pages/cycle-b.jsx', "import A from './cycle';\nexport default () => <p />;\n");
  assert.equal(needsBrowser(site, 'src/pages/static.jsx'), false);
  assert.equal(needsBrowser(site, 'src/pages/deep.jsx'), true);
  assert.equal(needsBrowser(site, 'src/pages/only.tsx'), true);
  assert.equal(needsBrowser(site, 'src/pages/cycle.jsx'), false);
});

test('theme-common makes code need the browser for its hooks, not for useThemeConfig alone', () => {
  write('src/theme/Logo.jsx', "import {useThemeConfig, type ThemeClassNames as T} from '@docusaurus/theme-common';\nexport default () => useThemeConfig().navbar.title;\n");
  write('src/pages/mode.jsx', "import {useThemeConfig, useColorMode} from '@docusaurus/theme-common';\nexport default () => useColorMode().colorMode;\n");
  write('src/pages/internal.jsx', "import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';\nexport default () => null;\n");
  write('src/pages/all.jsx', "import * as common from '@docusaurus/theme-common';\nexport default () => null;\n");
  assert.equal(needsBrowser(site, 'src/theme/Logo.jsx'), false);
  for (const page of ['mode', 'internal', 'all']) assert.equal(needsBrowser(site, `src/pages/${page}.jsx`), true, page);
});

test('island names of pages', () => {
  assert.equal(pageIslandName('src/pages/index.jsx'), 'page-index');
  assert.equal(pageIslandName('src/pages/users/Index.tsx'), 'page-users-index');
});
