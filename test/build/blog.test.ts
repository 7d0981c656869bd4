// Docusaurus blog conventions: authors.yml with socials, inline authors, tags.yml, dated URLs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {makeSite, runCli} from '../helpers/site.ts';

const CONFIG = "export default {title: 'Blogged', url: 'https://example.com', blogs: [{id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog'}]};\n";

function build(files: Record<string, string | Buffer>) {
  const site = makeSite({'sitegen.config.ts': CONFIG, ...files});
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  return {...result, read: (file: string) => fs.readFileSync(path.join(site.out, file), 'utf8')};
}

test('authors.yml socials and inline authors with socials become profile links; tags.yml sets labels, permalinks and descriptions', () => {
  const result = build({
    'blog/authors.yml': 'ada:\n  name: Ada\n  title: Engineer\n  email: ada@example.com\n  socials:\n    github: ada\n    x: "@ada"\n    mastodon: https://mastodon.social/@ada\n',
    'blog/tags.yml': 'release:\n  label: Releases\n  permalink: /releases\n  description: Every new version, with what changed.\n',
    'blog/2024-03-04-launch.md': '---\nauthors: [ada, {name: Grace, socials: {linkedin: grace}}]\ntags: [release, misc]\n---\n\n# Launch\n\nWe shipped.\n',
  });
  assert.equal(result.status, 0, result.stderr);
  const post = result.read('blog/2024/03/04/launch.html');
  assert.match(post, /<a class="author__social" href="https:\/\/github.com\/ada" target="_blank" rel="noopener noreferrer" aria-label="Ada on GitHub">GitHub<\/a>/);
  assert.match(post, /href="https:\/\/x.com\/ada"/);
  assert.match(post, /href="https:\/\/mastodon.social\/@ada"/);
  assert.match(post, /href="mailto:ada@example.com" aria-label="Ada on Email"/);
  assert.match(post, /href="https:\/\/www.linkedin.com\/in\/grace\/" target="_blank" rel="noopener noreferrer" aria-label="Grace on LinkedIn"/);
  assert.match(post, /<a class="tag" href="\/blog\/tags\/releases" rel="tag">Releases<\/a>/);
  assert.match(post, /<a class="tag" href="\/blog\/tags\/misc" rel="tag">misc<\/a>/, 'an inline tag keeps its name');
  assert.match(result.read('blog/tags/releases.html'), /<p class="blog__tag-description">Every new version, with what changed.<\/p>/);
});

test('a bare handle for a platform without a profile address is an error naming the authors file and line', () => {
  const result = build({
    'blog/authors.yml': 'ada:\n  name: Ada\nbob:\n  name: Bob\n  socials:\n    myspace: bob\n',
    'blog/2024-03-04-launch.md': '---\nauthors: [bob]\n---\n\nHi.\n',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /blog\/authors\.yml:3.*author "bob": social "myspace" needs a full URL/);
});

test('blog list and tag pages showed excerpts with links that lost their href, images with an empty src and unrendered islands', async () => {
  const {screenshot} = await import('../helpers/images-fixture.ts');
  const result = build({
    'blog/2024-01-01-hello.md': '# Hello\n\nHi.\n',
    'blog/2024-03-04-launch.md': '---\ntags: [release]\n---\n\n# Launch\n\nRead [the first post](./2024-01-01-hello.md) and [the tag](/blog/tags/release).\n\n![A dot](./dot.png)\n\n<!--truncate-->\n\nMore.\n',
    'blog/dot.png': await screenshot(40, 30, 'png'),
    'blog/2024-05-05-parts.mdx': "---\ntags: [release]\n---\n\nimport Counter from './Counter';\n\n# Parts\n\n<Counter start={2} />\n\n<!--truncate-->\n\nMore.\n",
    'blog/Counter.tsx': "import {useState} from 'react';\nexport default function Counter({start}: {start: number}) {\n  const [n, setN] = useState(start);\n  return <button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n}</button>;\n}\n",
  });
  assert.equal(result.status, 0, result.stderr);
  const post = result.read('blog/2024/03/04/launch.html');
  const image = /<img [^>]*alt="A dot"[^>]*>/.exec(post)?.[0];
  assert.ok(image, 'the post page shows the image');
  for (const page of ['blog.html', 'blog/tags/release.html']) {
    const list = result.read(page);
    // The excerpt's links and image are written as on the post's own page.
    assert.match(list, /<a href="\/blog\/2024\/01\/01\/hello">the first post<\/a>/, page);
    assert.match(list, /<a href="\/blog\/tags\/release">the tag<\/a>/, page);
    const shown = /<img [^>]*alt="A dot"[^>]*>/.exec(list)?.[0];
    assert.ok(shown && !/src=""/.test(shown), `${page}: ${shown}`);
    assert.equal(shown.replace(/ fetchpriority="high"/, ''), image.replace(/ fetchpriority="high"/, ''), page);
    assert.doesNotMatch(list, /sitegen-link:|sitegen-island:/, page);
    // An interactive component in an excerpt is rendered and hydrated as on the post's page.
    assert.match(list, /<div class="island" data-island="[^"]*counter" data-props="\{&quot;start&quot;:2\}"><button type="button">Clicked <!-- -->2<\/button><\/div>/i, page);
  }
});
