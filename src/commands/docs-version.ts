// `sitegen docs:version <name>`: freezes the current docs as a released version, in Docusaurus's
// layout (versioned_docs/, versioned_sidebars/, versions.json), so the next build serves it at the
// docs base and the current docs at /docs/next. `--instance <id>` versions another docs instance
// (<id>_versioned_docs/, <id>_versioned_sidebars/, <id>_versions.json, as Docusaurus's
// `docs:version:<id>`). It only adds files: if anything fails on the way, what it created is
// removed and the site is as it was.
import fs from 'node:fs';
import path from 'node:path';
import {StepRunner} from '../steps/runner.ts';
import {CacheStore} from '../cache/store.ts';
import {loadSettings} from '../pipeline/site-code.ts';
import {CURRENT_VERSION, DEFAULT_DOCS, docsInstance, docsInstances, versionedDocsDir, versionedSidebarsFile, versionsFile} from '../content/versions.ts';
import {UsageError} from '../errors.ts';
import {createReporter, type Reporter} from '../log.ts';
import {defaultSidebars} from '../routes/sidebars.ts';
import {checkSiteFolder, siteCacheDir} from './build.ts';

/** Names that would make a bad folder or URL segment (the same limits Docusaurus sets). */
const BAD_NAME = /[<>:"|?*\\/\0]/;
const MAX_NAME = 32;

export function checkVersionName(name: string, existing: string[], VERSIONS_FILE = versionsFile()): void {
  if (!name.trim()) throw new UsageError('the version name is empty');
  if (name === CURRENT_VERSION) throw new UsageError(`"${CURRENT_VERSION}" is the name of the unreleased docs; choose another version name`);
  if (name === '.' || name === '..' || BAD_NAME.test(name)) throw new UsageError(`the version name "${name}" cannot be a folder name (no / \\ < > : " | ? * and not . or ..)`);
  if (name.length > MAX_NAME) throw new UsageError(`the version name "${name}" is longer than ${MAX_NAME} characters`);
  if (existing.includes(name)) throw new UsageError(`version ${name} already exists in ${VERSIONS_FILE}`);
}

function readVersions(siteDir: string, VERSIONS_FILE: string): string[] {
  const file = path.join(siteDir, VERSIONS_FILE);
  if (!fs.existsSync(file)) return [];
  let list: unknown;
  try {
    list = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new UsageError(`${path.join(path.basename(siteDir), VERSIONS_FILE)} is not valid JSON: ${(cause as Error).message}`);
  }
  if (!Array.isArray(list) || list.some((name) => typeof name !== 'string')) throw new UsageError(`${VERSIONS_FILE} must be an array of version names`);
  return list as string[];
}

export async function docsVersionCommand(options: {site: string; name: string; instance?: string; reporter?: Reporter}): Promise<void> {
  const reporter = options.reporter ?? createReporter();
  const siteDir = options.site;
  const pluginId = options.instance ?? DEFAULT_DOCS;
  const VERSIONS_FILE = versionsFile(pluginId);
  checkSiteFolder(siteDir);
  const versions = readVersions(siteDir, VERSIONS_FILE);
  checkVersionName(options.name, versions, VERSIONS_FILE);
  // Nothing is cached: this command reads the config and sidebars once.
  const store = new CacheStore(siteCacheDir(siteDir), false, path.resolve(siteDir));
  const {config, instanceSidebars} = await loadSettings(siteDir, new StepRunner({store, reporter}));
  const instance = docsInstance(config, pluginId);
  if (!instance) throw new UsageError(`the site has no docs instance "${pluginId}" (its instances: ${docsInstances(config).map((i) => i.id).join(', ')})`);
  const sidebars = instanceSidebars?.[pluginId];
  const docsDir = path.join(siteDir, instance.path);
  if (!fs.existsSync(docsDir) || !fs.readdirSync(docsDir).length) throw new UsageError(`there are no docs to version in ${path.join(path.basename(siteDir), instance.path)}/`);
  const targetDocs = path.join(siteDir, versionedDocsDir(options.name, pluginId));
  const targetSidebars = path.join(siteDir, versionedSidebarsFile(options.name, pluginId));
  for (const target of [targetDocs, targetSidebars]) {
    if (fs.existsSync(target)) throw new UsageError(`${path.relative(siteDir, target)} already exists; sitegen does not overwrite it`);
  }
  const created: string[] = [];
  const mkdir = (dir: string) => {
    const first = fs.mkdirSync(dir, {recursive: true});
    if (first) created.push(first);
  };
  try {
    mkdir(path.dirname(targetDocs));
    created.push(targetDocs);
    fs.cpSync(docsDir, targetDocs, {recursive: true, errorOnExist: true, force: false});
    mkdir(path.dirname(targetSidebars));
    // The sidebars as the build read them (a sidebars.ts is evaluated): plain JSON, frozen.
    fs.writeFileSync(targetSidebars, `${JSON.stringify(sidebars?.input ?? defaultSidebars(), null, 2)}\n`, {flag: 'wx'});
    created.push(targetSidebars);
    fs.writeFileSync(path.join(siteDir, VERSIONS_FILE), `${JSON.stringify([options.name, ...versions], null, 2)}\n`);
  } catch (error) {
    for (const made of created.reverse()) fs.rmSync(made, {recursive: true, force: true});
    throw error;
  }
  reporter.info(`sitegen: docs version ${options.name} created: ${path.relative(process.cwd(), targetDocs) || '.'}, ${path.relative(process.cwd(), targetSidebars)}, ${VERSIONS_FILE}`);
}
