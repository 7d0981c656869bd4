// The part of the site config the renderer reads. Render takes only this slice, so a field read
// while rendering must be added here, and the page cache key hashes the slice whole: a config
// field the pages show cannot be left out of the key.
import type {SiteConfig} from '../config/schema.ts';

export function renderConfig(config: SiteConfig) {
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
