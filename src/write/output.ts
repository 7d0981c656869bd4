// Writes the output tree. A full build goes to a temporary folder that replaces the old one by
// rename only when everything succeeded, so a failed build leaves the previous dist/ untouched.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {createHash} from 'node:crypto';

export type OutputFiles = Map<string, string | Uint8Array>;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|map)$/;
/** Small files gain nothing from compression and cost a file each. */
const MIN_COMPRESS_BYTES = 512;

export async function precompress(files: OutputFiles): Promise<OutputFiles> {
  const compressed: OutputFiles = new Map();
  await Promise.all(
    [...files].map(async ([name, content]) => {
      if (!COMPRESSIBLE.test(name)) return;
      const buffer = typeof content === 'string' ? Buffer.from(content) : content;
      if (buffer.length < MIN_COMPRESS_BYTES) return;
      const [gz, br] = await Promise.all([
        gzip(buffer, {level: 6}),
        brotli(buffer, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length}}),
      ]);
      compressed.set(`${name}.gz`, gz);
      compressed.set(`${name}.br`, br);
    }),
  );
  return compressed;
}

async function writeAll(root: string, files: OutputFiles): Promise<void> {
  const dirs = new Set([...files.keys()].map((name) => path.dirname(path.join(root, name))));
  for (const dir of [...dirs].sort()) fs.mkdirSync(dir, {recursive: true});
  const entries = [...files];
  // A bounded number of writes in flight keeps file handles in check on large sites.
  const limit = 64;
  for (let i = 0; i < entries.length; i += limit) {
    await Promise.all(entries.slice(i, i + limit).map(([name, content]) => fs.promises.writeFile(path.join(root, name), content)));
  }
}

/**
 * Writes everything to `<out>.tmp-…` and swaps it in; on any error the old folder stays. Names in
 * `reuse` (with their .gz/.br) are hard-linked from the current `outDir` instead of written.
 */
export async function writeAtomically(outDir: string, files: OutputFiles, copies: Map<string, string>, reuse: Set<string> = new Set()): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  fs.mkdirSync(parent, {recursive: true});
  const temp = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}.tmp-`));
  try {
    for (const [name, from] of copies) {
      fs.mkdirSync(path.dirname(path.join(temp, name)), {recursive: true});
      fs.copyFileSync(from, path.join(temp, name));
    }
    await writeAll(temp, new Map([...files].filter(([name]) => !reuse.has(name))));
    for (const name of reuse) {
      for (const variant of [name, `${name}.gz`, `${name}.br`]) {
        const from = path.join(outDir, variant);
        if (variant !== name && !fs.existsSync(from)) continue;
        fs.mkdirSync(path.dirname(path.join(temp, variant)), {recursive: true});
        fs.linkSync(from, path.join(temp, variant));
      }
    }
    const old = fs.existsSync(outDir) ? `${temp}-old` : undefined;
    if (old) fs.renameSync(outDir, old);
    try {
      fs.renameSync(temp, outDir);
    } catch (error) {
      if (old) fs.renameSync(old, outDir);
      throw error;
    }
    if (old) fs.rmSync(old, {recursive: true, force: true});
  } catch (error) {
    fs.rmSync(temp, {recursive: true, force: true});
    throw error;
  }
}

/** Watch mode: writes only files whose content changed since the last write, in place. */
export class IncrementalWriter {
  private hashes = new Map<string, string>();
  constructor(private outDir: string) {}

  async write(files: OutputFiles, copies: Map<string, string>): Promise<string[]> {
    const changed: OutputFiles = new Map();
    for (const [name, content] of files) {
      const hash = createHash('sha1').update(content).digest('base64');
      if (this.hashes.get(name) !== hash) {
        changed.set(name, content);
        this.hashes.set(name, hash);
      }
    }
    if (this.hashes.size === changed.size) {
      fs.rmSync(this.outDir, {recursive: true, force: true});
      for (const [name, from] of copies) {
        fs.mkdirSync(path.dirname(path.join(this.outDir, name)), {recursive: true});
        fs.copyFileSync(from, path.join(this.outDir, name));
      }
    }
    await writeAll(this.outDir, changed);
    return [...changed.keys()];
  }

  /** Adds files without treating the rest of the output as gone (deferred search files). */
  async writeSome(files: OutputFiles): Promise<void> {
    for (const [name, content] of files) this.hashes.set(name, createHash('sha1').update(content).digest('base64'));
    await writeAll(this.outDir, files);
  }
}
