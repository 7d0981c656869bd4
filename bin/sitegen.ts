// The sitegen command line: parses flags and hands over to src/commands, each loaded only when
// its command runs (so `--help` and `--version` start fast). Exit codes: 0 ok, 1 build failed,
// 2 usage error.
import {Command, CommanderError, InvalidArgumentError} from 'commander';
import {ENGINE_VERSION} from '../src/paths.ts';
import {formatError, UsageError} from '../src/errors.ts';
import {createReporter} from '../src/log.ts';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number (0-65535)');
  return n;
}

const program = new Command()
  .name('sitegen')
  .description('Builds a static site from markdown and React templates.')
  .version(ENGINE_VERSION)
  .exitOverride()
  .configureOutput({outputError: (text, write) => write(text.replace(/^error: /, 'error: '))});

program
  .command('build')
  .description('build the site into the output folder (replaced only when the build succeeds)')
  .option('--site <dir>', 'site folder', './site')
  .option('--out <dir>', 'output folder', './dist')
  .option('--no-cache', 'build from scratch: read nothing cached and save nothing')
  .option('--force', 'replace an existing output folder that sitegen did not write', false)
  .action(async (options: {site: string; out: string; cache: boolean; force: boolean}) => {
    const {buildCommand} = await import('../src/commands/build.ts');
    await buildCommand({site: options.site, out: options.out, cache: options.cache, force: options.force});
  });

program
  .command('serve')
  .description('build, then serve the output; with --watch, rebuild and reload on changes')
  .option('--site <dir>', 'site folder', './site')
  .option('--out <dir>', 'output folder', './dist')
  .option('--port <port>', 'port to listen on', port, 3000)
  .option('--host <host>', 'host to bind', '127.0.0.1')
  .option('--watch', 'watch site/ and templates/, rebuild what changed and live-reload pages', false)
  .option('--force', 'replace an existing output folder that sitegen did not write', false)
  .action(async (options: {site: string; out: string; port: number; host: string; watch: boolean; force: boolean}) => {
    const {serveCommand} = await import('../src/commands/serve.ts');
    await serveCommand(options);
  });

program
  .command('check-links')
  .description('serve the built output on loopback and crawl it for broken links and anchors')
  .option('--out <dir>', 'built output folder', './dist')
  .option('--external', 'also check links to other sites', false)
  .action(async (options: {out: string; external: boolean}) => {
    const {checkLinksCommand} = await import('../src/commands/check-links.ts');
    const ok = await checkLinksCommand(options);
    if (!ok) process.exitCode = 1;
  });

program
  .command('docs:version <name>')
  .description('freeze the current docs as version <name> (versioned_docs/, versioned_sidebars/, versions.json)')
  .option('--site <dir>', 'site folder', './site')
  .option('--instance <id>', 'the docs instance to version (docsInstances[].id; its files are <id>_versioned_docs/, …)')
  .action(async (name: string, options: {site: string; instance?: string}) => {
    const {docsVersionCommand} = await import('../src/commands/docs-version.ts');
    await docsVersionCommand({site: options.site, name, instance: options.instance});
  });

program
  .command('write-translations <locale>')
  .description('write the translation files of <locale> to fill in (i18n/<locale>/code.json, navbar, footer, sidebars, blog titles); existing messages are kept')
  .option('--site <dir>', 'site folder', './site')
  .action(async (locale: string, options: {site: string}) => {
    const {writeTranslationsCommand} = await import('../src/commands/write-translations.ts');
    await writeTranslationsCommand({site: options.site, locale});
  });

program
  .command('init')
  .description('write a starter site (docs, blog, home page, config, sidebars), or a config translated from a Docusaurus project')
  .option('--site <dir>', 'folder for the new site (must not exist or be empty)', './site')
  .option('--from-docusaurus <dir>', 'translate <dir>/docusaurus.config.js into <dir>/sitegen.config.ts, leaving the content in place')
  .action(async (options: {site: string; fromDocusaurus?: string}) => {
    const {initCommand} = await import('../src/commands/init.ts');
    await initCommand(options);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else if (error instanceof UsageError) {
    createReporter().error(formatError(error));
    process.exitCode = 2;
  } else {
    createReporter().error(formatError(error));
    process.exitCode = 1;
  }
}
