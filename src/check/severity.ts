// The severity policy, written once for every check: each check has a config key naming what its
// problems do (`ignore`, `log`, `warn` or `throw`, as in Docusaurus). Problems of every check are
// reported together; the build fails after all of them were listed.
import type {Severity} from '../config/schema.ts';
import {CheckFailedError} from '../errors.ts';
import type {Reporter} from '../log.ts';
import {formatLinkProblems, type LinkProblem, type LinkProblemReason} from './links.ts';


/** Each check and the config key that sets its severity. */
export const CHECKS = {
  brokenLinks: 'onBrokenLinks',
  brokenAnchors: 'onBrokenAnchors',
  brokenMarkdownLinks: 'onBrokenMarkdownLinks',
  brokenImages: 'onBrokenImages',
  duplicateRoutes: 'onDuplicateRoutes',
  unknownComponents: 'onUnknownComponents',
} as const;
export type CheckName = keyof typeof CHECKS;
export type SeverityConfig = {[K in (typeof CHECKS)[CheckName]]: Severity};

const TITLES: Record<CheckName, string> = {
  brokenLinks: 'broken links',
  brokenAnchors: 'broken anchors',
  brokenMarkdownLinks: 'unresolved markdown links',
  brokenImages: 'missing images',
  duplicateRoutes: 'duplicate routes',
  unknownComponents: 'MDX components not rendered',
};

const CHECK_OF: Record<LinkProblemReason, CheckName> = {
  'missing-route': 'brokenLinks',
  'missing-file': 'brokenLinks',
  'missing-anchor': 'brokenAnchors',
  'unresolved-markdown': 'brokenMarkdownLinks',
  'missing-image': 'brokenImages',
};

export type Findings = Partial<Record<CheckName, string[]>>;

/** Sorts link problems into their checks. */
export function linkFindings(problems: LinkProblem[]): Findings {
  const findings: Findings = {};
  for (const check of new Set(problems.map((p) => CHECK_OF[p.reason]))) {
    findings[check] = formatLinkProblems(problems.filter((p) => CHECK_OF[p.reason] === check));
  }
  return findings;
}

/** Applies each check's severity: logs or warns, and throws once for every check set to `throw`. */
export function enforce(findings: Findings, config: SeverityConfig, reporter: Reporter): void {
  const failures: {check: CheckName; problems: string[]}[] = [];
  for (const check of Object.keys(CHECKS) as CheckName[]) {
    const problems = findings[check];
    if (!problems?.length) continue;
    const severity = config[CHECKS[check]];
    const message = `${count(problems, TITLES[check])} (${CHECKS[check]}: '${severity}'):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
    if (severity === 'throw') failures.push({check, problems});
    else if (severity === 'warn') reporter.warn(message);
    else if (severity === 'log') reporter.info(message);
  }
  if (!failures.length) return;
  const title = failures.map((f) => count(f.problems, TITLES[f.check])).join(', ');
  throw new CheckFailedError(
    `${title} found`,
    failures.flatMap((f) => f.problems),
    failures.map((f) => f.check),
  );
}

function count(problems: string[], title: string): string {
  // Hint lines ("… breaks on 5 pages") are not problems of their own.
  const n = problems.filter((p) => !p.startsWith('hint: ')).length;
  return `${n} ${n === 1 ? title.replace(/s(?= |$)/, '') : title}`;
}
