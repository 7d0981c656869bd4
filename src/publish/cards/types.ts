// What a social card is drawn from, shared by the build thread and the card workers.
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What every card of a site shows. */
export interface CardBrand {
  siteName: string;
  /** The site's host and base path: `www.remotion.dev`. */
  host: string;
  /** The logo as a data URI (SVG or PNG). */
  logo?: string;
  /** The theme's colours (templates/styles/theme/tokens.css). */
  colors: {bg: string; fg: string; muted: string; accent: string; brand: string; violet: string};
}

/** What one page's card shows. */
export interface CardText {
  title: string;
  /** Where the page sits: "Docs · Lambda", "Blog", … */
  section: string;
}
