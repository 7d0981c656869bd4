// The site's own files win over the files sitegen generates: a `static/robots.txt`, `_headers`,
// `_redirects`, feed or llms.txt is what the host serves, and the generated one is not written.
// Both would otherwise claim one output name, and the copy and the generated file would race.
import {contentHash, type OutputWriter} from './writer.ts';

/**
 * `writer` for generated files: a name among `siteFiles` (output names of static/ files) is left
 * to the site's file, with one warning naming both.
 */
export function siteFilesWin(writer: OutputWriter, siteFiles: ReadonlySet<string>, warn: (message: string) => void): OutputWriter {
  return {
    outDir: writer.outDir,
    has: (name, hash) => writer.has(name, hash),
    add: (name, content) => {
      if (!siteFiles.has(name)) return writer.add(name, content);
      warn(`static/${name} replaces the ${name} sitegen would write`);
      return contentHash(content);
    },
    keep: (name) => writer.keep(name),
    copy: (name, from) => writer.copy(name, from),
    commit: (options) => writer.commit(options),
    abort: () => writer.abort(),
    ready: () => writer.ready(),
  };
}
