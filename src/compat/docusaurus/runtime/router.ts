// `@docusaurus/router`: the location of the page, and navigation as full page loads (sitegen's
// pages are separate documents).
import {currentPathname, isBrowser} from './data.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

function location(): Location {
  if (isBrowser) return {pathname: window.location.pathname, search: window.location.search, hash: window.location.hash};
  return {pathname: currentPathname(), search: '', hash: ''};
}

export function useLocation(): Location {
  return location();
}

const history = {
  push: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
  goBack: () => window.history.back(),
  get location() {
    return location();
  },
  listen: () => () => {},
};

export function useHistory() {
  return history;
}

export function useParams(): Record<string, string> {
  return {};
}

export function useRouteMatch() {
  return {path: currentPathname(), url: currentPathname(), isExact: true, params: {}};
}

export function matchPath(pathname: string, options: string | {path?: string; exact?: boolean}) {
  const wanted = typeof options === 'string' ? options : options.path;
  if (!wanted) return null;
  const exact = typeof options === 'string' ? false : options.exact;
  const matches = exact ? pathname === wanted : pathname === wanted || pathname.startsWith(wanted.endsWith('/') ? wanted : `${wanted}/`);
  return matches ? {path: wanted, url: wanted, isExact: pathname === wanted, params: {}} : null;
}

/** Sends the reader on: in the browser at once; the server writes a link. */
export function Redirect({to}: {to: string | {pathname: string}}) {
  const target = typeof to === 'string' ? to : to.pathname;
  if (isBrowser) window.location.replace(target);
  return null;
}

export {history};
