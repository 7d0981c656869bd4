// The Infima layer's defaults (templates/styles/infima/variables.css) repeat the theme's tokens, so
// that a site with `infima: true` that sets no --ifm-* value looks as any sitegen site: each
// default must equal the token it stands for, in both colour modes, and each fallback the value
// the theme's own rule has.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {TEMPLATES_DIR} from '../../../../src/paths.ts';

const read = (file: string) => fs.readFileSync(path.join(TEMPLATES_DIR, 'styles', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  assert.ok(body !== undefined, `a rule for ${selector}`);
  return Object.fromEntries([...body.matchAll(/([\w-]+)\s*:\s*([^;]+?)\s*(?:;|$)/g)].map(([, name, value]) => [name, value]));
}

const tokens = read('theme/tokens.css');
const infima = read('infima/variables.css');

test("Infima's defaults are the theme's tokens, in light and dark mode", () => {
  const light = block(tokens, ':root');
  const dark = {...light, ...block(tokens, "[data-theme='dark']")};
  const ifmLight = block(infima, ':root');
  assert.equal(ifmLight['--ifm-color-primary'], light['--c-accent']);
  assert.equal(block(infima, "[data-theme='dark']")['--ifm-color-primary'], dark['--c-accent']);
  assert.equal(ifmLight['--ifm-background-color'], light['--c-bg']);
  assert.equal(ifmLight['--ifm-font-color-base'], light['--c-fg']);
  const ifmDark = block(infima, "html[data-theme='dark']");
  assert.equal(ifmDark['--ifm-background-color'], dark['--c-bg']);
  assert.equal(ifmDark['--ifm-font-color-base'], dark['--c-fg']);
  assert.equal(ifmLight['--ifm-font-family-base'], light['--font']);
  assert.equal(ifmLight['--ifm-font-family-monospace'], light['--mono']);
});

test("the fallbacks of Infima's knobs are the values of the theme's own rules", () => {
  const base = read('theme/base.css');
  assert.equal(block(base, 'h1, h2, h3, h4, h5, h6')['font-weight'], '700');
  assert.match(infima, /h2, h3, h4, h5, h6 \{ font-weight: var\(--ifm-heading-font-weight, 700\); \}/);
  assert.equal(block(base, 'h1')['font-weight'], '800');
  assert.match(infima, /h1 \{ font-weight: var\(--ifm-heading-font-weight, 800\); \}/);
  for (const level of ['h1', 'h2', 'h3']) assert.ok(infima.includes(`, ${block(base, level)['font-size']}); }`), `${level} size`);
  assert.equal(block(read('theme/markdown.css'), '.markdown :not(pre) > code')['font-size'], '0.86em');
  assert.match(infima, /\.markdown :not\(pre\) > code \{ font-size: var\(--ifm-code-font-size, 0\.86em\); \}/);
  assert.equal(block(read('theme/code.css'), '.code-block pre')['font-size'], '0.875rem');
  assert.match(infima, /\.code-block pre \{ font-size: var\(--ifm-code-font-size, 0\.875rem\); \}/);
});
