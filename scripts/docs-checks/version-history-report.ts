// Prints version-history-verdicts.ts for the docs as they are now: run after triaging a change,
// `tsx scripts/docs-checks/version-history-report.ts > scripts/docs-checks/version-history-verdicts.ts`.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {findNotes} from './version-notes.ts';
import {PackageHistory, judgeNote, noteSubjectAt} from './version-history.ts';
import {ROOT} from './proof-kit.ts';

const docs = path.join(ROOT, 'site/docs');
const history = new PackageHistory(ROOT);
const fails: string[] = [];
const gaps: string[] = [];
const none: string[] = [];
for (const rel of fg.sync('**/*.md', {cwd: docs}).sort()) {
  for (const note of findNotes(rel, fs.readFileSync(path.join(docs, rel), 'utf8'))) {
    const subject = noteSubjectAt(rel, note.line, note.version, note.keys[0]);
    if (!subject) {
      none.push(`${rel}:${note.line}`);
      continue;
    }
    const v = judgeNote(history, `${rel}:${note.line}`, note, subject);
    if (v.failure) fails.push(`${v.where}: v${v.version}: ${v.failure}`);
    else if (v.gap) gaps.push(`${v.where}: ${v.gap}`);
  }
}
const list = (a: string[]) => a.map((x) => `  ${JSON.stringify(x)},`).join('\n');
console.log(`// Recorded verdicts of version-history.ts on site/docs, checked by test/site/docs-version-history.test.ts.
// Regenerate with version-history-report.ts only after triaging a change: the test fails when a verdict differs.

/** Notes whose version the registry lacks: judged against the nearest published versions instead. */
export const GAPS: string[] = [
${list(gaps)}
];

/**
 * Open findings, not yet triaged: either the note is wrong, or the subject word is too broad for a
 * text search or names the page's API while the prose is about something else.
 * This list may only shrink: a new entry fails the test, and so does an entry that now passes.
 */
export const OPEN_FINDINGS: string[] = [
${list(fails)}
];

/** Prose notes on guide pages whose subject is no package API page: not judged yet. */
export const NO_SUBJECT: string[] = [
${list(none)}
];`);
