// Writing into a plugin's `outDir` as its output path says (`docs/a.md`, `blog/rss.xml`).
import fs from 'node:fs';
import path from 'node:path';

export function writeOut(outDir: string, name: string, content: string | Uint8Array): void {
  const file = path.join(outDir, name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}
