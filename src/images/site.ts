// The images step: every image the site's markdown shows (markdown, raw HTML and JSX `<img>`,
// `require()`d files, files of static/), probed for its size and planned (plan.ts). Cheap when a
// site has no images: nothing is read and sharp is not loaded.
import path from 'node:path';
import type {FoundLink, ParsedMarkdown} from '../content/types.ts';
import type {CacheStore} from '../cache/store.ts';
import type {FileHashes} from '../cache/files.ts';
import type {AssetOutputs} from '../pipeline/assets.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {probeFile, type ImageInfo} from './probe.ts';
import {planImage, type ImagePlan, type VariantJob} from './plan.ts';
import type {ImagesConfig} from './schema.ts';

export interface SiteImages {
  config: ImagesConfig;
  /** The plan of the image a link shows, when it is a file of the site sitegen could read. */
  lookup(link: FoundLink): ImagePlan | undefined;
  /** Every variant to write, with its source file. */
  variants: (VariantJob & {source: string})[];
  /** Where each planned image is first shown (for warnings). */
  firstUse: Map<ImagePlan, {file: string; line: number; raw: string}>;
}

/** The lookup key of an image link: a content file, or a file of static/ by its output name. */
function keyOf(link: FoundLink, baseUrl: string): string | undefined {
  if (link.element !== 'image') return undefined;
  if (link.kind === 'file') return `file:${link.target}`;
  if (link.kind !== 'site') return undefined;
  let pathname = link.target.split('?')[0];
  if (baseUrl !== '/' && pathname.startsWith(baseUrl)) pathname = `/${pathname.slice(baseUrl.length)}`;
  try {
    pathname = decodeURI(pathname);
  } catch {
    return undefined;
  }
  return `static:${pathname.replace(/^\/+/, '')}`;
}

export async function planSiteImages(args: {siteDir: string; parsed: Iterable<ParsedMarkdown>; assets: AssetOutputs; config: ImagesConfig; baseUrl: string; store: CacheStore; hashes: FileHashes}): Promise<SiteImages> {
  const {siteDir, assets, baseUrl, config} = args;
  const plans = new Map<string, ImagePlan | undefined>();
  const firstUse = new Map<ImagePlan, {file: string; line: number; raw: string}>();
  const variants: (VariantJob & {source: string})[] = [];
  // Two copies of one file share their variants.
  const names = new Set<string>();
  const probes = args.store.entries<ImageInfo | null>('image-probe');
  for (const page of args.parsed) {
    for (const link of page.links) {
      const key = keyOf(link, baseUrl);
      if (!key) continue;
      if (!plans.has(key)) {
        plans.set(key, undefined);
        const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
        const originalUrl = kind === 'file' ? assets.fileUrls.get(name) : assets.staticNames.has(name) ? withBaseUrl(baseUrl, `/${encodeURI(name)}`) : undefined;
        if (originalUrl === undefined) continue;
        const source = kind === 'file' ? path.join(siteDir, name) : path.join(siteDir, 'static', name);
        const hash = args.hashes.hash(source);
        const info = hash === undefined ? undefined : await probeFile(source, hash, probes);
        if (!info) continue;
        const plan = planImage(info, {base: path.basename(name, path.extname(name)), originalUrl, baseUrl, config});
        plans.set(key, plan);
        for (const variant of plan.variants) if (!names.has(variant.name)) names.add(variant.name) && variants.push({...variant, source});
      }
      const plan = plans.get(key);
      if (plan && !firstUse.has(plan)) firstUse.set(plan, {file: link.file ?? page.file, line: link.line, raw: link.raw});
    }
  }
  return {config, variants, firstUse, lookup: (link) => {
    const key = keyOf(link, baseUrl);
    return key === undefined ? undefined : plans.get(key);
  }};
}
