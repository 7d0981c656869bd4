// Docusaurus blog conventions: authors.yml with socials, inline authors, tags.yml, dated URLs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {makeSite, runCli} from '../helpers/site.ts';

const CONFIG = "export default {title: 'Blogged', url: 'https://example.com', blogs: [{id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog'}]};\n";

function build(files: Record<string, string>) {
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
