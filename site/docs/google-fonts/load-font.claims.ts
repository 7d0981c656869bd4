// loadFont() defaults, proven by running the package's loadFonts() for Roboto with FontFace replaced
// by a recorder of the faces it creates (style, weight, subset by unicode range). Its remotion import
// (delayRender) is a stand-in: the copy nested under @remotion/google-fonts refuses to load beside
// the site's.
import assert from 'node:assert/strict';
import type {Claim, PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {withStandIn} from '../../../scripts/docs-checks/proof-kit.ts';

type Meta = {fonts: Record<string, Record<string, Record<string, string>>>; unicodeRanges: Record<string, string>};
const roboto: Meta = withStandIn('@remotion/google-fonts/Roboto', './base', {loadFonts: () => null}).getInfo();

function faces(style?: string, options?: Record<string, unknown>): string[] {
  const made: string[] = [];
  const g = globalThis as {FontFace?: unknown};
  const saved = g.FontFace;
  g.FontFace = class {
    constructor(_family: string, _src: string, d: {style: string; weight: string; unicodeRange: string}) {
      const subset = Object.keys(roboto.unicodeRanges).find((k) => roboto.unicodeRanges[k] === d.unicodeRange);
      made.push(`${d.style}/${d.weight}/${subset}`);
    }
    load() {
      return new Promise(() => undefined);
    }
  };
  try {
    const {loadFonts} = withStandIn('@remotion/google-fonts/base', 'remotion', {delayRender: () => 1, continueRender: () => undefined});
    loadFonts(roboto, style, options);
  } finally {
    g.FontFace = saved;
  }
  return made.sort();
}

const all = (styles: string[], weights?: string[], subsets?: string[]) =>
  styles.flatMap((s) => (weights ?? Object.keys(roboto.fonts[s])).flatMap((w) => (subsets ?? Object.keys(roboto.fonts[s][w])).map((sub) => `${s}/${w}/${sub}`))).sort();

const claim = (row: string, quote: string, prove: () => void): Claim => ({kind: 'default', row, quote, prove});

export const claims: PageClaims = {
  page: 'google-fonts/load-font.md',
  claims: [
    claim('style', "| `style` | e.g. `'normal' \\| 'italic'` | all styles |", () => {
      assert.deepEqual(Object.keys(roboto.fonts).sort(), ['italic', 'normal']);
      assert.deepEqual(faces(), all(['italic', 'normal']));
      assert.deepEqual(faces('italic'), all(['italic']));
    }),
    claim('options.weights', '| `options.weights` | `string[]` | all weights of the style |', () => {
      assert.deepEqual(faces('normal', {}), all(['normal']));
      assert.deepEqual(faces('normal', {weights: ['700']}), all(['normal'], ['700']));
    }),
    claim('options.subsets', '| `options.subsets` | `string[]` | all subsets |', () => {
      assert.deepEqual(faces('normal', {weights: ['400']}), all(['normal'], ['400']));
      assert.equal(faces('normal', {weights: ['400']}).length, Object.keys(roboto.unicodeRanges).length);
      assert.deepEqual(faces('normal', {weights: ['400'], subsets: ['latin']}), ['normal/400/latin']);
    }),
  ],
};
