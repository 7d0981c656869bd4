// Fixture mini-sites for build tests: each test writes the few files it needs into a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'bin/sitegen.js');

/** Fixture folders of this test file, removed when its process exits. */
const fixtures: string[] = [];
process.on('exit', () => {
  for (const dir of fixtures) fs.rmSync(dir, {recursive: true, force: true});
});

/** A new folder in the temp folder, removed with the other fixtures when the process exits. */
export function tempDir(prefix = 'sitegen-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fixtures.push(dir);
  return dir;
}

export function makeSite(files: Record<string, string | Buffer>): {dir: string; site: string; out: string} {
  const dir = tempDir();
  const site = path.join(dir, 'site');
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(site, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  return {dir, site, out: path.join(dir, 'dist')};
}

export function runCli(args: string[], cwd = ROOT): {status: number; stdout: string; stderr: string} {
  const result = spawnSync(process.execPath, [BIN, ...args], {cwd, encoding: 'utf8', env: {...process.env, CI: 'true'}});
  return {status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr};
}

/** A fixture site built with `sitegen build` (cache on), with readers of its output. */
export function buildSite(files: Record<string, string>) {
  const site = makeSite(files);
  const result = runCli(['build', '--site', site.site, '--out', site.out]);
  return {
    ...result,
    site,
    read: (file: string) => fs.readFileSync(path.join(site.out, file), 'utf8'),
    exists: (file: string) => fs.existsSync(path.join(site.out, file)),
  };
}

export const CONFIG = `export default {
  title: 'Fixture',
  tagline: 'A tiny site',
  url: 'https://example.com',
  navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {type: 'search', position: 'right'}]},
};
`;

/** CONFIG with `.gz` and `.br` copies of text files (config `precompress`). */
export const PRECOMPRESS_CONFIG = CONFIG.replace("url: 'https://example.com',", "url: 'https://example.com',\n  precompress: true,");

export const SIDEBARS = `export default {docs: ['intro', {type: 'category', label: 'Guides', items: ['guides/one']}]};\n`;

/** A valid site with docs, a sidebar and a blog; tests override single files. */
export function baseSite(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'sitegen.config.ts': CONFIG,
    'sidebars.ts': SIDEBARS,
    'docs/intro.md': '---\ntitle: Intro\nslug: /\ndescription: The start.\n---\n\nWelcome. See [one](./guides/one.md#usage).\n\n## Setup\n\nText.\n',
    'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nBack to [intro](../intro.md).\n',
    'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello\ntags: [news]\n---\n\nFirst post.\n\n<!--truncate-->\n\nMore.\n',
    ...overrides,
  };
}

export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = fs.readFileSync(p, 'utf8').slice(0, 200);
    }
  };
  walk(dir);
  return out;
}
