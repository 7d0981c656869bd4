// Internal link validation: a pure function of the links found per page and the route table.
// Broken routes and broken anchors are reported apart, grouped by source file, with a hint when
// one target breaks on many pages (a navbar or footer link).
import type {FoundLink} from '../content/types.ts';

export interface PageLinks {
  /** Site-relative source file (or a generated page's description). */
  source: string;
  /** The route the links appear on, for same-page anchors. */
  route: string;
  links: FoundLink[];
}

export interface BrokenLink {
  source: string;
  line?: number;
  target: string;
  reason: 'missing-route' | 'missing-anchor' | 'unresolved-markdown';
}

export interface LinkReport {
  broken: BrokenLink[];
  /** Relative `.md` links that resolve to no file: warnings, as in Docusaurus. */
  brokenMarkdown: BrokenLink[];
}

/** Strips the query and a trailing `index.html`, so `/a/index.html` and `/a/` compare equal. */
export function normalizeRoute(target: string): string {
  return target.split('?')[0].replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
}

export function checkLinks(args: {
  pages: PageLinks[];
  routes: Set<string>;
  anchors: Map<string, Set<string>>;
  fileToPath: Map<string, string>;
  /** Files served as they are (static/, assets): links to them are fine. */
  files: Set<string>;
}): LinkReport {
  const broken: BrokenLink[] = [];
  const brokenMarkdown: BrokenLink[] = [];
  for (const page of args.pages) {
    for (const link of page.links) {
      let routePath: string;
      if (link.kind === 'md') {
        const resolved = args.fileToPath.get(link.target);
        if (!resolved) {
          brokenMarkdown.push({source: page.source, line: link.line, target: link.raw, reason: 'unresolved-markdown'});
          continue;
        }
        routePath = resolved;
      } else if (link.kind === 'anchor') {
        routePath = page.route;
      } else {
        const target = normalizeRoute(link.target);
        if (args.files.has(target.replace(/^\//, ''))) continue;
        if (!args.routes.has(target)) {
          broken.push({source: page.source, line: link.line, target: link.raw, reason: 'missing-route'});
          continue;
        }
        routePath = target;
      }
      if (link.anchor) {
        const known = args.anchors.get(routePath);
        // Pages without an anchor table (React pages are checked on their rendered ids) pass.
        if (known && !known.has(link.anchor)) {
          broken.push({source: page.source, line: link.line, target: link.raw, reason: 'missing-anchor'});
        }
      }
    }
  }
  return {broken, brokenMarkdown};
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  const bySource = new Map<string, BrokenLink[]>();
  for (const link of broken) bySource.set(link.source, [...(bySource.get(link.source) ?? []), link]);
  const lines: string[] = [];
  for (const [source, links] of bySource) {
    lines.push(`  ${source}:`);
    for (const link of links) {
      const what = link.reason === 'missing-anchor' ? 'broken anchor' : link.reason === 'missing-route' ? 'broken link' : 'unresolved markdown link';
      lines.push(`    - ${what} ${link.target}${link.line ? ` (line ${link.line})` : ''}`);
    }
  }
  const counts = new Map<string, number>();
  for (const link of broken) counts.set(link.target, (counts.get(link.target) ?? 0) + 1);
  for (const [target, count] of counts) {
    if (count >= 5) lines.push(`  hint: ${target} breaks on ${count} pages; is it in the navbar, footer or a sidebar?`);
  }
  return lines.join('\n');
}
