// Social cards switched off, and a card logo that does not exist. One fixture per scenario.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function build(extra: string) {
  const fixture = makeSite(baseSite({'sitegen.config.ts': `export default {title: 'Fixture', url: 'https://example.com', ${extra}};\n`, 'static/img/social.png': 'png'}));
  made.push(fixture.dir);
  return {...fixture, result: runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache'])};
}

test('socialCards: false draws nothing: pages show the site image', () => {
  const site = build("image: '/img/social.png', socialCards: false,");
  assert.equal(site.result.status, 0, site.result.stderr);
  assert.doesNotMatch(site.result.stdout, /cards/);
  assert.ok(!fs.existsSync(path.join(site.out, 'assets/cards')));
  const html = fs.readFileSync(path.join(site.out, 'docs/guides/one.html'), 'utf8');
  assert.match(html, /<meta property="og:image" content="https:\/\/example\.com\/img\/social\.png">/);
});

test('a card logo that is not in static/ fails the build naming the config', () => {
  const site = build("socialCards: {logo: '/img/missing.svg'},");
  assert.equal(site.result.status, 1);
  assert.match(site.result.stderr + site.result.stdout, /sitegen\.config\.ts: socialCards\.logo: \/img\/missing\.svg is not a file in static\//);
});

test('a logo resvg cannot draw (an SVG that is not well-formed) leaves the cards without it, with a warning', () => {
  const fixture = makeSite(baseSite({
    'sitegen.config.ts': "export default {title: 'Fixture', url: 'https://example.com', navbar: {logo: {alt: 'Logo', src: '/img/broken.svg'}, items: []}};\n",
    'static/img/broken.svg': '<svg xmlns="http://www.w3.org/2000/svg">',
  }));
  made.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout + result.stderr, /social cards are drawn without the logo: .*never closed/);
  assert.ok(fs.readdirSync(path.join(fixture.out, 'assets/cards')).length >= 5);
});
