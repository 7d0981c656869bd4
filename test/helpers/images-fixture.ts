// The image fixture site (issue: images as docs tools handle them): screenshots drawn with sharp at
// test time (large PNG and JPEG, a small PNG, a static-folder image, light and dark variants), an
// SVG, raw and JSX <img>, a require()d image, themed images and, on request, a missing one.
import sharp from 'sharp';
import {baseSite} from './site.ts';

/**
 * A screenshot-like picture: shaded panels with lines of "text" (blocks of dark cells) and the
 * faint grain of a captured UI (gradients, anti-aliasing), which keeps the PNG as large as real
 * screenshots are (about 1 MB at 1920×1080) and which lossy encoders smooth away.
 */
export async function screenshot(width: number, height: number, format: 'png' | 'jpeg', hue = 210): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let seed = hue * 7919 + 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  // One on/off decision per 4×4 cell of each text line, as glyphs would cover it.
  const cells = Array.from({length: Math.ceil(height / 4) * Math.ceil(width / 4)}, () => random() < 0.5);
  for (let y = 0; y < height; y++) {
    const band = Math.floor((y / height) * 6);
    const inLine = y % 28 >= 8 && y % 28 < 20;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const panel = x < width / 5 ? 30 : 0;
      const text = inLine && x % 420 > 40 && x % 420 < 380 && cells[Math.floor(y / 4) * Math.ceil(width / 4) + Math.floor(x / 4)] ? 90 : 0;
      const grain = Math.floor(random() * 6) + Math.floor((x + y) / 64) % 4;
      pixels[at] = (hue + band * 18 - panel - text + grain) & 255;
      pixels[at + 1] = (150 + band * 10 - panel - text + grain) & 255;
      pixels[at + 2] = (220 - band * 8 - panel - text + grain) & 255;
    }
  }
  const image = sharp(pixels, {raw: {width, height, channels}});
  return format === 'png' ? image.png().toBuffer() : image.jpeg({quality: 92}).toBuffer();
}

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#3b82f6"/><circle cx="320" cy="180" r="120" fill="#fff"/></svg>\n';

export const IMAGES_CONFIG = `export default {
  title: 'Images',
  url: 'https://example.com',
  navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}]},
};
`;

/** The gallery page: what every rule is checked on. Line numbers matter to the tests. */
export const GALLERY = [
  '---',
  'title: Gallery',
  '---',
  '',
  '![The editor](./img/editor.png)',
  '',
  '![A photo](./img/photo.jpg)',
  '',
  '![Diagram](./img/diagram.svg)',
  '',
  '![Small icon](./img/small.png)',
  '',
  '![From static](/img/static-shot.png)',
  '',
  '<img src="./img/raw.png" alt="Raw HTML">',
  '',
  '<img src={require(\'./img/jsx.png\').default} alt="JSX" style={{border: \'1px solid\'}} />',
  '',
  '![Light mode](./img/light.png#gh-light-mode-only)',
  '![Dark mode](./img/dark.png#gh-dark-mode-only)',
  '',
  '![](./img/small.png)',
  '',
  '<img src="./img/small.png" alt="Not zoomable" data-no-zoom>',
  '',
  "import ThemedImage from '@theme/ThemedImage';",
  '',
  "<ThemedImage alt=\"Themed\" sources={{light: useBaseUrl('/img/static-shot.png'), dark: require('./img/dark.png').default}} />",
  '',
].join('\n');

/** The image-heavy page: eight 1920×1080 screenshots. */
export const HEAVY = ['---', 'title: Screenshots', '---', '', ...Array.from({length: 8}, (_, n) => `Step ${n + 1}.\n\n![Step ${n + 1}](./shots/step-${n + 1}.png)\n`)].join('\n');

export async function imageSite(overrides: Record<string, string | Buffer> = {}): Promise<Record<string, string | Buffer>> {
  const shots = await Promise.all(Array.from({length: 8}, (_, n) => screenshot(1920, 1080, 'png', 40 + n * 25)));
  return {
    ...baseSite({'sitegen.config.ts': IMAGES_CONFIG}),
    'docs/gallery.mdx': GALLERY,
    'docs/heavy.md': HEAVY,
    'docs/img/editor.png': await screenshot(1920, 1080, 'png'),
    'docs/img/photo.jpg': await screenshot(1600, 1200, 'jpeg', 30),
    'docs/img/diagram.svg': SVG,
    'docs/img/small.png': await screenshot(320, 200, 'png', 90),
    'docs/img/raw.png': await screenshot(1200, 675, 'png', 120),
    'docs/img/jsx.png': await screenshot(1000, 500, 'png', 150),
    'docs/img/light.png': await screenshot(1280, 720, 'png', 0),
    'docs/img/dark.png': await screenshot(1280, 720, 'png', 180),
    'static/img/static-shot.png': await screenshot(1440, 900, 'png', 60),
    ...Object.fromEntries(shots.map((shot, n) => [`docs/shots/step-${n + 1}.png`, shot])),
    ...overrides,
  };
}
