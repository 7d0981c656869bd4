import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteCacheDir} from '../../../src/commands/build.ts';
import {CacheStore} from '../../../src/cache/store.ts';
import {parseOnWorkers, ParseWorkers} from '../../../src/content/pool.ts';
import {parseFrontMatter} from '../../../src/content/front-matter.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';
import type {SitegenError} from '../../../src/errors.ts';
import {englishHtml} from '../../helpers/content-html.ts';
import {tempDir} from '../../helpers/site.ts';

const dir = tempDir();
// In the engine's cache folder, where the bundled worker finds sitegen's packages.
const store = new CacheStore(siteCacheDir(dir), false);
after(() => store.dispose());
const keepFile = (name: string, content: string) => store.file(name, content);

function parse(jobs: {file: string; source: string; siteDir?: string}[], setup = {}, workers?: ParseWorkers) {
  const results = new Map<string, ParsedMarkdown>();
  const errors = new Map<string, SitegenError>();
  const done = parseOnWorkers({
    jobs: jobs.map((job) => ({...job, kind: 'doc' as const})),
    keepFile,
    setup,
    workers: workers?.take(),
    onResult: (job, parsed) => results.set(job.file, parsed),
    onError: (job, error) => errors.set(job.file, error),
  });
  return done.then(() => ({results, errors}));
}

test('workers started before the config apply its markdown plugins, which come with the setup message', async () => {
  const config = path.join(dir, 'config.mjs');
  fs.writeFileSync(config, "export default {markdown: {plugins: [(md) => md.core.ruler.push('shout', (state) => { for (const t of state.tokens) if (t.type === 'inline') for (const c of t.children) c.content = c.content.toUpperCase(); })]}};\n");
  const workers = new ParseWorkers(keepFile, 2);
  const {results, errors} = await parse([{file: 'a.md', source: '# A\n\nquiet words\n'}, {file: 'b.md', source: 'more quiet words\n'}], {configModule: config}, workers);
  assert.equal(errors.size, 0);
  assert.match(englishHtml(results.get('a.md')!.html), /<p>QUIET WORDS<\/p>/);
  assert.match(englishHtml(results.get('b.md')!.html), /<p>MORE QUIET WORDS<\/p>/);
  // Taken once: a later parse starts workers of its own.
  assert.equal(workers.take(), undefined);
});

test('every file comes back with its own result, the biggest handed out first, and a broken one does not stop the rest', async () => {
  const jobs = Array.from({length: 9}, (_, n) => ({file: `p${n}.md`, source: `---\ntitle: Page ${n}\n---\n\n${'Words. '.repeat(n * 200)}\n`}));
  jobs.push({file: 'broken.md', source: '---\ntitle: [unclosed\n---\n\nText\n'});
  const {results, errors} = await parse(jobs);
  assert.deepEqual([...results.keys()].sort(), jobs.map((job) => job.file).filter((file) => file !== 'broken.md').sort());
  for (const [file, parsed] of results) assert.equal(parsed.title, `Page ${file.slice(1, -3)}`);
  assert.deepEqual([...errors.keys()], ['broken.md']);
  assert.equal(errors.get('broken.md')!.name, 'FrontMatterError');
});

test('front matter the schema rejects fails the file on the workers as on the main thread: same message and line, first problem first', async () => {
  fs.writeFileSync(path.join(dir, '_part.md'), '---\nhide_title: maybe\n---\n\nShared.\n');
  const jobs = [
    {file: 'page.md', source: '---\ntitle: A\nsidebar_position: first\n---\n\nText.\n'},
    {file: 'with-part.md', source: "import Part from './_part.md';\n\n<Part />\n", siteDir: dir},
    // Its front matter is read before the missing partial: that problem is the one reported.
    {file: 'both.md', source: "---\nunlisted: maybe\n---\nimport Gone from './_gone.md';\n\n<Gone />\n", siteDir: dir},
    {file: 'fine.md', source: '---\nkeywords: one\nsidebar_lable: typo\n---\n\nText.\n'},
  ];
  const {results, errors} = await parse(jobs);
  const mainThread = (file: string, source: string) => {
    try {
      parseFrontMatter(source, file);
    } catch (error) {
      return error as SitegenError;
    }
  };
  for (const [file, source, line] of [['page.md', jobs[0].source, 3], ['_part.md', fs.readFileSync(path.join(dir, '_part.md'), 'utf8'), 2], ['both.md', jobs[2].source, 2]] as const) {
    const error = errors.get(file === '_part.md' ? 'with-part.md' : file)!;
    assert.equal(error.name, 'FrontMatterError', file);
    assert.deepEqual(error.location, {file, line});
    assert.equal(error.message, mainThread(file, source)!.message);
  }
  // Checked data, as the schema gives it, and the unknown key's warning.
  assert.deepEqual(results.get('fine.md')!.frontMatter, {keywords: ['one']});
  assert.deepEqual(results.get('fine.md')!.warnings, ['fine.md:3: unknown front matter key `sidebar_lable`']);
});

test('workers no parse took are ended by close (the build does not wait for them)', async () => {
  const workers = new ParseWorkers(keepFile, 2);
  await workers.close();
  assert.equal(workers.take(), undefined);
});
