// The JavaScript parts of MDX, read with acorn (+ acorn-jsx) rather than patterns: ESM blocks,
// JSX tags with expression props, and `{expressions}`. Props are evaluated when they are static
// data (strings, numbers, booleans, arrays, objects, template strings without holes); anything
// that needs a running page is reported as dynamic and left out.
import type {Node} from 'acorn';
import {jsxParser} from '../../libraries.ts';

const OPTIONS = {ecmaVersion: 'latest', sourceType: 'module', allowHashBang: false} as const;

export interface EsmBlock {
  /** Local name → module it is imported from (default and named imports alike). */
  imports: Record<string, string>;
  /** The local names bound to a module's default export. */
  defaults: string[];
  exports: string[];
}

/** Parses an ESM block (the lines of `import`/`export` statements); throws acorn's SyntaxError. */
export function parseEsm(source: string): EsmBlock {
  const program: {body: AnyNode[]} = jsxParser().parse(source, OPTIONS);
  const block: EsmBlock = {imports: {}, defaults: [], exports: []};
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers as AnyNode[]) {
        block.imports[specifier.local.name] = String(statement.source.value);
        if (specifier.type === 'ImportDefaultSpecifier') block.defaults.push(specifier.local.name);
      }
    } else if (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') {
      const declaration = statement.declaration as AnyNode | null | undefined;
      for (const d of declaration?.declarations ?? (declaration?.id ? [declaration] : [])) if (d.id?.name) block.exports.push(d.id.name);
    } else {
      throw new SyntaxError(`only import and export statements may stand here, found ${statement.type}`);
    }
  }
  return block;
}

// acorn's node types are loose on purpose (estree); one permissive shape keeps the walkers short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyNode = Node & Record<string, any>;

export class NotStatic extends Error {}

/** The value of an expression made of data only; throws NotStatic for anything else. */
export function evaluate(node: AnyNode): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length) throw new NotStatic('a template string with ${…}');
      return node.quasis.map((q: AnyNode) => q.value.cooked).join('');
    case 'ArrayExpression':
      return node.elements.map((element: AnyNode | null) => (element ? evaluate(element) : undefined));
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as AnyNode[]) {
        if (property.type !== 'Property' || property.computed) throw new NotStatic('a spread or computed key');
        const key = property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
        object[key] = evaluate(property.value);
      }
      return object;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument);
      if (node.operator === '-') return -(value as number);
      if (node.operator === '+') return +(value as number);
      if (node.operator === '!') return !value;
      throw new NotStatic(node.operator);
    }
    case 'CallExpression':
      // Docusaurus's `require('./shot.png').default` (and without `.default`): the file, as a
      // relative URL the link records resolve from the page, like a markdown image.
      // `useBaseUrl('/img/a.png')`: the site path, which gets the base URL as every link does.
      if (node.callee.type === 'Identifier' && (node.callee.name === 'require' || node.callee.name === 'useBaseUrl') && node.arguments.length === 1 && typeof node.arguments[0].value === 'string') return node.arguments[0].value;
      throw new NotStatic('a function call');
    case 'MemberExpression':
      if (node.object.type === 'CallExpression' && !node.computed && node.property.name === 'default') return evaluate(node.object);
      throw new NotStatic('a member expression');
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      throw new NotStatic(`the variable ${node.name}`);
    default:
      throw new NotStatic(node.type);
  }
}

/** Parses the expression that starts at `start` (just after `{`) and returns it with the index after its `}`. */
export function expressionAt(src: string, start: number): {node?: AnyNode; end: number} {
  const after = skipSpaceAndComments(src, start);
  if (src[after] === '}') return {end: after + 1};
  const node = jsxParser().parseExpressionAt(src, after, OPTIONS) as AnyNode;
  const close = skipSpaceAndComments(src, node.end);
  if (src[close] !== '}') throw new SyntaxError(`expected } after the expression at ${close}`);
  return {node, end: close + 1};
}

function skipSpaceAndComments(src: string, at: number): number {
  let i = at;
  for (;;) {
    while (i < src.length && /\s/.test(src[i])) i++;
    if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) throw new SyntaxError('unclosed comment');
      i = end + 2;
    } else if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      i = end < 0 ? src.length : end + 1;
    } else return i;
  }
}

export interface JsxTag {
  /** '' for a fragment (<>…</>). */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** Props with a static value; a bare prop is `true`. */
  props: Record<string, unknown>;
  /** Props whose value needs a running page (a variable, a function, JSX). */
  dynamic: string[];
  /** The source of each dynamic prop's expression, by prop. */
  expressions: Record<string, string>;
  start: number;
  end: number;
}

const NAME = /[A-Za-z_$][\w$.:-]*/y;

/** Reads one JSX tag starting at `start` (a `<`), across lines; undefined when it is not one. */
export function scanTag(src: string, start: number): JsxTag | undefined {
  if (src[start] !== '<') return undefined;
  let i = start + 1;
  const closing = src[i] === '/';
  if (closing) i++;
  NAME.lastIndex = i;
  const nameMatch = NAME.exec(src);
  const name = nameMatch?.[0] ?? '';
  if (!name && src[i] !== '>') return undefined;
  i += name.length;
  const tag: JsxTag = {name, closing, selfClosing: false, props: {}, dynamic: [], expressions: {}, start, end: 0};
  for (;;) {
    while (i < src.length && /\s/.test(src[i])) i++;
    if (src[i] === '>') {
      tag.end = i + 1;
      return tag;
    }
    if (src.startsWith('/>', i)) {
      tag.selfClosing = true;
      tag.end = i + 2;
      return closing ? undefined : tag;
    }
    if (src[i] === '{') {
      // {...spread} or {/* comment */}
      const {node, end} = expressionAt(src, skipSpread(src, i + 1));
      if (node) tag.dynamic.push(`{…}`);
      i = end;
      continue;
    }
    NAME.lastIndex = i;
    const attr = NAME.exec(src);
    if (!attr || closing) return undefined;
    i += attr[0].length;
    while (src[i] === ' ' || src[i] === '\t') i++;
    if (src[i] !== '=') {
      tag.props[attr[0]] = true;
      continue;
    }
    i++;
    while (/\s/.test(src[i] ?? '')) i++;
    const quote = src[i];
    if (quote === '"' || quote === "'") {
      const end = src.indexOf(quote, i + 1);
      if (end < 0) return undefined;
      tag.props[attr[0]] = decodeEntities(src.slice(i + 1, end));
      i = end + 1;
    } else if (quote === '{') {
      const {node, end} = expressionAt(src, i + 1);
      try {
        tag.props[attr[0]] = node ? evaluate(node) : undefined;
      } catch (error) {
        if (!(error instanceof NotStatic)) throw error;
        tag.dynamic.push(attr[0]);
        tag.expressions[attr[0]] = src.slice(node!.start, node!.end);
      }
      i = end;
    } else return undefined;
  }
}

function skipSpread(src: string, at: number): number {
  let i = at;
  while (/\s/.test(src[i] ?? '')) i++;
  return src.startsWith('...', i) ? i + 3 : at;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, body: string) => {
    if (body[0] === '#') return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return ENTITIES[body] ?? whole;
  });
}
