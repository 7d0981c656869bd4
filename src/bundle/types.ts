// What the client bundle step hands to render and write.
export interface ClientAssets {
  /** URL of the always-loaded boot script. */
  boot: string;
  /** URL of the theme stylesheet. */
  css: string;
  /** URL of the stylesheets the site's code imports (CSS modules, Sass), when it imports any. */
  siteCss?: string;
  /** URL of KaTeX's stylesheet, linked only from pages with math. */
  mathCss: string;
  /** URL of the script that draws mermaid diagrams, loaded only by pages with one. */
  diagrams: string;
  /** The content images' rules (light/dark images, zoom), inlined only in pages with images. */
  imagesStyle: string;
  /** URL of the image zoom script, loaded only by pages with zoomable images. */
  zoom: string;
  /** Island name → URL of its chunk (loaded on demand). */
  islands: Record<string, string>;
  /** Output files, path relative to the output folder → contents. */
  files: Map<string, Uint8Array>;
}
