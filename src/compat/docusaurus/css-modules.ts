// CSS modules as Docusaurus sites write them (`import styles from './x.module.css'`): every class
// selector of the file gets a name of its own, and the import is the map from the written name to
// it. The name depends only on the file's site-relative path and the class, so the server bundle,
// the browser bundle and every later build agree on it without sharing state.
import {createHash} from 'node:crypto';

export interface ScopedCss {
  css: string;
  /** Written class name → scoped class name. */
  classes: Record<string, string>;
}

export function scopedClassName(file: string, local: string): string {
  return `${local}_${createHash('sha1').update(`${file}\0${local}`).digest('hex').slice(0, 6)}`;
}

const IDENT_START = /[A-Za-z_\-\u00a0-\uffff]/;
const IDENT = /[\w\-\u00a0-\uffff]/;

/** `css` of the module `file` (site-relative, forward slashes), its classes scoped. */
export function scopeCssModule(css: string, file: string): ScopedCss {
  const classes: Record<string, string> = {};
  const scope = (local: string) => (classes[local] ??= scopedClassName(file, local));
  let out = '';
  let segment = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '{' || c === '}' || c === ';') {
      const text = css.slice(segment, i);
      // A rule's selector is what comes before its `{`; at-rules (media queries, keyframes) have none.
      out += c === '{' && !text.trim().startsWith('@') ? scopeSelector(text, scope) : text;
      out += c;
      segment = ++i;
      continue;
    }
    i++;
  }
  out += css.slice(segment);
  return {css: out, classes};
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just after the `)` that closes the `(` before `start`. */
function closingParen(text: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < text.length && depth) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    i++;
  }
  return i;
}

function scopeSelector(selector: string, scope: (local: string) => string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    const c = selector[i];
    if (selector.startsWith('/*', i)) {
      const end = selector.indexOf('*/', i + 2);
      const stop = end < 0 ? selector.length : end + 2;
      out += selector.slice(i, stop);
      i = stop;
    } else if (selector.startsWith(':global(', i)) {
      const end = closingParen(selector, i + ':global('.length);
      out += selector.slice(i + ':global('.length, end - 1);
      i = end;
    } else if (selector.startsWith(':local(', i)) {
      const end = closingParen(selector, i + ':local('.length);
      out += scopeSelector(selector.slice(i + ':local('.length, end - 1), scope);
      i = end;
    } else if (c === '[') {
      const end = selector.indexOf(']', i);
      const stop = end < 0 ? selector.length : end + 1;
      out += selector.slice(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      const stop = skipString(selector, i);
      out += selector.slice(i, stop);
      i = stop;
    } else if (c === '.' && IDENT_START.test(selector[i + 1] ?? '') && !(selector[i + 1] === '-' && /\d/.test(selector[i + 2] ?? ''))) {
      let end = i + 1;
      while (end < selector.length && (IDENT.test(selector[end]) || selector[end] === '\\')) end += selector[end] === '\\' ? 2 : 1;
      out += `.${scope(selector.slice(i + 1, end))}`;
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
