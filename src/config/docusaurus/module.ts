// The sitegen.config.ts init writes: the translated config as a module (functions it rewrote as
// code), with a comment block listing, by key and line, every Docusaurus setting left out.
import {Code, type Skipped} from './notes.ts';

/** `key (file:line): reason`, as init prints and the written file lists them. */
export function describeSkipped(entry: Skipped, from: string): string {
  return `${entry.key} (${from}${entry.line ? `:${entry.line}` : ''}): ${entry.reason}`;
}

export function configModule(config: unknown, from: string, skipped: Skipped[], extra: string[] = []): string {
  const code: string[] = [];
  const json = JSON.stringify(
    config,
    (_key, value: unknown) => {
      if (!(value instanceof Code)) return value;
      code.push(value.source);
      return `\u0000code${code.length - 1}\u0000`;
    },
    2,
  ).replace(/"\\u0000code(\d+)\\u0000"/g, (_match, n: string) => code[Number(n)]);
  const lines = [`// Translated from ${from} by \`sitegen init --from-docusaurus\`. Content stays where it is.`];
  if (skipped.length || extra.length) {
    lines.push('//', `// Not translated: each has no sitegen equivalent, or needs setting by hand (see the reason).`);
    for (const entry of skipped) lines.push(`//   - ${describeSkipped(entry, from).replace(/\n/g, ' ')}`);
    for (const note of extra) lines.push(`// ${note}`);
  }
  return `${lines.join('\n')}\nexport default ${json};\n`;
}
