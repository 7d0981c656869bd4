// One variant of an image: resized (never enlarged), turned as its EXIF orientation says, and
// encoded. Run on the image workers (worker.ts); the options here are part of every variant's
// cache key (plan.ts's ENCODER is bumped when they change).
import type {VariantFormat} from './plan.ts';

type Sharp = typeof import('sharp').default;

export interface EncodeJob {
  /** Absolute path of the source image. */
  source: string;
  width: number;
  format: VariantFormat;
  quality: number;
}

export async function encodeVariant(sharp: Sharp, job: EncodeJob): Promise<Buffer> {
  const image = sharp(job.source).rotate().resize({width: job.width, withoutEnlargement: true});
  switch (job.format) {
    case 'avif':
      // Effort 1 of 9: most of the size win at a fraction of the default's time.
      return image.avif({quality: job.quality, effort: 1}).toBuffer();
    case 'webp':
      return image.webp({quality: job.quality, effort: 4}).toBuffer();
    case 'jpeg':
      return image.jpeg({quality: job.quality, mozjpeg: true}).toBuffer();
    case 'png':
      return image.png({compressionLevel: 9, adaptiveFiltering: true}).toBuffer();
  }
}
