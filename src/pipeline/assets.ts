// Files copied as they are: site/static/** to the root, and files that content links relatively
// (images, downloads) under assets/media with a content hash. A linked file that does not exist
// gets no URL; the link check reports it with its line.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {SiteFiles} from '../content/discover.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import {withBaseUrl} from '../shared/urls.ts';

export interface AssetOutputs {
  /** Output name → source file to copy. */
  copies: Map<string, string>;
  /** Site-relative content file → public URL of its hashed copy. */
  fileUrls: Map<string, string>;
  /** Output names of the static files, for the link check. */
  staticNames: Set<string>;
  /** Linked content files that exist only with other letter case → the name on disk (site-relative). */
  wrongCase: Map<string, string>;
}

/**
 * The name of `file` as the folder lists it, when it differs only in letter case: such a link
 * works on macOS and Windows and breaks on Linux hosts, so it is reported as missing everywhere.
 */
function otherCase(file: string, listings: Map<string, string[]>): string | undefined {
  const dir = path.dirname(file);
  let names = listings.get(dir);
  if (!names) {
    try {
      names = fs.readdirSync(dir);
    } catch {
      names = [];
    }
    listings.set(dir, names);
  }
  const base = path.basename(file);
  if (names.includes(base)) return undefined;
  return names.find((name) => name.toLowerCase() === base.toLowerCase());
}

export function assetOutputs(args: {siteDir: string; files: SiteFiles; parsed: ParsedMarkdown[]; baseUrl: string}): AssetOutputs {
  const copies = new Map<string, string>();
  for (const file of args.files.staticFiles) copies.set(file, path.join(args.siteDir, 'static', file));
  const staticNames = new Set(copies.keys());
  const fileUrls = new Map<string, string>();
  const wrongCase = new Map<string, string>();
  const listings = new Map<string, string[]>();
  for (const parsed of args.parsed) {
    for (const link of parsed.links) {
      if (link.kind !== 'file' || fileUrls.has(link.target) || wrongCase.has(link.target)) continue;
      const from = path.join(args.siteDir, link.target);
      let content: Buffer | undefined;
      try {
        content = fs.readFileSync(from);
      } catch {
        // Missing: reported by the link check, with the name on disk if only the case differs.
      }
      const onDisk = otherCase(from, listings);
      if (onDisk !== undefined) wrongCase.set(link.target, path.posix.join(path.posix.dirname(link.target), onDisk));
      if (!content || onDisk !== undefined) continue;
      const hash = createHash('sha1').update(content).digest('hex').slice(0, 8);
      const ext = path.extname(link.target);
      const name = `assets/media/${path.basename(link.target, ext)}-${hash}${ext}`;
      copies.set(name, from);
      fileUrls.set(link.target, withBaseUrl(args.baseUrl, `/${name}`));
    }
  }
  return {copies, fileUrls, staticNames, wrongCase};
}
