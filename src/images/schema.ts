// The `images` config: what content images get. Every key has a default, so a site sets nothing.
import {z} from 'zod';

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ModernFormat = (typeof IMAGE_FORMATS)[number];

export const imagesSchema = z
  .strictObject({
    /** Modern formats offered beside the original's, best first (an empty list offers none). */
    formats: z.array(z.enum(IMAGE_FORMATS)).default(['avif', 'webp']),
    /** Widths (px) of the `srcset` of an image wider than the content column; never above the original's. */
    widths: z.array(z.number().int().min(16).max(8192)).min(1).default([480, 800, 1200, 1600]),
    /** Encoder quality 1-100, per format; unset formats keep their defaults (DEFAULT_QUALITY, plan.ts). */
    quality: z.partialRecord(z.enum(['avif', 'webp', 'jpeg', 'png']), z.number().int().min(1).max(100)).default({}),
    /** Click (or Enter) on a content image shows it enlarged; `false` turns zoom off for the site. */
    zoom: z.boolean().default(true),
    /** An image whose largest variant a reader downloads is over this many bytes warns. */
    maxBytes: z.number().int().positive().default(1024 * 1024),
  })
  .prefault({});

export type ImagesConfig = z.output<typeof imagesSchema>;
