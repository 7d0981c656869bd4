// The speed anchor: the bench corpus as a Hugo site (Debian's `hugo`), built alternately with
// sitegen. Minimal templates with a full sidebar per page and Chroma highlighting, as in the
// figures of ../shared/bench/README.md. Markdown is copied as it is (Hugo shows the Docusaurus
// syntax it does not know as text; what counts here is the time).
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

export function hugoAvailable(): boolean {
  return spawnSync('hugo', ['version'], {encoding: 'utf8'}).status === 0;
}

const BASEOF = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title></head>
<body>
<nav>{{ range .Site.Sections }}<h2>{{ .Title }}</h2><ul>{{ range .RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main>
</body></html>
`;
const SINGLE = `{{ define "main" }}<h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}{{ end }}\n`;
const LIST = `{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n`;

/** Writes a Hugo site next to the corpus: content copied, index.md → _index.md. */
export function makeHugoSite(corpus: string, dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  for (const section of ['docs', 'blog']) {
    const from = path.join(corpus, section);
    for (const file of fs.readdirSync(from, {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.md')) continue;
      const target = path.join(dir, 'content', section, file.replace(/(^|\/)index\.md$/, '$1_index.md'));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.copyFileSync(path.join(from, file), target);
    }
  }
  const layouts = path.join(dir, 'layouts/_default');
  fs.mkdirSync(layouts, {recursive: true});
  fs.writeFileSync(path.join(layouts, 'baseof.html'), BASEOF);
  fs.writeFileSync(path.join(layouts, 'single.html'), SINGLE);
  fs.writeFileSync(path.join(layouts, 'list.html'), LIST);
  fs.writeFileSync(
    path.join(dir, 'hugo.toml'),
    `baseURL = "https://example.com/"\ntitle = "Bench"\n[markup.goldmark.renderer]\nunsafe = true\n[markup.highlight]\nnoClasses = true\nstyle = "github-dark"\n`,
  );
}

/** One cold Hugo build (its resource cache removed first); seconds and peak memory. */
export function hugoBuild(dir: string): {seconds: number; peakMb: number} {
  fs.rmSync(path.join(dir, 'public'), {recursive: true, force: true});
  fs.rmSync(path.join(dir, 'resources'), {recursive: true, force: true});
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', 'hugo', '--source', dir, '--quiet'], {encoding: 'utf8'});
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`hugo failed: ${result.stderr}`);
  return {seconds, peakMb: Math.round(Number(result.stderr.trim().split('\n').at(-1)) / 1024)};
}
