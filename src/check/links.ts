// Internal links: where each one leads (the URL the page gets) and whether it leads anywhere. Pure
// functions of the links found per page and the site's targets (routes, their anchors, files), so
// the render step and the check agree on every link.
import path from 'node:path';
import type {FoundLink} from '../content/types.ts';
import {normalizeRoute} from '../routes/paths.ts';
import {closest} from '../shared/strings.ts';
import {withBaseUrl} from '../shared/urls.ts';

export interface PageLinks {
  /** Site-relative source file (or a generated page's description). */
  source: string;
  /** The route the links appear on, for same-page anchors and relative URLs. */
  route: string;
  links: FoundLink[];
}

/** Everything a link can lead to. */
export interface LinkTargets {
  baseUrl: string;
  /** Normalized route path (see normalizeRoute) → the route's exact path. */
  routes: Map<string, string>;
  /** Exact route path → its ids. Pages missing here are not checked for anchors. */
  anchors: Map<string, Set<string>>;
  /** Markdown source file (site-relative) → route path. */
  fileToPath: Map<string, string>;
  /** Files served as they are, relative to the output root (static files, assets). */
  files: Set<string>;
  /** Content files linked relatively (site-relative) → their public URL. */
  fileUrls: Map<string, string>;
  /** Linked content files that exist only with other letter case → the name on disk. */
  wrongCase?: Map<string, string>;
  /**
   * Folders (site-relative) that markdown links are also resolved from, as Docusaurus does: a
   * page's own docs folder (each version has one), else the first (the current docs).
   */
  contentRoots: string[];
}

export type LinkProblemReason = 'missing-route' | 'missing-anchor' | 'unresolved-markdown' | 'missing-image' | 'missing-file';

export interface LinkProblem {
  source: string;
  line?: number;
  /** The link as written. */
  target: string;
  reason: LinkProblemReason;
  /** "did you mean" for anchors. */
  suggestion?: string;
  /** The file's name on disk, when the link's differs only in letter case. */
  caseOf?: string;
}

/** The name a missing file or static file has on disk, when only the letter case differs. */
function caseOf(link: FoundLink, targets: LinkTargets): string | undefined {
  if (link.kind === 'file') return targets.wrongCase?.get(link.target);
  if (link.kind !== 'site') return undefined;
  const name = link.target.split('?')[0].replace(/^\/+/, '').toLowerCase();
  for (const file of targets.files) if (file.toLowerCase() === name) return `/${file}`;
  return undefined;
}

export type Resolution = {href?: string; route?: string} | {problem: LinkProblemReason};

function withSuffix(href: string, link: FoundLink): string {
  const query = link.raw.split('#')[0].includes('?') ? link.raw.slice(link.raw.indexOf('?')).split('#')[0] : '';
  return `${href}${query}${link.anchor !== undefined ? `#${link.anchor}` : ''}`;
}

/** A path on this site: a file served as it is, or a route (matched whatever its trailing slash). */
function sitePath(targets: LinkTargets, pathname: string): {href: string; route?: string} | undefined {
  const based = withBaseUrl(targets.baseUrl, pathname);
  const inside = based.slice(targets.baseUrl.length);
  if (inside && targets.files.has(decodeSafe(inside))) return {href: based};
  const route = targets.routes.get(normalizeRoute(pathname)) ?? targets.routes.get(normalizeRoute(based));
  return route === undefined ? undefined : {href: route, route};
}

