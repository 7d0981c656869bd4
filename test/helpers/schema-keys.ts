// Every key of a zod schema, and values that change it, found by walking the schema: the property
// test of warm = cold builds (test/build/every-key.test.ts) covers a key added to the config or
// front matter schema without a test being written for it.
import type {z} from 'zod';

type Schema = z.ZodType;
/** A key's place: object keys, `[]` for an array's first element, `{}` for a record's first entry. */
export type Segment = string;

export interface SchemaKey {
  /** `docs.versions{}.label`, `blogs[].feed.types`. */
  name: string;
  segments: Segment[];
  schema: Schema;
  /** The object schema the key belongs to (one option of a union, for `search.appId`). */
  owner: Schema;
  /** The objects the key sits in, outermost first: each one's schema and how many segments lead to it. */
  ancestors: {depth: number; schema: Schema}[];
}

/** A value for the object a key sits in, replacing it whole (a navbar item of another type). */
export class Whole {
  constructor(
    readonly segments: Segment[],
    readonly value: unknown,
  ) {}
}

/** Source code written into the config file as it is (a function). */
export class Code {
  constructor(readonly code: string) {}
}

// zod keeps a schema's definition here; its shape is zod's own, read only by this walker.
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  keyType?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
}
const def = (schema: Schema): Def => (schema as unknown as {_zod: {def: Def}})._zod.def;

/** The schema under optional, default, nullable and transforms. */
export function unwrap(schema: Schema): Schema {
  const d = def(schema);
  if (d.type === 'optional' || d.type === 'default' || d.type === 'prefault' || d.type === 'nullable' || d.type === 'readonly') return unwrap(d.innerType!);
  if (d.type === 'pipe') return unwrap(def(d.in!).type === 'transform' ? d.out! : d.in!);
  return schema;
}

function transformed(schema: Schema): boolean {
  const d = def(schema);
  return d.type === 'pipe' && def(d.out!).type === 'transform';
}

/** Every key reachable in `schema`, each once, in schema order. */
export function schemaKeys(schema: Schema): SchemaKey[] {
  const keys = new Map<string, SchemaKey>();
  const walk = (node: Schema, segments: Segment[], ancestors: SchemaKey['ancestors']) => {
    const inner = unwrap(node);
    const d = def(inner);
    if (d.type === 'object') {
      const within = [...ancestors, {depth: segments.length, schema: inner}];
      for (const [key, value] of Object.entries(d.shape!)) {
        const at = [...segments, key];
        const name = nameOf(at);
        // An object's keys stand for it; an object or `false` (a feature off) is a key of its own.
        if (!keys.has(name) && def(unwrap(value)).type !== 'object') keys.set(name, {name, segments: at, schema: value, owner: inner, ancestors: within});
        walk(value, at, within);
      }
    } else if (d.type === 'array') walk(d.element!, [...segments, '[]'], ancestors);
    else if (d.type === 'record') walk(d.valueType!, [...segments, '{}'], ancestors);
    // A value a transform reshapes (a single tag made a list) has no keys of its own in the output.
    else if (d.type === 'union') for (const option of d.options!) if (!transformed(option)) walk(option, segments, ancestors);
  };
  walk(schema, [], []);
  return [...keys.values()];
}

export function nameOf(segments: Segment[]): string {
  return segments.map((s, n) => (s === '[]' || s === '{}' || n === 0 ? s : `.${s}`)).join('');
}

