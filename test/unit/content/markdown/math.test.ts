import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('inline $…$ and display $$…$$ render to KaTeX HTML with MathML at build time', () => {
  const page = parse('Euler: $e^{i\\pi}+1=0$.\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n');
  assert.match(page.html, /^<p>Euler: <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/);
  assert.match(page.html, /<div class="math-display"><span class="katex-display"><span class="katex">/);
  assert.match(page.html, /<annotation encoding="application\/x-tex">\\int_0\^1 x\\,dx = \\frac\{1\}\{2\}/);
  assert.deepEqual(page.warnings, []);
});

test('prices and escaped dollars are not math', () => {
  const source = 'One seat ($10 per month or $100 per year), about $0.01 per minute, and \\$5.\n';
  const page = parse(source);
  assert.doesNotMatch(page.html, /katex/);
  assert.equal(page.html, '<p>One seat ($10 per month or $100 per year), about $0.01 per minute, and $5.</p>\n');
});

test('invalid TeX warns with file and line and shows the source as code', () => {
  const page = parse('---\ntitle: T\n---\n\nText.\n\nBad $\\frac{1}{$ here.\n', 'docs/m.md');
  assert.equal(page.warnings.length, 1);
  assert.match(page.warnings[0], /^docs\/m\.md:7: invalid TeX `\\frac\{1\}\{`: .*expected '\}'/);
  assert.match(page.html, /<code class="math-error">\\frac\{1\}\{<\/code>/);
});
