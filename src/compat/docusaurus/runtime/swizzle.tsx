// Swizzles at render time: a Docusaurus site's `src/theme/<Name>` drawn where sitegen's theme
// draws its counterpart, with Docusaurus-shaped props (swizzle-props.ts); its
// `@theme-original/<Name>` drawing sitegen's component with what the theme gave; and, for a swizzle
// whose code runs in the browser, the island that hydrates it. The modules binding a site's files to
// these are written by swizzle-plugin.ts.
import {createContext, createElement, useContext, type ComponentType, type Context} from 'react';
import {islandAttributes} from '../../../shared/islands.ts';
import {ChromeContext, PageContext, type PageAlternates} from '../../../../templates/components/PageContext.tsx';
import {MessagesContext} from '../../../../templates/components/Translate.tsx';
import type {SiteChrome} from '../../../routes/types.ts';
import {SWIZZLE_PROPS, sitegenProps, type Given, type Props} from './swizzle-props.ts';

const contexts = new Map<string, Context<Given | undefined>>();
function contextOf(name: string): Context<Given | undefined> {
  let context = contexts.get(name);
  if (!context) contexts.set(name, (context = createContext<Given | undefined>(undefined)));
  return context;
}

interface IslandProps extends Given {
  page?: PageAlternates;
}

export interface SwizzleUse {
  /** The Docusaurus component name. */
  name: string;
  /** The uses of the theme component it replaces (`kind` prop), when it serves several. */
  use?: string;
  /** Server: the island it hydrates as, when its code runs in the browser. */
  island?: string;
  Component: ComponentType<Props>;
}

/** The theme component a site's swizzles replace: the first whose use matches draws, else the original. */
export function adapt(Original: ComponentType<Props>, swizzles: SwizzleUse[]): ComponentType<Props> {
  function Swizzled(props: Props) {
    const chosen = swizzles.find((swizzle) => !swizzle.use || swizzle.use === props.kind);
    // What the page frame provides, for the island to provide again in the browser.
    const page = useContext(PageContext);
    if (!chosen) return createElement(Original, props);
    const docusaurus = SWIZZLE_PROPS[chosen.name].toDocusaurus(props);
    const drawn = createElement(contextOf(chosen.name).Provider, {value: {sitegen: props, docusaurus}}, createElement(chosen.Component, docusaurus));
    if (!chosen.island) return drawn;
    // `display: contents`: the wrapper leaves the layout (a sticky navbar, a flex row) as it was.
    return createElement('div', {...islandAttributes(chosen.island, {sitegen: props, docusaurus, ...(Object.keys(page).length ? {page} : {})}), style: {display: 'contents'}}, drawn);
  }
  Swizzled.displayName = `Swizzled(${swizzles.map((swizzle) => swizzle.name).join(', ')})`;
  return Swizzled;
}

/** `@theme-original/<Name>` (and `@theme/<Name>` in site code without a swizzle): sitegen's component. */
export function original(name: string, Component: ComponentType<Props>): ComponentType<Props> {
  function Original(docusaurus: Props) {
    const given = useContext(contextOf(name));
    const chrome = useContext(ChromeContext);
    const props = sitegenProps(name, docusaurus, given, chrome);
    return props ? createElement(Component, props) : null;
  }
  Original.displayName = `Original(${name})`;
  return Original;
}

/** The browser side of an interactive swizzle: the swizzle with what the server gave it. */
export function swizzleIsland(name: string, Component: ComponentType<Props>): ComponentType<IslandProps> {
  function SwizzleIsland({sitegen, docusaurus, page}: IslandProps) {
    const swizzle = createElement(contextOf(name).Provider, {value: {sitegen, docusaurus}}, createElement(Component, docusaurus));
    // The same page frame as on the server (a version dropdown's links), so the original hydrates as it was drawn.
    const drawn = createElement(PageContext.Provider, {value: page ?? {}}, swizzle);
    const site = sitegen.site as SiteChrome | undefined;
    return site ? createElement(MessagesContext.Provider, {value: {messages: site.messages, lang: site.locale.lang}}, drawn) : drawn;
  }
  SwizzleIsland.displayName = `SwizzleIsland(${name})`;
  return SwizzleIsland;
}
