// One base error per failure kind, each naming its source file (and line where known), so the
// terminal can print a readable chain instead of a stack trace.
export interface SourceLocation {
  file: string;
  line?: number;
}

export class SitegenError extends Error {
  readonly location?: SourceLocation;
  constructor(message: string, options: {location?: SourceLocation; cause?: unknown} = {}) {
    super(message, {cause: options.cause});
    this.name = new.target.name;
    this.location = options.location;
  }
}

export class ConfigError extends SitegenError {}
export class FrontMatterError extends SitegenError {}
export class SidebarError extends SitegenError {}
export class MarkdownError extends SitegenError {}
export class RenderError extends SitegenError {}
export class UsageError extends SitegenError {}
/** An image that could not be read or encoded. */
export class ImageError extends SitegenError {}

/** Several problems found in one pass, reported together (config keys, broken links). */
export class ProblemsError extends SitegenError {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(`${message}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** A check set to `throw` (broken links, anchors, images, markdown links, duplicate routes) found problems. */
export class CheckFailedError extends ProblemsError {
  constructor(
    message: string,
    problems: string[],
    /** The checks that failed (see src/check/severity.ts). */
    readonly checks: string[],
  ) {
    super(message, problems);
  }
}

export function formatLocation(location?: SourceLocation): string {
  if (!location) return '';
  return location.line ? `${location.file}:${location.line}` : location.file;
}

/** The message and its causes, one per line, for the terminal. */
export function formatError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  let depth = 0;
  let previous = '';
  while (current && depth < 5) {
    // A cause whose message the error already repeats adds nothing.
    if (depth > 0 && current instanceof Error && previous.includes(current.message.split('\n')[0])) break;
    if (current instanceof Error) previous = current.message;
    if (current instanceof SitegenError) {
      const where = formatLocation(current.location);
      lines.push(`${depth ? 'caused by: ' : ''}${where ? `${where}: ` : ''}${current.message}`);
    } else if (current instanceof Error) {
      lines.push(`${depth ? 'caused by: ' : ''}${current.message}`);
      if (!(current instanceof SitegenError) && depth === 0 && process.env.SITEGEN_DEBUG) {
        lines.push(current.stack ?? '');
      }
    } else {
      lines.push(String(current));
    }
    current = current instanceof Error ? current.cause : undefined;
    depth++;
  }
  return lines.join('\n');
}

/** A stylesheet (CSS, CSS module, Sass) that cannot be read, compiled or scoped. */
export class StyleError extends SitegenError {}

/** A plugin of the site (config `plugins`) that could not be loaded, or whose hook threw. */
export class PluginError extends SitegenError {
  constructor(
    message: string,
    readonly plugin: string,
    readonly hook: string,
    options: {location?: SourceLocation; cause?: unknown} = {},
  ) {
    super(`plugin "${plugin}", ${hook}: ${message}`, options);
  }
}
