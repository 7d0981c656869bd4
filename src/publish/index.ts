// The publishing step: what a site ships besides its pages. Before rendering, it starts drawing
// the social cards the routes step planned (src/publish/routes.ts), on worker threads. After rendering it runs the built-in plugins (sitemap,
// feeds, redirects, files for AI tools: src/plugins/builtin/) and writes `_headers`, the metadata
// JSON and `.nojekyll`.
import type {SiteConfig} from '../config/schema.ts';
import type {LastUpdate} from '../content/last-updated.ts';
import type {FoundLink, ParsedMarkdown} from '../content/types.ts';
import type {StepRunner} from '../steps/runner.ts';
import type {LinkTargets} from '../check/links.ts';
import {outputFile} from '../routes/paths.ts';
import type {RouteTable} from '../routes/types.ts';
import {SITE_METADATA_JSON, type SiteMetadata} from '../shared/site-metadata.ts';
import {withBaseUrl} from '../shared/urls.ts';
import type {FileContent, OutputWriter} from '../write/writer.ts';
import {startCards, type CardRun} from './cards/pool.ts';
import {headersFile} from './headers.ts';
import type {PublishedRoutes} from './routes.ts';
import {runBuiltins} from '../plugins/builtin/index.ts';

export interface Publishing {
  /** Route path → ISO date of its last change, for the sitemap. */
  lastmod: Map<string, string>;
  /** The cards being drawn (none when `socialCards: false` or nothing changed). */
  cards?: CardRun;
  /**
   * Writes the feeds, redirects and the other files; needs the link targets the render step used.
   * `writer` leaves the names the site's own files have to them (see siteFilesWin).
   */
  write(args: {parsed: Map<string, ParsedMarkdown>; linksByFile: Map<string, FoundLink[]>; targets: LinkTargets; writer: OutputWriter}): void;
}

export function preparePublishing(args: {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  /** The finished route table. */
  table: RouteTable;
  /** What the routes step added for publishing: the metadata and the cards to draw. */
  published: Omit<PublishedRoutes, 'table'>;
  /** Runs the card step (its writer is the locale's). */
  runner: StepRunner;
  writer: OutputWriter;
  /** Output names of the site's own files (static/ and content files). */
  files: Set<string>;
  lastUpdated?: Map<string, LastUpdate>;
  /** Whether this build writes the host's files at the output's root (`_headers`, `_redirects`, `.nojekyll`): the default locale's does. */
  hostFiles?: boolean;
  /**
   * Watch mode's rebuilds: the cards (reused or drawn) are started when the build asks for them,
   * after the pages are out: looking for every page's card would otherwise delay each reload.
   */
  cardsLater?: boolean;
}): Publishing {
  const {config, table, writer} = args;
  const baseUrl = table.urls.baseUrl;
  const {metadata} = args.published;
  let cards: CardRun | undefined;
  const planned = args.published.cards;
  if (planned) {
    const start = () => startCards({specs: planned.specs, brand: planned.brand, runner: args.runner});
    if (args.cardsLater) {
      let run: CardRun | undefined;
      cards = {start: () => void (run ??= start()), done: () => (run ??= start()).done(), cancel: async () => run?.cancel()};
    } else {
      cards = start();
    }
  }

  const lastmod = new Map<string, string>();
  for (const route of table.routes) {
    if (route.kind === 'doc') {
      const update = args.lastUpdated?.get(route.source);
      if (update) lastmod.set(route.path, update.iso);
    } else if (route.kind === 'blog-post') {
      lastmod.set(route.path, route.post.date);
    }
  }

  return {
    lastmod,
    cards,
    write({parsed, linksByFile, targets, writer}) {
      const add = (publicPath: string, content: FileContent) => addFile(outputFile(publicPath, baseUrl), content);
      const addFile = (file: string, content: FileContent) => void writer.add(file, content);
      runBuiltins({build: {siteDir: args.siteDir, config, configFile: args.configFile, table, parsed, linksByFile, targets, lastmod, files: args.files, hostFiles: args.hostFiles !== false}, writer});
      // Host configuration files sit at the output folder's root, whatever the base URL.
      if (args.hostFiles !== false) {
        addFile('_headers', headersFile(baseUrl));
        // GitHub Pages runs Jekyll unless told not to, and Jekyll drops files starting with `_`. A
        // site's own `.nojekyll` says the same: no warning.
        if (!args.files.has('.nojekyll')) writer.add('.nojekyll', '');
      }
      if (metadata) add(withBaseUrl(baseUrl, SITE_METADATA_JSON), `${JSON.stringify(metadata, null, 2)}\n`);
    },
  };
}