/** Whether a key may be left out of its object (optional, or with a default). */
function optional(schema: Schema): boolean {
  const type = def(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** Values of a schema's type to try, in order; the caller keeps the first one valid in place. */
export function candidates(schema: Schema): unknown[] {
  const outer = def(schema);
  const inner = unwrap(schema);
  const d = def(inner);
  const nullable = outer.type === 'nullable' || (outer.innerType && def(outer.innerType).type === 'nullable') ? [null] : [];
  switch (d.type) {
    case 'boolean':
      return [true, false];
    case 'string':
      return d.format === 'url' ? ['https://changed.example.com'] : ['changed', 'https://changed.example.com', '/changed/', 'changed-2', 'ab'];
    case 'number':
      return [3, 4, 2, 1, 5, 7, 16, 64, 100, 1000];
    case 'enum':
      return Object.values(d.entries!);
    case 'literal':
      return d.values!;
    case 'array':
      return [[], ...valid(d.element!).slice(0, 3).map((value) => [value])];
    case 'record': {
      // A record keyed by an enum takes one of its keys.
      const keys = def(unwrap(d.keyType!)).entries;
      const key = keys ? Object.values(keys)[0] : 'x';
      return [{}, ...valid(d.valueType!).slice(0, 2).map((value) => ({[key]: value}))];
    }
    case 'object':
      return [minimal(inner)];
    case 'union':
      return [...nullable, ...d.options!.flatMap((option) => candidates(option))];
    case 'unknown':
    case 'any':
      return ['changed'];
    default:
      return nullable;
  }
}

/** The candidates the schema accepts. */
function valid(schema: Schema): unknown[] {
  return candidates(schema).filter((value) => schema.safeParse(value).success);
}

/** An object of the schema with its required keys only, each the first value its type takes. */
export function minimal(object: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(def(unwrap(object)).shape ?? {})) {
    if (optional(value)) continue;
    const first = candidates(value).find((candidate) => value.safeParse(candidate).success);
    if (first !== undefined) out[key] = first;
  }
  return out;
}

/** A deep copy of `base` with `value` at the key's place (arrays' first element, records' first entry or `recordKey`). */
export function withValue(base: Record<string, unknown>, segments: Segment[], value: unknown, options: {recordKey?: string; container?: Record<string, unknown>} = {}): Record<string, unknown> {
  const root = structuredClone(base);
  let node: Record<string, unknown> | unknown[] = root;
  for (let n = 0; n < segments.length - 1; n++) {
    const segment = segments[n];
    const next = segments[n + 1];
    const empty = () => (next === '[]' ? [] : {});
    if (segment === '[]') {
      const list = node as unknown as unknown[];
      if (!list.length || typeof list[0] !== 'object') list[0] = empty();
      node = list[0] as Record<string, unknown>;
    } else if (segment === '{}') {
      const record = node as Record<string, unknown>;
      const key = Object.keys(record)[0] ?? options.recordKey ?? 'x';
      if (typeof record[key] !== 'object' || record[key] === null) record[key] = empty();
      node = record[key] as Record<string, unknown>;
    } else {
      const object = node as Record<string, unknown>;
      if (typeof object[segment] !== 'object' || object[segment] === null) object[segment] = empty();
      node = object[segment] as Record<string, unknown>;
    }
  }
  const last = segments[segments.length - 1];
  if (options.container) {
    for (const key of Object.keys(node)) delete (node as Record<string, unknown>)[key];
    Object.assign(node, options.container);
  }
  if (last === '[]') (node as unknown as unknown[])[0] = value;
  else if (last === '{}') (node as Record<string, unknown>)[Object.keys(node)[0] ?? options.recordKey ?? 'x'] = value;
  else (node as Record<string, unknown>)[last] = value;
  return root;
}

/** The value at a key's place, or undefined. */
export function valueAt(object: unknown, segments: Segment[]): unknown {
  let node = object;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    if (segment === '[]') node = (node as unknown[])[0];
    else if (segment === '{}') node = Object.values(node as Record<string, unknown>)[0];
    else node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A config or front matter value as TypeScript source (JSON, with Code as written). */
export function source(value: unknown): string {
  if (value instanceof Code) return value.code;
  if (Array.isArray(value)) return `[${value.map(source).join(', ')}]`;
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([key, v]) => `${JSON.stringify(key)}: ${source(v)}`).join(', ')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * The key's value inside fresh objects of the schemas it sits in, from its owner out to the
 * ancestor at `depth` (a dropdown's child inside a dropdown item): what to put at that depth.
 */
export function nested(key: SchemaKey, from: number, value: unknown, recordKey = 'x'): unknown {
  const levels = key.ancestors.filter((ancestor) => ancestor.depth >= from);
  let inner: unknown = value;
  let end = key.segments.length;
  for (let n = levels.length - 1; n >= 0; n--) {
    const {depth, schema} = levels[n];
    // The segments from this object to the value inside it: a key, then arrays' or records' places.
    const [name, ...places] = key.segments.slice(depth, end);
    for (const place of places.reverse()) inner = place === '[]' ? [inner] : {[recordKey]: inner};
    inner = {...minimal(schema), [name]: inner};
    end = depth;
  }
  return inner;
}
