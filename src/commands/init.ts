// `sitegen init`: a starter site (docs, a blog, a home page, config, sidebars) in a new folder.
// `sitegen init --from-docusaurus <dir>`: a sitegen.config.ts next to a Docusaurus project's
// config, translated from it; the project's content stays where it is. Neither ever replaces a
// file: a folder that is not empty, or an existing sitegen.config.ts, is refused.
import fs from 'node:fs';
import path from 'node:path';
import {CONFIG_FILE} from '../config/load.ts';
import {configModule, loadDocusaurusConfig, translateDocusaurusConfig} from '../config/from-docusaurus.ts';
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
  const {file, config} = await loadDocusaurusConfig(projectDir);
  const {config: translated, skipped} = translateDocusaurusConfig(config, projectDir);
  fs.writeFileSync(target, configModule(translated, path.basename(file), skipped), {flag: 'wx'});
  const site = path.relative(process.cwd(), projectDir) || '.';
  reporter.info(`sitegen: wrote ${path.relative(process.cwd(), target)} from ${path.basename(file)}${skipped.length ? ` (not translated: ${skipped.join(', ')})` : ''}\n  build it:  npx sitegen build --site ${site}`);
}
