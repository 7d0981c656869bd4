// Files copied as they are: site/static/** to the root, and images that markdown references
// relatively, under assets/media with a content hash.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {SiteFiles} from '../content/discover.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import {MarkdownError} from '../errors.ts';

export function assetOutputs(args: {siteDir: string; files: SiteFiles; parsed: ParsedMarkdown[]}): {copies: Map<string, string>; assetUrls: Map<string, string>} {
  const copies = new Map<string, string>();
  for (const file of args.files.staticFiles) copies.set(file, path.join(args.siteDir, 'static', file));
  const assetUrls = new Map<string, string>();
  for (const parsed of args.parsed) {
    for (const asset of parsed.assets) {
      if (assetUrls.has(asset)) continue;
      const from = path.join(args.siteDir, asset);
      if (!fs.existsSync(from)) throw new MarkdownError(`image not found: ${asset}`, {location: {file: parsed.file}});
      const hash = createHash('sha1').update(fs.readFileSync(from)).digest('hex').slice(0, 8);
      const ext = path.extname(asset);
      const name = `assets/media/${path.basename(asset, ext)}-${hash}${ext}`;
      copies.set(name, from);
      assetUrls.set(asset, `/${name}`);
    }
  }
  return {copies, assetUrls};
}
