// Mermaid's browser build, copied as shipped (its ES module and the chunks it loads per diagram
// type) into the output only when a page has a diagram: bundling it would slow every cold build
// for a feature most sites do not use.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ENGINE_ROOT} from '../paths.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';

function mermaidDist(): {dir: string; version: string} {
  const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
  const pkg = require.resolve('mermaid/package.json');
  return {dir: path.join(path.dirname(pkg), 'dist'), version: (JSON.parse(fs.readFileSync(pkg, 'utf8')) as {version: string}).version};
}

let dist: ReturnType<typeof mermaidDist> | undefined;
const folder = () => `${ASSETS_DIR}/mermaid-${(dist ??= mermaidDist()).version}`;

/** The URL pages import mermaid from (versioned, so it can be cached for ever). */
export function mermaidUrl(baseUrl: string): string {
  return withBaseUrl(baseUrl, `/${folder()}/mermaid.esm.min.mjs`);
}

/** Output name → source file of every file the browser may load. */
export function mermaidFiles(): [string, string][] {
  const {dir} = (dist ??= mermaidDist());
  const chunks = path.join(dir, 'chunks/mermaid.esm.min');
  return [
    [`${folder()}/mermaid.esm.min.mjs`, path.join(dir, 'mermaid.esm.min.mjs')],
    ...fs
      .readdirSync(chunks)
      .filter((file) => file.endsWith('.mjs'))
      .map((file): [string, string] => [`${folder()}/chunks/mermaid.esm.min/${file}`, path.join(chunks, file)]),
  ];
}
