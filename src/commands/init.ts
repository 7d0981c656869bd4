// `sitegen init`: a starter site (docs, a blog, a home page, config, sidebars) in a new folder.
// `sitegen init --from-docusaurus <dir>`: a sitegen.config.ts next to a Docusaurus project's
// config, translated from it; the project's content stays where it is. Neither ever replaces a
// file: a folder that is not empty, or an existing sitegen.config.ts, is refused.
import fs from 'node:fs';
import path from 'node:path';
import {CONFIG_FILE} from '../config/load.ts';
import {loadDocusaurusConfig} from '../config/docusaurus/load.ts';
import {configModule, describeSkipped} from '../config/docusaurus/module.ts';
import {translateDocusaurusConfig} from '../config/docusaurus/translate.ts';
import {siteSwizzles, unusedSwizzleMessage} from '../compat/docusaurus/swizzles.ts';
import {UsageError} from '../errors.ts';
import {createReporter, type Reporter} from '../log.ts';
import {TEMPLATES_DIR} from '../paths.ts';

export const STARTER_DIR = path.join(TEMPLATES_DIR, 'starter');

export async function initCommand(options: {site: string; fromDocusaurus?: string; reporter?: Reporter}): Promise<void> {
  const reporter = options.reporter ?? createReporter();
  if (options.fromDocusaurus !== undefined) return fromDocusaurus(path.resolve(options.fromDocusaurus), reporter);
  const target = path.resolve(options.site);
  if (fs.existsSync(target) && (!fs.statSync(target).isDirectory() || fs.readdirSync(target).length)) {
    throw new UsageError(`${options.site} already exists and is not an empty folder; init writes a new site only (choose another --site)`);
  }
  fs.cpSync(STARTER_DIR, target, {recursive: true, errorOnExist: true, force: false});
  const site = path.relative(process.cwd(), target) || '.';
  reporter.info(`sitegen: wrote a starter site to ${site}/\n  build it:  npx sitegen build --site ${site}\n  write it:  npx sitegen serve --watch --site ${site}`);
}

async function fromDocusaurus(projectDir: string, reporter: Reporter): Promise<void> {
  if (!fs.existsSync(projectDir) || !fs.statSync(projectDir).isDirectory()) throw new UsageError(`${projectDir} is not a folder`);
  const target = path.join(projectDir, CONFIG_FILE);
  if (fs.existsSync(target)) throw new UsageError(`${target} already exists; remove it first to translate the Docusaurus config again`);
  const loaded = await loadDocusaurusConfig(projectDir);
  const from = path.basename(loaded.file);
  const {config, skipped} = translateDocusaurusConfig(loaded.config, projectDir, loaded.source);
  const absent = [...loaded.absent].map(([name, where]) => `${name} (${path.relative(projectDir, where.file) || from}${where.line ? `:${where.line}` : ''})`);
  const extra = [
    ...(absent.length ? [`Packages the config uses that are not installed (inert while translating): ${absent.join(', ')}.`] : []),
    ...(loaded.lent.size ? [`Packages sitegen lent to the config (not installed in the site): ${[...loaded.lent].join(', ')}.`] : []),
    // Swizzles sitegen draws in place of its own components need nothing; the others are named here.
    ...siteSwizzles(projectDir)
      .filter((swizzle) => !swizzle.counterpart)
      .map((swizzle) => `Swizzled component not used: ${unusedSwizzleMessage(swizzle)}.`),
  ];
  fs.writeFileSync(target, configModule(config, from, skipped, extra), {flag: 'wx'});
  const site = path.relative(process.cwd(), projectDir) || '.';
  const lines = [`sitegen: wrote ${path.relative(process.cwd(), target) || CONFIG_FILE} from ${from}`];
  // Each left-out setting once, with its line: the same list heads the written file.
  if (skipped.length) lines.push(`  not translated (${skipped.length}, listed in ${CONFIG_FILE}):`, ...skipped.map((entry) => `    ${describeSkipped(entry, path.relative(process.cwd(), loaded.file))}`));
  for (const note of extra) lines.push(`  ${note}`);
  lines.push(`  build it:  npx sitegen build --site ${site}${outOption(projectDir)}`);
  reporter.info(lines.join('\n'));
}

/**
 * The build's default output (./dist of the working folder) may not sit inside the site: for a
 * site at the working folder (a repository's root) init suggests a folder beside it.
 */
function outOption(projectDir: string): string {
  const relative = path.relative(projectDir, path.resolve('dist'));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return '';
  return ` --out ${path.relative(process.cwd(), path.join(path.dirname(projectDir), `${path.basename(projectDir)}-dist`))}`;
}
