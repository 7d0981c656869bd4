// Warnings about the images a build writes: one whose largest variant is still heavy.
import type {SiteImages} from './site.ts';

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The bytes a reader on a wide screen downloads for each image: the smallest format at full width
 * (the original when the image has no variants); over `maxBytes`, a warning naming where the
 * image is first shown.
 */
export function oversizedImages(images: SiteImages, bytes: Map<string, number>): string[] {
  const warnings: string[] = [];
  for (const [plan, use] of images.firstUse) {
    // At full width the srcset offers the original and its modern-format variants.
    const candidates = [plan.info.bytes, ...plan.variants.filter((variant) => variant.width === plan.info.width).map((variant) => bytes.get(variant.name) ?? Infinity)];
    const delivered = Math.min(...candidates);
    if (delivered > images.config.maxBytes) {
      warnings.push(`${use.file}${use.line ? `:${use.line}` : ''}: image ${use.raw} is ${mb(delivered)} after optimisation, over images.maxBytes (${mb(images.config.maxBytes)})`);
    }
  }
  return warnings;
}
