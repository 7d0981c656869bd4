// The build's voice in the terminal: a progress bar when stdout is a TTY, plain lines otherwise
// (CI logs stay readable), and warnings collected for the closing summary.
export interface Reporter {
  step(name: string, ms: number, detail?: string): void;
  progress(done: number, total: number, label: string): void;
  warn(message: string): void;
  info(message: string): void;
  error(message: string): void;
  readonly warnings: string[];
}

/** `quiet`: nothing printed; `warningsOnly`: warnings and errors printed, step lines not (watch rebuilds). */
export function createReporter(options: {quiet?: boolean; warningsOnly?: boolean; stream?: NodeJS.WriteStream} = {}): Reporter {
  const stream = options.stream ?? process.stdout;
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  const warnings: string[] = [];
  let barShown = false;
  const clearBar = () => {
    if (barShown) {
      stream.write('\r\x1b[2K');
      barShown = false;
    }
  };
  const write = (line: string) => {
    if (options.quiet || options.warningsOnly) return;
    clearBar();
    stream.write(`${line}\n`);
  };
  return {
    warnings,
    step(name, ms, detail) {
      write(`  ${name.padEnd(10)} ${String(Math.round(ms)).padStart(5)} ms${detail ? `  ${detail}` : ''}`);
    },
    progress(done, total, label) {
      if (options.quiet || options.warningsOnly || !tty) return;
      const width = 30;
      const filled = Math.round((done / Math.max(total, 1)) * width);
      stream.write(`\r\x1b[2K  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
      barShown = done < total;
      if (!barShown) stream.write('\r\x1b[2K');
    },
    warn(message) {
      warnings.push(message);
      if (options.quiet) return;
      clearBar();
      process.stderr.write(`warning: ${message}\n`);
    },
    info: write,
    error(message) {
      clearBar();
      process.stderr.write(`error: ${message}\n`);
    },
  };
}

export function silentReporter(): Reporter {
  return createReporter({quiet: true});
}
