// What sitegen's own plugins read besides the public hooks' props: the route table and the parse
// results of the locale being built. They are plugins of the API otherwise: a function
// `(context, options) => Plugin` with a postBuild hook, whose files go straight to the output's writer.
import type {SiteConfig} from '../../config/schema.ts';
import type {FoundLink, ParsedMarkdown} from '../../content/types.ts';
import type {LinkTargets} from '../../check/links.ts';
import type {RouteTable} from '../../routes/types.ts';
import type {FileContent} from '../../write/writer.ts';
import type {Plugin, PostBuildProps} from '../types.ts';

export interface BuildData {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  table: RouteTable;
  parsed: Map<string, ParsedMarkdown>;
  linksByFile: Map<string, FoundLink[]>;
  targets: LinkTargets;
  /** Route path → ISO date of its last change. */
  lastmod: Map<string, string>;
  /** Output names of the site's own files (static/ and content files). */
  files: Set<string>;
  /** Whether this locale writes the host's files at the output's root. */
  hostFiles: boolean;
}

export type BuiltinProps = PostBuildProps & {
  build: BuildData;
  /**
   * Adds a file to the output, by its path in it (`docs/a.md`, `blog/rss.xml`). A built-in plugin
   * writes nothing into `outDir` (the output folder): its files go to the build's writer, as a
   * site plugin's do once its hook returns, without a round trip through a folder of their own.
   * A large file may come as bytes in chunks (see FileContent).
   */
  write(name: string, content: FileContent): void;
};

/** A plugin of sitegen itself: its postBuild also gets the build's data. */
export interface BuiltinPlugin extends Plugin {
  postBuild(props: BuiltinProps): void | Promise<void>;
}