function decodeSafe(value: string): string {
  // Without a `%` there is nothing to decode (and nothing malformed).
  if (!value.includes('%')) return value;
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * Resolutions made against each targets object (one per build and locale), by link and page: a
 * page's cache key, its rendering and the link check resolve the same links, and a watch rebuild
 * resolved every link of the site three times. What a resolution reads of the targets is never
 * changed once they are made (only `anchors` is, which it does not read).
 */
const resolutions = new WeakMap<LinkTargets, Map<FoundLink, {route: string; source?: string; resolution: Resolution}>>();

/** Where a link leads: the URL to write in the page (undefined: keep it as written), or why it leads nowhere. */
/** `page.source` picks the docs folder markdown links resolve from (its version's). */
export function resolveLink(link: FoundLink, page: {route: string; source?: string}, targets: LinkTargets): Resolution {
  let byLink = resolutions.get(targets);
  if (!byLink) resolutions.set(targets, (byLink = new Map()));
  // A link belongs to one page (a parse result shown on several routes is resolved for each).
  const known = byLink.get(link);
  if (known && known.route === page.route && known.source === page.source) return known.resolution;
  const resolution = resolveUncached(link, page, targets);
  byLink.set(link, {route: page.route, source: page.source, resolution});
  return resolution;
}

function resolveUncached(link: FoundLink, page: {route: string; source?: string}, targets: LinkTargets): Resolution {
  const missing = link.element === 'image' ? 'missing-image' : 'missing-route';
  switch (link.kind) {
    case 'anchor':
      return {route: page.route};
    case 'site': {
      const found = sitePath(targets, link.target.split('?')[0]);
      // `/cli/cache-list.md`: Docusaurus resolves an absolute markdown link against the docs folder, then the site.
      if (!found && /\.mdx?$/i.test(link.target.split('?')[0])) {
        const written = decodeSafe(link.target.split('?')[0]).slice(1);
        const route = markdownRoute(targets, page, written) ?? targets.fileToPath.get(written);
        return route === undefined ? {problem: 'unresolved-markdown'} : {href: withSuffix(route, link), route};
      }
      if (!found) return {problem: missing};
      return found.route === undefined ? {href: withSuffix(found.href, link)} : {href: withSuffix(found.href, link), route: found.route};
    }
    case 'relative': {
      const resolved = new URL(link.target, `http://site${page.route}`).pathname;
      const found = sitePath(targets, resolved);
      if (!found) return {problem: missing};
      return found.route === undefined ? {} : {route: found.route};
    }
    case 'markdown': {
      const written = decodeSafe(link.raw.split(/[?#]/)[0]);
      const route = targets.fileToPath.get(link.target) ?? markdownRoute(targets, page, written);
      return route === undefined ? {problem: 'unresolved-markdown'} : {href: withSuffix(route, link), route};
    }
    case 'pathname':
      return {href: withSuffix(withBaseUrl(targets.baseUrl, link.target), link)};
    case 'file': {
      const url = targets.fileUrls.get(link.target);
      return url === undefined ? {problem: link.element === 'image' ? 'missing-image' : 'missing-file'} : {href: withSuffix(url, link)};
    }
  }
}

/** A markdown path as written, resolved from the page's own docs folder (else the current docs). */
function markdownRoute(targets: LinkTargets, page: {source?: string}, written: string): string | undefined {
  const own = targets.contentRoots.filter((root) => page.source?.startsWith(`${root}/`));
  return (own.length ? own : targets.contentRoots.slice(0, 1)).map((root) => targets.fileToPath.get(path.posix.join(root, written))).find(Boolean);
}

/**
 * Every broken link, route, anchor, markdown link and image of the given pages. `anchors`: the ids
 * links are checked against when they differ from the targets' (with those React pages rendered);
 * the links are resolved against `targets` itself, so that the resolutions made for rendering are reused.
 */
export function checkLinks(pages: PageLinks[], targets: LinkTargets, anchors = targets.anchors): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const at = {source: link.file ?? page.source, line: link.line || undefined, target: link.raw};
      const resolution = resolveLink(link, page, targets);
      if ('problem' in resolution) {
        const onDisk = resolution.problem === 'missing-image' || resolution.problem === 'missing-file' || resolution.problem === 'missing-route' ? caseOf(link, targets) : undefined;
        problems.push({...at, reason: resolution.problem, ...(onDisk ? {caseOf: onDisk} : {})});
        continue;
      }
      if (!link.anchor || resolution.route === undefined) continue;
      const ids = anchors.get(resolution.route);
      if (ids && !ids.has(link.anchor)) problems.push({...at, reason: 'missing-anchor', suggestion: closest(link.anchor, [...ids])});
    }
  }
  return problems;
}

const WHAT: Record<LinkProblemReason, string> = {
  'missing-route': 'broken link',
  'missing-anchor': 'broken anchor',
  'unresolved-markdown': 'markdown link to no file',
  'missing-image': 'missing image',
  'missing-file': 'link to a missing file',
};

/** Problems grouped by source file, with a hint when one target breaks on many pages. */
export function formatLinkProblems(problems: LinkProblem[]): string[] {
  const bySource = new Map<string, LinkProblem[]>();
  for (const problem of problems) bySource.set(problem.source, [...(bySource.get(problem.source) ?? []), problem]);
  const lines: string[] = [];
  for (const [source, list] of bySource) {
    for (const problem of list) {
      const hint = problem.caseOf ? ` (differs only in case from ${problem.caseOf})` : problem.suggestion ? ` (did you mean #${problem.suggestion}?)` : '';
      lines.push(`${source}${problem.line ? `:${problem.line}` : ''}: ${WHAT[problem.reason]} ${problem.target}${hint}`);
    }
  }
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.target, (counts.get(problem.target) ?? 0) + 1);
  for (const [target, count] of counts) {
    if (count >= 5) lines.push(`hint: ${target} breaks on ${count} pages; is it in the navbar, footer or a sidebar?`);
  }
  return lines;
}
