// `npm run port-report`: the real Docusaurus sets of ../shared/port, measured two ways.
// 1. Docs only: each set's docs built with a small sitegen config (pages built, URLs identical to
//    Docusaurus's, leaked MDX, labelled tabs, broken links).
// 2. Whole site, as a team switching would: dependencies installed (cached), `sitegen init
//    --from-docusaurus`, `sitegen build`, with no edit: exits, URLs of docs, blog and src/pages,
//    MDX components, leaks, warnings by kind, the primary colour and fonts the pages show against
//    the site's --ifm-* values, and with --screenshots the home, a docs page and a blog post as PNG
//    files in light and dark mode.
// Options: --whole-only, --docs-only, --no-install, --screenshots [dir], --set <name>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import sirv from 'sirv';
import {buildPortSet, PORT_SETS} from '../test/helpers/port.ts';
import {switchPortSite, type SwitchFigures, type UrlFigures} from '../test/helpers/port-site.ts';
import {launch} from '../test/helpers/browser.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] && !args[at + 1].startsWith('--') ? args[at + 1] : undefined;
};
const sets = value('--set') ? [value('--set')!] : PORT_SETS;
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '100.0'}%`;

if (!flag('--whole-only')) {
  const rows = sets.map((set) => buildPortSet(set));
  console.log('Docs only\nset       | build | pages built / source | URLs identical to Docusaurus | pages with leaked MDX | tabs with labels | broken links | time');
  console.log('----------|-------|----------------------|------------------------------|-----------------------|------------------|--------------|------');
  for (const r of rows) {
    console.log(
      [
        r.set.padEnd(9),
        (r.status === 0 ? 'ok' : `exit ${r.status}`).padEnd(5),
        `${r.builtPages} / ${r.sourcePages}`.padEnd(20),
        `${r.urlsIdentical} / ${r.sourcePages} (${pct(r.urlsIdentical, r.sourcePages)})`.padEnd(28),
        String(r.leakedPages.length).padEnd(21),
        `${r.tabsLabelled} / ${r.tabs}`.padEnd(16),
        String(r.brokenLinks).padEnd(12),
        `${r.seconds.toFixed(1)} s`,
      ].join(' | '),
    );
    for (const url of r.missingUrls) console.log(`  not at Docusaurus's URL: ${url}`);
    for (const page of r.leakedPages) console.log(`  leaked MDX: ${page}`);
    if (r.status !== 0) console.log(r.stderr.split('\n').filter((line) => /^error|^  - /.test(line)).join('\n'));
  }
  console.log('');
}

