// Which variants an image gets. Only a raster image wider than the content column is worth a
// srcset: smaller ones are shown at their own size. Its widths are the configured ones below its
// own, plus its own; each in the modern formats and, for JPEG and WebP, in the original format (the
// original file itself at full width).
import {createHash} from 'node:crypto';
import {withBaseUrl} from '../shared/urls.ts';
import type {ImageInfo} from './probe.ts';
import type {ImagesConfig} from './schema.ts';

/** The widest content column of the theme (`.doc--no-toc .doc__article`, 52rem). */
export const CONTENT_COLUMN_PX = 832;
/** The column is the viewport's width below the theme's 996px breakpoint. */
export const SIZES = `(max-width: 996px) 100vw, ${CONTENT_COLUMN_PX}px`;

/** Formats sharp re-encodes at other widths (animated GIFs and others are shown as they are). */
const RESIZABLE = new Set(['png', 'jpeg', 'webp']);
export type VariantFormat = 'avif' | 'webp' | 'png' | 'jpeg';
const EXTENSION: Record<VariantFormat, string> = {avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg'};

/** Screenshots and diagrams stay sharp at these; photos would do with less. */
const DEFAULT_QUALITY = {avif: 55, webp: 80, jpeg: 82, png: 100} as const;

function qualityOf(config: ImagesConfig, format: keyof typeof DEFAULT_QUALITY): number {
  return config.quality[format] ?? DEFAULT_QUALITY[format];
}

/** Bumped when encode.ts changes what it makes of the same options. */
const ENCODER = 1;

export interface VariantJob {
  /** Output name (below the output folder). */
  name: string;
  width: number;
  format: VariantFormat;
  quality: number;
  /** Cache key of the encoded file: the source's content hash and every encoder option. */
  key: string;
}

export interface ImagePlan {
  info: ImageInfo;
  /** `<source>` elements, best format first. */
  sources: {type: string; srcset: string}[];
  /** The `<img>`'s own srcset, in the original format (undefined: the image is shown as it is). */
  srcset?: string;
  sizes?: string;
  variants: VariantJob[];
}

export function planWidths(width: number, widths: number[]): number[] {
  return [...new Set([...widths.filter((w) => w < width), width])].sort((a, b) => a - b);
}

/** `base`: the file's name without extension; `originalUrl`: where the original is served. */
export function planImage(info: ImageInfo, args: {base: string; originalUrl: string; baseUrl: string; config: ImagesConfig}): ImagePlan {
  if (!RESIZABLE.has(info.format) || info.width <= CONTENT_COLUMN_PX) return {info, sources: [], variants: []};
  const widths = planWidths(info.width, args.config.widths);
  const original = info.format as VariantFormat;
  const variants: VariantJob[] = [];
  const srcset = (format: VariantFormat) =>
    widths
      .map((width) => {
        if (format === original && width === info.width) return `${args.originalUrl} ${width}w`;
        const quality = qualityOf(args.config, format);
        // Not the engine's input key: a variant's name must not change with sitegen's own code.
        const key = createHash('sha1').update(JSON.stringify([info.hash, width, format, quality, ENCODER])).digest('hex');
        const name = `assets/media/${safeBase(args.base)}-${width}w-${key.slice(0, 8)}.${EXTENSION[format]}`;
        variants.push({name, width, format, quality, key});
        return `${withBaseUrl(args.baseUrl, `/${name}`)} ${width}w`;
      })
      .join(', ');
  const sources = args.config.formats.filter((format) => format !== original).map((format) => ({type: `image/${format}`, srcset: srcset(format)}));
  // A PNG made smaller is rarely much lighter (screenshots are mostly flat colour the original
  // already compresses), and every browser that needs the fallback is rare: the original serves.
  return {info, sources, srcset: original === 'png' ? undefined : srcset(original), sizes: SIZES, variants};
}

/** File names keep letters, digits, dots, dashes and underscores; the rest would need escaping in srcset. */
const safeBase = (base: string) => base.replace(/[^\w.-]+/g, '-') || 'image';
