// Packages a Docusaurus config imports that the site has not installed (themes, plugins, prism
// themes, internal presets) become inert stand-ins: only the config's plain data is translated,
// so a value that came from an absent package is named as such rather than failing the load.
// A package sitegen itself has (yaml, js-yaml, …) is lent to the config instead.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire, isBuiltin} from 'node:module';
import {ENGINE_ROOT} from '../../paths.ts';

/** On every stand-in value: the package it stands in for. */
export const STAND_IN = Symbol.for('sitegen.docusaurus.standIn');

/** A stand-in as its type sees it: a function that says what it stands in for. */
type StandIn = ((...args: unknown[]) => unknown) & {[STAND_IN]?: string};

export function standInOf(value: unknown): string | undefined {
  return typeof value === 'function' ? ((value as StandIn)[STAND_IN] ?? undefined) : undefined;
}

/** A value that is callable, constructible, iterable (empty) and whose every property is one too. */
export function standIn(pkg: string): unknown {
  const value: unknown = new Proxy(function standInValue() {}, {
    get: (target, key) => {
      if (key === STAND_IN) return pkg;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* empty() {};
      // Not a promise, not JSON: `await` and JSON.stringify leave it alone.
      if (key === 'then' || key === 'toJSON' || key === Symbol.toStringTag) return undefined;
      if (key === 'prototype') return Reflect.get(target, key);
      return value;
    },
    apply: () => value,
    construct: () => value as object,
  });
  return value;
}

/**
 * Stand-ins that must behave like the package for the config to mean the same: Meta's internal
 * docs preset picks between internal and public values, and outside Meta it is the public one.
 */
const KNOWN: Record<string, () => Record<string, unknown>> = {
  'docusaurus-plugin-internaldocs-fb/internal': () => ({
    fbContent: (options: {external?: unknown}) => options?.external,
    fbInternalOnly: () => [],
    isInternal: () => false,
    inlineFbInternal: () => undefined,
  }),
};

/** A stand-in module's value: the known behaviour, or the inert value. */
export function standInModule(specifier: string): unknown {
  const known = KNOWN[specifier];
  if (!known) return standIn(packageName(specifier));
  const target = known();
  const fallback = standIn(packageName(specifier)) as Record<string | symbol, unknown>;
  return new Proxy(target, {get: (object, key) => (key in object ? object[key as string] : key === 'default' ? object : fallback[key])});
}

/** `@scope/name/sub/path` → `@scope/name`. */
export function packageName(specifier: string): string {
  const parts = specifier.replace(/^node:/, '').split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export const isBare = (specifier: string) => !/^(\.{1,2}(\/|$)|\/|[a-zA-Z]:[\\/]|file:|data:)/.test(specifier);

/** The package's folder in a node_modules at or above `from`, if installed there. */
export function installedPackage(specifier: string, from: string): string | undefined {
  const name = packageName(specifier);
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const engineRequire = createRequire(path.join(ENGINE_ROOT, 'package.json'));

/** The file sitegen would load for `specifier`, when the site lacks the package and sitegen has it. */
export function lentFile(specifier: string): string | undefined {
  try {
    return engineRequire.resolve(specifier);
  } catch {
    return undefined;
  }
}

/** Extensions `require.resolve('./sidebars')` also tries, as Docusaurus's loader does. */
const EXTRA_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.jsx'];

export interface SiteRequireRecord {
  /** Absent packages the config reached, by package name. */
  absent: Set<string>;
  /** Packages lent to the config by sitegen. */
  lent: Set<string>;
}

/**
 * The `require` a config sees: Node's, from the config's folder; `require.resolve` also finds
 * TypeScript files; an absent package resolves to its own name and loads as a stand-in.
 */
export function siteRequire(configFile: string, record: SiteRequireRecord): NodeJS.Require {
  const real = createRequire(configFile);
  const dir = path.dirname(configFile);
  const load = ((id: string) => {
    try {
      return real(id);
    } catch (error) {
      if (!isNotFound(error) || !isBare(id) || isBuiltin(id)) throw error;
      const lent = lentFile(id);
      if (lent) {
        record.lent.add(packageName(id));
        return engineRequire(id);
      }
      record.absent.add(packageName(id));
      return standInModule(id);
    }
  }) as NodeJS.Require;
  const resolve = ((id: string, options?: {paths?: string[]}) => {
    try {
      return real.resolve(id, options);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      if (!isBare(id)) {
        const base = path.resolve(dir, id);
        const found = EXTRA_EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file));
        if (found) return found;
        throw error;
      }
      // Docusaurus passes such a path on as a plugin or preset name, or a file: its name says which package it was.
      record.absent.add(packageName(id));
      return id;
    }
  }) as NodeJS.RequireResolve;
  resolve.paths = real.resolve.paths;
  return Object.assign(load, {resolve, cache: real.cache, main: real.main, extensions: real.extensions});
}

function isNotFound(error: unknown): boolean {
  const code = (error as {code?: string})?.code;
  return code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
}