if (!flag('--docs-only')) {
  const shots = flag('--screenshots') ? (value('--screenshots') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-port-shots-'))) : undefined;
  for (const set of sets) {
    const figures = switchPortSite(set, {install: !flag('--no-install'), keep: true});
    printWhole(figures);
    await browserChecks(figures, shots);
    fs.rmSync(figures.dir, {recursive: true, force: true});
  }
}

function urls(name: string, figures: UrlFigures): string {
  return `  ${name.padEnd(6)} URLs matching Docusaurus's: ${figures.matching} / ${figures.expected} (${pct(figures.matching, figures.expected)})`;
}

function printWhole(f: SwitchFigures): void {
  console.log(`Whole site: ${f.set}`);
  console.log(`  dependencies: ${f.deps.installed.length} installed${f.deps.missing.length ? `, not installed: ${f.deps.missing.join('; ')}` : ''}`);
  const listed = /not translated \((\d+)/.exec(f.init.output)?.[1] ?? '0';
  console.log(`  init exit ${f.init.status} (${listed} settings listed as not translated)`);
  if (f.init.status !== 0) console.log(indent(f.init.output));
  console.log(`  build exit ${f.build.status} (${f.build.seconds.toFixed(1)} s)`);
  if (f.build.status !== 0) console.log(indent(f.build.stderr.split('\n').filter((line) => /^error|^caused by|^  - /.test(line)).slice(0, 20).join('\n')));
  for (const [name, figures] of [['docs', f.docs], ['blog', f.blog], ['pages', f.pages]] as const) {
    console.log(urls(name, figures));
    for (const missing of figures.missing.slice(0, 10)) console.log(`    missing: ${missing}`);
    if (figures.missing.length > 10) console.log(`    … and ${figures.missing.length - 10} more`);
  }
  const rendered = f.build.status === 0 ? `${Math.max(f.components.used - f.components.notRendered, 0)} rendered of ` : 'none rendered (no build), ';
  console.log(`  MDX components: ${rendered}${f.components.used} used (${f.components.notRendered} reported not rendered)`);
  console.log(`  pages with leaked MDX: ${f.leakedPages.length}${f.leakedPages.length ? ` (${f.leakedPages.slice(0, 5).join(', ')})` : ''}`);
  const kinds = Object.entries(f.warnings).sort((a, b) => b[1] - a[1]);
  console.log(`  warnings by kind: ${kinds.length ? '' : 'none'}`);
  for (const [kind, count] of kinds) console.log(`    ${String(count).padStart(4)}  ${kind}`);
}

function indent(text: string): string {
  return text.trim().split('\n').map((line) => `    ${line}`).join('\n');
}

/** The site's primary colour and fonts as the built pages show them (light and dark), and the screenshots. */
async function browserChecks(f: SwitchFigures, shots: string | undefined): Promise<void> {
  if (f.build.status !== 0) return void console.log('  primary colour kept: not measured (no build)\n  fonts kept: not measured (no build)\n');
  const serve = sirv(f.out, {dev: true, extensions: ['html']});
  const server = http.createServer((req, res) => serve(req, res, () => {
    res.writeHead(404).end();
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  const browser = await launch();
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    // tsx compiles named inner functions with esbuild's `__name` helper, which the page lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    const docs = f.docs.expected ? firstBuilt(f, 'docs') : undefined;
    const blog = f.blog.expected ? firstBuilt(f, 'blog') : undefined;
    // A docs page has what is measured: links in the text and inline code.
    await page.goto(`${base}${docs ?? '/'}`);
    const modes = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      modes.push({mode, ...(await page.evaluate(measureLook, f.look[mode]))});
    }
    const colours = modes.filter((m) => m.primary);
    if (!colours.length) console.log('  primary colour kept: the site sets no --ifm-color-primary');
    else {
      const kept = colours.every((m) => m.primary!.want === m.primary!.got);
      console.log(`  primary colour kept: ${kept ? 'yes' : 'no'} (${colours.map((m) => `${m.mode}: ${m.primary!.what} ${m.primary!.got}, site ${m.primary!.site} = ${m.primary!.want}`).join('; ')})`);
    }
    const fonts = modes.flatMap((m) => m.fonts.map((font) => ({...font, mode: m.mode})));
    const set = fonts.filter((font) => font.site !== undefined);
    const unset = [...new Set(fonts.filter((font) => font.site === undefined).map((font) => font.name))];
    const lost = set.filter((font) => font.want !== font.got);
    const shown = [...new Map(set.map((font) => [font.name, `${font.name} ${font.site}: ${font.got}${font.want === font.got ? '' : ` (want ${font.want})`}`])).values()];
    console.log(`  fonts kept: ${set.length ? (lost.length ? 'no' : 'yes') : 'the site sets no font'} (${[...shown, unset.length ? `not set by the site, the theme's: ${unset.join(', ')}` : ''].filter(Boolean).join('; ')})`);
    if (shots) {
      for (const [name, url] of [['home', '/'], ['docs', docs], ['blog', blog]] as const) {
        if (!url) continue;
        await page.goto(`${base}${url}`);
        for (const mode of ['light', 'dark'] as const) {
          await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
          const file = path.join(shots, `${f.set}-${name}${mode === 'dark' ? '-dark' : ''}.png`);
          await page.screenshot({path: file});
          console.log(`  screenshot ${name} ${mode} (${url}): ${file}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log('');
}

interface LookMeasure {
  primary?: {what: string; site: string; want: string; got: string};
  fonts: {name: string; site?: string; want?: string; got: string}[];
}

/** In the page: a text link's colour against the site's primary, and the text, heading and code fonts against the site's. */
function measureLook(ifm: Record<string, string>): LookMeasure {
  const computed = (property: 'color' | 'fontFamily', value: string) => {
    const probe = document.createElement('span');
    probe.style[property] = value;
    document.body.append(probe);
    const out = getComputedStyle(probe)[property];
    probe.remove();
    return out;
  };
  const main = document.querySelector('main') ?? document.body;
  const link = [...main.querySelectorAll('a[href]')].find((a) => !a.className && a.textContent?.trim() && !a.closest('h1, h2, h3, h4, h5, h6, nav, header, footer'));
  const site = ifm['--ifm-color-primary'];
  const primary = site && link ? {what: 'text link', site, want: computed('color', site), got: getComputedStyle(link).color} : undefined;
  const text = main.querySelector('p') ?? main;
  const heading = main.querySelector('h1, h2') ?? main;
  const code = main.querySelector(':not(pre) > code') as HTMLElement | null;
  const fonts: LookMeasure['fonts'] = [];
  const family = (name: string, key: string, element: Element) => {
    const value = ifm[key];
    fonts.push({name, site: value, want: value && computed('fontFamily', value), got: getComputedStyle(element).fontFamily});
  };
  family('text', '--ifm-font-family-base', text);
  family('headings', '--ifm-heading-font-family', heading);
  if (code) {
    family('code', '--ifm-font-family-monospace', code);
    const size = ifm['--ifm-code-font-size'];
    const parent = parseFloat(getComputedStyle(code.parentElement!).fontSize);
    const got = getComputedStyle(code).fontSize;
    // A percentage is of the text around the code, as in Docusaurus.
    const want = size && (size.endsWith('%') ? `${+((parseFloat(size) / 100) * parent).toFixed(2)}px` : computedSize(size));
    fonts.push({name: 'code size', site: size, want, got: size ? `${+parseFloat(got).toFixed(2)}px` : got});
  }
  return {primary, fonts};

  function computedSize(value: string): string {
    const probe = document.createElement('span');
    probe.style.fontSize = value;
    code!.parentElement!.append(probe);
    const out = `${+parseFloat(getComputedStyle(probe).fontSize).toFixed(2)}px`;
    probe.remove();
    return out;
  }
}

/** A docs page or blog post of the output, at its Docusaurus URL. */
function firstBuilt(f: SwitchFigures, kind: 'docs' | 'blog'): string | undefined {
  const prefix = kind === 'docs' ? 'docs' : 'blog';
  const dir = path.join(f.out, prefix);
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir, {recursive: true}).map(String).filter((file) => file.endsWith('.html') && (kind === 'docs' || /^\d{4}\//.test(file)));
  const chosen = files.find((file) => /install|getting-started/.test(file)) ?? files.sort().at(-1);
  return chosen && `/${prefix}/${chosen.replace(/(index)?\.html$/, '')}`;
}
