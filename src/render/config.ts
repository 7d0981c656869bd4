// The part of the site config the renderer reads. Render takes only this slice, so a field read
// while rendering must be added here, and the page cache key hashes the slice whole: a config
// field the pages show cannot be left out of the key.
import type {SiteConfig} from '../config/schema.ts';

/** The config keys render reads: the render step declares them (src/pipeline/render-pages.ts). */
export const RENDER_CONFIG_KEYS = ['image', 'favicon', 'headTags', 'scripts', 'colorMode', 'announcementBar'] as const;

export function renderConfig(config: Pick<SiteConfig, (typeof RENDER_CONFIG_KEYS)[number]>) {
  return {
    image: config.image,
    favicon: config.favicon,
    headTags: config.headTags,
    scripts: config.scripts,
    colorMode: {defaultMode: config.colorMode.defaultMode, respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme},
    announcementId: config.announcementBar?.id,
  };
}

export type RenderConfig = Readonly<ReturnType<typeof renderConfig>>;
