// What runPipeline takes and returns (src/pipeline/pipeline.ts), apart so the locale's steps can
// name them without importing the pipeline.
import type {SiteFiles} from '../content/discover.ts';
import type {SiteConfig} from '../config/schema.ts';
import type {Reporter} from '../log.ts';
import type {RouteTable} from '../routes/types.ts';
import type {OutputWriter} from '../write/writer.ts';
import type {CacheStore} from '../cache/store.ts';

export interface PipelineOptions {
  siteDir: string;
  store: CacheStore;
  writer: OutputWriter;
  reporter: Reporter;
  includeDrafts?: boolean;
  /** Extra markup at the end of every page (the live-reload client in watch mode). */
  bodyEnd?: string;
  /**
   * Watch mode: what no open page shows (sitemap, feeds, files for AI tools and hosts, the search
   * index, social cards) is made by `search()` after the pages are out and the reload has gone.
   */
  deferSearch?: boolean;
  /** Where rendered pages are remembered: each kind of output (build, watch) keeps its own. */
  cacheScope?: string;
  /**
   * Watch mode's rebuilds: the social cards are started after the pages are out (with `deferSearch`),
   * not before rendering. The first run starts them at once, so that they are drawn while it renders.
   */
  cardsLater?: boolean;
  /** Watch mode: the files the last run discovered, and whether the edits since can have changed them. */
  discovery?: Discovery;
}

export interface Discovery {
  /** What the last run found, for the site and config (as JSON) it found it for. */
  last?: {key: string; found: SiteFiles[]};
  /** Every edit since the last run kept the file lists (see keepsFileLists). */
  listsKept: boolean;
}

export interface PipelineOutput {
  config: SiteConfig;
  files: SiteFiles;
  table: RouteTable;
  pageCount: number;
  /** The steps after the pages (see `deferSearch`), when deferred. */
  search?: () => Promise<void>;
  /** What plugins watch besides the site (their `getPathsToWatch`), for `serve --watch`. */
  watchPaths?: string[];
}
