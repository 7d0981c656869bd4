// What translation shares: the list of settings left out (each named by its key, with the line of
// the config it sits on), value helpers, and code values for the written config module.
import path from 'node:path';
import {standInOf} from './stand-ins.ts';
import type {Json} from './load.ts';

export interface Skipped {
  /** The setting's key path in the Docusaurus config: `themeConfig.prism`, `plugins[1]`. */
  key: string;
  /** Why it has no sitegen equivalent, or what to do instead. */
  reason: string;
  line?: number;
}

/** JavaScript written as is into sitegen.config.ts (an `editUrl` function). */
export class Code {
  constructor(readonly source: string) {}
}

export class Notes {
  readonly skipped: Skipped[] = [];
  constructor(
    readonly source: string,
    readonly projectDir: string,
  ) {}

  skip(key: string, reason: string): void {
    if (this.skipped.some((entry) => entry.key === key)) return;
    this.skipped.push({key, reason, line: lineOfKey(this.source, key)});
  }
}

/**
 * The line on which a key path is written: each segment is looked for after the previous one
 * (`themeConfig.prism` → the `prism:` after `themeConfig`). Array indexes are skipped.
 */
export function lineOfKey(source: string, key: string): number | undefined {
  let at = 0;
  let found = -1;
  for (const segment of key.split(/[.[\]]+/).filter((part) => part && !/^\d+$/.test(part))) {
    const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(^|[\\s{,(])['"]?${escaped}['"]?\\s*[:,}(]`, 'm').exec(source.slice(at));
    if (!match) break;
    found = at + match.index + match[1].length;
    at = found + segment.length;
  }
  return found < 0 ? undefined : source.slice(0, found).split('\n').length;
}

export const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
export const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
export const pick = (source: Json, keys: string[]) => Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));

/** Keys of `source` not in `used`, with a value set (Docusaurus ignores undefined ones too). */
export function unusedKeys(source: Json, used: string[]): string[] {
  return Object.keys(source).filter((key) => !used.includes(key) && source[key] !== undefined);
}

/** A path the config resolved (require.resolve, path.resolve) or wrote relative: relative to the project. */
export function relativePath(projectDir: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return (path.isAbsolute(value) ? path.relative(projectDir, value) : value.replace(/^\.\//, '')).split(path.sep).join('/');
}

export function routeBase(value: unknown, fallback: string): string {
  const base = typeof value === 'string' ? value : fallback;
  return `/${base.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * A copy of a value made of data only: stand-ins (values from absent packages) and functions are
 * left out, each named in `dropped` by its key path.
 */
export function plainData(value: unknown, key: string, dropped: {key: string; why: string}[]): unknown {
  const from = standInOf(value);
  if (from) return void dropped.push({key, why: `comes from the absent package ${from}`});
  if (typeof value === 'function') return void dropped.push({key, why: 'is a function'});
  if (typeof value === 'bigint' || typeof value === 'symbol') return void dropped.push({key, why: `is a ${typeof value}`});
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item, n) => plainData(item, `${key}[${n}]`, dropped) ?? null);
  if (isObject(value)) {
    const out: Json = {};
    for (const [name, item] of Object.entries(value)) {
      const copy = plainData(item, `${key}.${name}`, dropped);
      if (copy !== undefined) out[name] = copy;
    }
    return out;
  }
  return value;
}
