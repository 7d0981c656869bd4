// Server-rendered components for a page's island slots: `::island` directives and MDX elements
// alike. An MDX element written with children gets the markdown between its tags, rendered (inner
// islands first, see contentHtml), as its children; props written as expressions are evaluated
// against the MDX file's module. A static component is plain HTML with its children in place; an
// interactive one is wrapped for hydration, its children in a `display: contents` holder (or, when
// it does not show them yet, a template next to it) that the browser hands back to it unchanged
// (src/client/island-runtime.tsx).
import {createElement as reactCreateElement, type ComponentType, type ReactElement} from 'react';
import {renderToStaticMarkup as reactStatic, renderToString as reactString} from 'react-dom/server';
import type {IslandUse} from '../content/types.ts';
import {scopeIslandName} from '../content/mdx-components.ts';
import {islandAttributes} from '../shared/islands.ts';
import {RenderError} from '../errors.ts';

export interface IslandReact {
  createElement: typeof reactCreateElement;
  renderToString: (element: ReactElement) => string;
  renderToStaticMarkup: (element: ReactElement) => string;
}

export interface IslandContext {
  islands: Record<string, unknown>;
  /** Whether the browser gets the island's code (it is hydrated). */
  hydrated: (name: string) => boolean;
  /** The page's source file, for errors without a line. */
  source: string;
  react?: IslandReact;
  /** Applied to each component's own markup (site paths get the base URL). */
  post?: (html: string) => string;
}

/** The attribute of the element that holds an interactive component's children. */
export const CHILDREN_ATTRIBUTE = 'data-mdx-children';
const HOLE = '\u0001sitegen-children\u0001';

/** Island `use`'s server HTML; `children`: its content, filled in, when it is written with children. */
export function renderIsland(use: IslandUse, children: string | undefined, context: IslandContext): string {
  const react = context.react ?? {createElement: reactCreateElement, renderToString: reactString, renderToStaticMarkup: reactStatic};
  return renderOne(use, children, context, react);
}

function locate(use: IslandUse, context: IslandContext): {file: string; line?: number} {
  const match = use.at ? /^(.*):(\d+)$/.exec(use.at) : null;
  return match ? {file: match[1], line: Number(match[2])} : {file: context.source};
}

function renderOne(use: IslandUse, children: string | undefined, context: IslandContext, react: IslandReact): string {
  const Component = context.islands[use.name] as ComponentType<Record<string, unknown>> | undefined;
  const location = locate(use, context);
  if (!Component) {
    const known = Object.keys(context.islands).join(', ') || 'none';
    throw new RenderError(`unknown island "${use.name}" (registered: ${known})`, {location});
  }
  const props: Record<string, unknown> = {...use.props, ...evaluateProps(use, context, location)};
  const hydrated = context.hydrated(use.name);
  try {
    const post = context.post ?? ((markup: string) => markup);
    if (!hydrated) {
      const markup = post(react.renderToStaticMarkup(react.createElement(Component, props, children === undefined ? undefined : HOLE)));
      return children === undefined ? markup : markup.split(HOLE).join(children);
    }
    const holder = children === undefined ? undefined : react.createElement('div', {[CHILDREN_ATTRIBUTE]: '', style: {display: 'contents'}, dangerouslySetInnerHTML: {__html: children}});
    const markup = post(react.renderToString(react.createElement('div', islandAttributes(use.name, props), react.createElement(Component, props, holder))));
    // Children the component does not show yet (a closed toggle) wait next to it for the browser.
    return children === undefined || markup.includes(`${CHILDREN_ATTRIBUTE}=""`) ? markup : `${markup}<template ${CHILDREN_ATTRIBUTE}="">${children}</template>`;
  } catch (cause) {
    throw new RenderError(`<${use.element ?? use.name}> failed to render: ${(cause as Error).message}`, {location, cause});
  }
}

/** Props written as expressions (`values={constants.values}`), with the MDX file's imports and exports in scope. */
function evaluateProps(use: IslandUse, context: IslandContext, location: {file: string; line?: number}): Record<string, unknown> {
  if (!use.expressions) return {};
  const scope = (context.islands[scopeIslandName(location.file)] ?? {}) as Record<string, unknown>;
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const values: Record<string, unknown> = {};
  for (const [prop, expression] of Object.entries(use.expressions)) {
    try {
      values[prop] = new Function(...names, `return (${expression});`)(...names.map((name) => scope[name]));
    } catch (cause) {
      throw new RenderError(`the prop ${prop}={${expression.slice(0, 60)}} could not be evaluated: ${(cause as Error).message}`, {location, cause});
    }
  }
  return values;
}
