// Writers over a writer: one that records what a step wrote (its cache keeps the list), and one
// that puts a locale's files below its folder.
import type {OutputWriter} from './output-writer.ts';

/**
 * A writer that notes the files added through it (name and content hash): what a cached step
 * wrote, to keep it next time without making it again.
 */
export function recordingWriter(writer: OutputWriter): {writer: OutputWriter; files: [string, string][]} {
  const files: [string, string][] = [];
  return {
    files,
    writer: {
      outDir: writer.outDir,
      has: (name, hash) => writer.has(name, hash),
      add: (name, content) => {
        const hash = writer.add(name, content);
        files.push([name, hash]);
        return hash;
      },
      keep: (name) => writer.keep(name),
      copy: (name, from) => writer.copy(name, from),
      commit: (options) => writer.commit(options),
      abort: () => writer.abort(),
      ready: () => writer.ready(),
    },
  };
}

/**
 * The writer of one locale's files: the same output, each name below the locale's folder (`fr/`).
 * Only the command commits or aborts, through the writer it made.
 */
export function prefixedWriter(writer: OutputWriter, prefix: string): OutputWriter {
  if (!prefix) return writer;
  return {
    outDir: writer.outDir,
    has: (name, hash) => writer.has(prefix + name, hash),
    add: (name, content) => writer.add(prefix + name, content),
    keep: (name) => writer.keep(prefix + name),
    copy: (name, from) => writer.copy(prefix + name, from),
    commit: () => Promise.reject(new Error('a locale writer is committed through the writer it was made from')),
    abort: () => writer.abort(),
    ready: () => writer.ready(),
  };
}
