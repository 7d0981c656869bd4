// serve --watch as a docs author uses it: drafts visible (and marked), the warnings a build
// prints, and editors' temporary files ignored. The CLI runs in its own process, as for a user.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {BIN, baseSite, makeSite, runCli} from '../helpers/site.ts';

const children: ChildProcess[] = [];
const made: string[] = [];
after(() => {
  children.forEach((child) => child.kill());
  made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true}));
});

const DRAFT = '---\ntitle: Upcoming\ndraft: true\n---\n\nNot ready. See [one](./guides/one.md).\n';
const SIDEBARS = "export default {docs: ['intro', 'upcoming', {type: 'category', label: 'Guides', items: ['guides/one']}]};\n";

/** Starts `sitegen serve --watch` and collects what it prints. */
async function startWatch(site: {site: string; out: string}) {
  const child = spawn(process.execPath, [BIN, 'serve', '--watch', '--site', site.site, '--out', site.out, '--port', '0'], {env: {...process.env, CI: 'true'}});
  children.push(child);
  const output = {stdout: '', stderr: ''};
  child.stdout!.on('data', (chunk) => (output.stdout += chunk));
  child.stderr!.on('data', (chunk) => (output.stderr += chunk));
  const until = async (pattern: RegExp, what: 'stdout' | 'stderr' = 'stdout') => {
    const start = Date.now();
    while (!pattern.test(output[what])) {
      if (Date.now() - start > 20000) throw new Error(`timed out waiting for ${pattern}:\n${output.stdout}\n${output.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await until(/watching for changes/);
  return {output, until};
}

test('drafts are left out of a build (and of its sidebars) but shown, marked and not indexed, by serve --watch', async () => {
  const site = makeSite(baseSite({'docs/upcoming.md': DRAFT, 'sidebars.ts': SIDEBARS, 'blog/2024-02-01-soon.md': '---\nslug: soon\ntitle: Soon\ndraft: true\n---\n\nA post in the works.\n'}));
  made.push(site.dir);
  const built = runCli(['build', '--site', site.site, '--out', path.join(site.dir, 'built')]);
  assert.equal(built.status, 0, built.stderr);
  assert.ok(!fs.existsSync(path.join(site.dir, 'built/docs/upcoming.html')));
  assert.doesNotMatch(fs.readFileSync(path.join(site.dir, 'built/docs/index.html'), 'utf8'), /Upcoming/);
  await startWatch(site);
  const page = fs.readFileSync(path.join(site.out, 'docs/upcoming.html'), 'utf8');
  assert.match(page, /class="draft-notice"/);
  assert.match(page, /<meta name="robots" content="noindex, follow">/);
  assert.match(fs.readFileSync(path.join(site.out, 'docs/index.html'), 'utf8'), /href="\/docs\/upcoming"/, 'in the sidebar while writing');
  assert.ok(!fs.existsSync(path.join(site.dir, 'built/blog/soon.html')), 'a draft post is left out of a build too');
  assert.match(fs.readFileSync(path.join(site.out, 'blog/soon.html'), 'utf8'), /<strong>Draft\.<\/strong>/);
  const sitemap = fs.readFileSync(path.join(site.out, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /\/docs\/guides\/one/);
  assert.doesNotMatch(sitemap, /upcoming|soon/, 'drafts stay out of the sitemap');
  const records = fs.readFileSync(path.join(site.out, 'search/records.json'), 'utf8');
  assert.match(records, /Guide one/);
  assert.doesNotMatch(records, /Upcoming|\/blog\/soon/, 'and out of search');
});

test('serve --watch prints the warnings a build prints (it printed none for a broken relative link) and ignores editor files', async () => {
  const site = makeSite(baseSite());
  made.push(site.dir);
  const watch = await startWatch(site);
  fs.writeFileSync(path.join(site.site, 'docs/guides/one.md'), '---\ntitle: Guide one\n---\n\n## Usage\n\nSee [old](./old-page.md).\n');
  await watch.until(/docs\/guides\/one\.md:7: markdown link to no file \.\/old-page\.md/, 'stderr');
  await watch.until(/rebuilt after/);
  const rebuilds = () => (watch.output.stdout.match(/rebuilt after/g) ?? []).length;
  const before = rebuilds();
  for (const name of ['.one.md.swp', 'one.md~', '.#one.md', '4913', 'one.md.tmp']) fs.writeFileSync(path.join(site.site, 'docs/guides', name), 'x');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(rebuilds(), before, 'no rebuild for editor files');
});

test('serve --watch sees edits when the output folder name is a prefix of the site folder name (--out sit: every edit was ignored)', async () => {
  const site = makeSite(baseSite());
  made.push(site.dir);
  const watch = await startWatch({site: site.site, out: path.join(site.dir, 'sit')});
  fs.writeFileSync(path.join(site.site, 'docs/guides/one.md'), '---\ntitle: Guide one again\n---\n\n## Usage\n\nEdited.\n');
  await watch.until(/rebuilt after/);
  assert.match(fs.readFileSync(path.join(site.dir, 'sit/docs/guides/one.html'), 'utf8'), /Guide one again/);
});

/** Every file of an output folder: its bytes and modification time. */
function outputFiles(dir: string): Map<string, {bytes: string; mtimeMs: number}> {
  const files = new Map<string, {bytes: string; mtimeMs: number}>();
  for (const name of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()) {
    const stat = fs.statSync(path.join(dir, name));
    if (stat.isFile()) files.set(name, {bytes: fs.readFileSync(path.join(dir, name)).toString('base64'), mtimeMs: stat.mtimeMs});
  }
  return files;
}

test('a second start of serve --watch keeps the files of the first (it rendered and wrote every page again) and repairs what changed in the folder meanwhile', async () => {
  const site = makeSite(baseSite());
  made.push(site.dir);
  const first = await startWatch(site);
  children.pop()!.kill();
  assert.match(first.output.stdout, /render +\d+ ms +[1-9]\d* of \d+ pages rendered/);
  const before = outputFiles(site.out);
  // Between the starts: a page deleted, a file edited by hand, a file that is no output.
  fs.rmSync(path.join(site.out, 'docs/guides/one.html'));
  fs.writeFileSync(path.join(site.out, 'sitemap.xml'), 'edited');
  fs.writeFileSync(path.join(site.out, 'stray.txt'), 'not an output');
  const second = await startWatch(site);
  assert.match(second.output.stdout, /render +\d+ ms +1 of \d+ pages rendered/, 'only the deleted page is rendered');
  const after = outputFiles(site.out);
  assert.deepEqual([...after.keys()], [...before.keys()], 'the same files (the stray one removed)');
  for (const [name, file] of before) assert.equal(after.get(name)!.bytes, file.bytes, `${name}: the same bytes`);
  const rewritten = [...before].filter(([name, file]) => after.get(name)!.mtimeMs !== file.mtimeMs).map(([name]) => name);
  assert.deepEqual(rewritten.sort(), ['docs/guides/one.html', 'sitemap.xml'], 'only the files that changed are written');
});
