// The images step: every image the site's markdown shows (markdown, raw HTML and JSX `<img>`,
// `require()`d files, files of static/), probed for its size and planned (plan.ts). Cheap when a
// site has no images: nothing is read and sharp is not loaded.
import fs from 'node:fs';
import path from 'node:path';
import type {FoundLink, ParsedMarkdown} from '../content/types.ts';
import {defineBatchStep, sourceFile, type SourceFile, type StepRunner} from '../steps/runner.ts';
import type {AssetOutputs} from '../pipeline/assets.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {probe, type ImageInfo} from './probe.ts';
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

/** The size and format of each image file, kept by the runner under the file's content. */
const probeStep = defineBatchStep<never, object, {source: SourceFile}, ImageInfo | null>({
  name: 'image-probe',
  version: 1,
  config: [],
  async run(_shared, items, tools) {
    for (const [n, {source}] of items.entries()) tools.done(n, (await probe(tools.read(n, source.path), source.path)) ?? null);
  },
});

export async function planSiteImages(args: {siteDir: string; parsed: Iterable<ParsedMarkdown>; assets: AssetOutputs; config: ImagesConfig; baseUrl: string; runner: StepRunner}): Promise<SiteImages> {
  const {siteDir, assets, baseUrl, config} = args;
  const pages = [...args.parsed];
  // The files the links show, each once, in the order they are first shown.
  const found = new Map<string, {name: string; originalUrl: string; source: string} | undefined>();
  for (const page of pages) {
    for (const link of page.links) {
      const key = keyOf(link, baseUrl);
      if (!key || found.has(key)) continue;
      const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      const originalUrl = kind === 'file' ? assets.fileUrls.get(name) : assets.staticNames.has(name) ? withBaseUrl(baseUrl, `/${encodeURI(name)}`) : undefined;
      const source = kind === 'file' ? path.join(siteDir, name) : path.join(siteDir, 'static', name);
      found.set(key, originalUrl !== undefined && fs.existsSync(source) ? {name, originalUrl, source} : undefined);
    }
  }
  const files = [...found].flatMap(([key, file]) => (file ? [{key, ...file}] : []));
  const {outputs} = await args.runner.batch(probeStep, {}, files.map((file) => ({source: sourceFile(file.source)}))).done();
  const plans = new Map<string, ImagePlan | undefined>();
  const variants: (VariantJob & {source: string})[] = [];
  // Two copies of one file share their variants.
  const names = new Set<string>();
  for (const [n, {key, name, originalUrl, source}] of files.entries()) {
    const info = outputs[n];
    if (!info) continue;
    const plan = planImage(info, {base: path.basename(name, path.extname(name)), originalUrl, baseUrl, config});
    plans.set(key, plan);
    for (const variant of plan.variants) if (!names.has(variant.name)) names.add(variant.name) && variants.push({...variant, source});
  }
  const firstUse = new Map<ImagePlan, {file: string; line: number; raw: string}>();
  for (const page of pages) {
    for (const link of page.links) {
      const key = keyOf(link, baseUrl);
      const plan = key === undefined ? undefined : plans.get(key);
      if (plan && !firstUse.has(plan)) firstUse.set(plan, {file: link.file ?? page.file, line: link.line, raw: link.raw});
    }
  }
  return {config, variants, firstUse, lookup: (link) => {
    const key = keyOf(link, baseUrl);
    return key === undefined ? undefined : plans.get(key);
  }};
}
