// An image file's size and format: SVG from its root element (viewBox, width, height), raster
// formats from their headers through sharp (loaded only when a site has raster images). Results are
// kept in the cache under the file's content hash, so a warm build neither loads sharp nor reads
// pixels.
import {contentHash} from '../cache/files.ts';

export interface ImageInfo {
  width: number;
  height: number;
  /** sharp's name of the format (png, jpeg, webp, gif, avif, heif, tiff), or svg. */
  format: string;
  bytes: number;
  /** The content's hash (FileHashes'). */
  hash: string;
}


/** CSS lengths an SVG's width/height may use that map to pixels; percentages and ems do not. */
function pixels(value: string | undefined): number | undefined {
  const match = value && /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find((v) => v !== undefined);
}

/** An SVG's intrinsic size: width and height when both are pixels, else the viewBox's (scaled to one given side). */
export function svgSize(text: string): {width: number; height: number} | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const width = pixels(attribute(tag, 'width'));
  const height = pixels(attribute(tag, 'height'));
  const box = attribute(tag, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  const ratio = box && box.length === 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : undefined;
  if (width && height) return {width, height};
  if (ratio && width) return {width, height: Math.round(width / ratio)};
  if (ratio && height) return {width: Math.round(height * ratio), height};
  if (box && ratio) return {width: Math.round(box[2]), height: Math.round(box[3])};
  return undefined;
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;
export const loadSharp = (): Promise<Sharp> => (sharpModule ??= import('sharp').then((m) => m.default));

/** Size and format of an image's content; undefined when it is not an image sitegen can read. */
export function probe(content: Buffer, name: string): Promise<ImageInfo | undefined> {
  return probeUncached(content, name, contentHash(content));
}

async function probeUncached(content: Buffer, name: string, hash: string): Promise<ImageInfo | undefined> {
  if (/\.svgz?$/i.test(name) || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(content.subarray(0, 512).toString('utf8'))) {
    const size = svgSize(content.toString('utf8'));
    return size && {...size, format: 'svg', bytes: content.length, hash};
  }
  try {
    const sharp = await loadSharp();
    const meta = await sharp(content).metadata();
    if (!meta.width || !meta.height || !meta.format) return undefined;
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it with the sides swapped.
    const turned = (meta.orientation ?? 1) >= 5;
    return {width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, format: meta.format, bytes: content.length, hash};
  } catch {
    return undefined;
  }
}
