// The server side of a page render, exported by the server bundle so that the page, the theme and
// these calls share one React (the site's own when it has one): `begin` before rendering a page,
// `end` after, for the title, description and <Head> tags the page's code set.
import {createElement} from 'react';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import {serverPageState, setServerPage, type PageCode} from './data.ts';
import {setServerThemeMessages} from './theme-messages.ts';

export function begin(pathname: string, baseUrl: string, code?: PageCode): void {
  setServerPage({pathname, baseUrl, code, head: []});
}

export function end(): {title?: string; description?: string; head: string} {
  const page = serverPageState();
  setServerPage(undefined);
  if (!page) return {head: ''};
  return {title: page.title, description: page.description, head: page.head.map((element) => renderToStaticMarkup(element as never)).join('\n')};
}

/** Set around a route's render (its page, layout and islands): the theme's texts in its language. */
export function themeMessages(messages: Readonly<Record<string, string>> | undefined): void {
  setServerThemeMessages(messages);
}

export const react = {createElement, renderToString, renderToStaticMarkup};
