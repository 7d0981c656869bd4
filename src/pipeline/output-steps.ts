// The steps after the pages: the extras (robots.txt, host files and the built-in plugins' files:
// sitemap, feeds, redirects, files for AI tools) and the search index. Both write files; the runner keeps them from the last output
// while their declared inputs are unchanged (src/steps/runner.ts).
import {CONFIG_KEYS} from '../config/keys.ts';
import type {FoundLink, ParsedMarkdown} from '../content/types.ts';
import type {LinkTargets} from '../check/links.ts';
import type {Publishing} from '../publish/index.ts';
import type {LocaleInfo} from '../i18n/locales.ts';
import type {RouteTable} from '../routes/types.ts';
import type {ThemeMessages} from '../shared/theme-strings.ts';
import {searchFiles} from '../search/build.ts';
import {defineStep} from '../steps/runner.ts';
import {loadFeedLibrary} from '../publish/feeds.ts';
import {robots} from '../write/extras.ts';
import {siteFilesWin} from '../write/site-files-win.ts';
import {collectLargeHeap, collectWhenGrown} from '../threads/memory.ts';

/** Every key of the config: the extras' writers (feeds, llms files, metadata) read most of it. */
const WHOLE_CONFIG = CONFIG_KEYS;

export const extrasStep = defineStep({
  name: 'extras',
  version: 2,
  config: WHOLE_CONFIG,
  cache: 'files',
  async run(
    input: {
      /** The bundled config module (its markdown plugins shape the llms files' markdown). */
      configModule: string;
      locale: string;
      /** Every locale (robots.txt names each one's sitemap). */
      locales: readonly LocaleInfo[];
      /** Written at the output's root: the default locale's extras. */
      root: boolean;
      /** The route table, keyed by its data with page HTML by parse key (see routesKey). */
      table: RouteTable;
      /** The theme's texts in the locale's words (the feeds' code-block buttons and heading links): not part of the table's key. */
      messages: ThemeMessages;
      /** Parse results, links and targets: functions of the routes and config, keyed with them. */
      parsed: ReadonlyMap<string, ParsedMarkdown>;
      linksByFile: ReadonlyMap<string, FoundLink[]>;
      targets: LinkTargets;
      publishing: Publishing;
      lastmod: [string, string][];
      fileUrls: [string, string][];
      copies: string[];
      staticNames: ReadonlySet<string>;
    },
    tools,
  ) {
    const {table, publishing} = input;
    await loadFeedLibrary();
    const generated = siteFilesWin(tools.writer, input.staticNames, tools.warn);
    if (input.root) generated.add('robots.txt', robots(table.chrome.url, input.locales.map((locale) => locale.baseUrl)));
    publishing.write({parsed: input.parsed as Map<string, ParsedMarkdown>, linksByFile: input.linksByFile as Map<string, FoundLink[]>, targets: input.targets, writer: generated});
  },
});

export const searchStep = defineStep({
  name: 'search',
  version: 1,
  config: ['search', 'baseUrl'],
  cache: 'files',
  async run(input: {locale: string; docsVersions: RouteTable['docsVersions']; table: RouteTable; parsed: ReadonlyMap<string, ParsedMarkdown>}, tools) {
    // What rendering and the extras left (the extras' files, copied to the writing threads) is
    // collected before the index adds its own: on a large site the build's peak memory is here,
    // and would depend on when V8 last collected.
    collectLargeHeap();
    for await (const [name, content] of searchFiles({table: input.table, config: tools.config, parsed: input.parsed})) {
      tools.writer.add(name, content);
      // The files are written as they are made, not held in the writer's queue: the index is
      // made without waiting on anything, so the queue moves only while this waits for it. Each
      // version's index leaves much garbage, which V8 would let pile up version after version.
      await tools.writer.ready();
      collectWhenGrown();
    }
  },
});
