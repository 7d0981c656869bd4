// Regressions of markdown pages of src/pages: no table of contents, where Docusaurus shows one
// beside the content (and hides it with `hide_table_of_contents`); broken links reported twice.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSite} from '../helpers/site.ts';

const CONFIG = "export default {title: 'Dino', url: 'https://example.com'};\n";

test('bug: a markdown page of src/pages had no table of contents; now its headings are listed beside it', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'src/pages/guide.md': '# Guide\n\n## First steps\n\nText.\n\n### Details\n\nMore.\n\n## Next\n\nEnd.\n',
    'src/pages/quiet.md': '---\nhide_table_of_contents: true\n---\n# Quiet\n\n## Hidden section\n\nText.\n',
    'src/pages/short.md': '# Short\n\nNo sections.\n',
  });
  assert.equal(built.status, 0, built.stderr);
  const guide = built.read('guide.html');
  const toc = /<nav class="toc"[^>]*data-toc="">([\s\S]*?)<\/nav>/.exec(guide)?.[1] ?? '';
  assert.match(toc, /<a href="#first-steps" class="toc__link">First steps<\/a>[\s\S]*<a href="#details" class="toc__link">Details<\/a>[\s\S]*<a href="#next" class="toc__link">Next<\/a>/);
  assert.match(guide, /<div class="markdown-page-layout"><div class="markdown markdown-page"><h1>Guide<\/h1><details class="toc-mobile">/);
  for (const page of ['quiet.html', 'short.html']) {
    const html = built.read(page);
    assert.doesNotMatch(html, /data-toc|toc-mobile|markdown-page-layout/, page);
    assert.match(html, /<div class="markdown markdown-page"><h1>/, page);
  }
});

test('bug: a markdown page reported its broken anchors and relative links twice; now once, with their line', () => {
  const built = buildSite({
    'sitegen.config.ts': "export default {title: 'Dino', url: 'https://example.com', onBrokenLinks: 'warn', onBrokenAnchors: 'warn'};\n",
    'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\n## Real\n',
    'src/pages/about.md': '# About\n\nSee [a](#nope), [b](rel-nope), [c](/docs/nope) and [d](/docs/#real).\n\n## Here\n',
  });
  assert.equal(built.status, 0, built.stderr);
  const output = built.stdout + built.stderr;
  const reported = output.split('\n').filter((line) => line.includes('src/pages/about.md'));
  assert.deepEqual(reported.map((line) => line.trim()).sort(), [
    '- src/pages/about.md:3: broken anchor #nope',
    '- src/pages/about.md:3: broken link /docs/nope',
    '- src/pages/about.md:3: broken link rel-nope',
  ]);
  // The content's links are resolved as a doc's are.
  assert.match(built.read('about.html'), /See <a href="#nope">a<\/a>, <a href="rel-nope">b<\/a>, <a>c<\/a> and <a href="\/docs\/#real">d<\/a>\./);
});
