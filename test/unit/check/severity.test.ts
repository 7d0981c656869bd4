import {test} from 'node:test';
import assert from 'node:assert/strict';
import {enforce, linkFindings} from '../../../src/check/severity.ts';
import {CheckFailedError} from '../../../src/errors.ts';
import {createReporter} from '../../../src/log.ts';
import type {SeverityConfig} from '../../../src/check/severity.ts';

const config = (over: Partial<SeverityConfig> = {}): SeverityConfig => ({
  onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenImages: 'throw', onDuplicateRoutes: 'warn', onUnknownComponents: 'warn', ...over,
});

test('every check goes through one policy: ignore, log, warn and throw', () => {
  const findings = linkFindings([
    {source: 'a.md', line: 2, target: '/x', reason: 'missing-route'},
    {source: 'a.md', line: 3, target: './y.md', reason: 'unresolved-markdown'},
  ]);
  findings.duplicateRoutes = ['duplicate route /z: a.md and b.md both make z.html; a.md is kept'];
  const reporter = createReporter({quiet: true});
  enforce(findings, config({onBrokenLinks: 'ignore', onDuplicateRoutes: 'log'}), reporter);
  assert.deepEqual(reporter.warnings.map((w) => w.split('\n')[0]), ["1 unresolved markdown link (onBrokenMarkdownLinks: 'warn'):"]);
  assert.throws(() => enforce(findings, config({onDuplicateRoutes: 'throw'}), createReporter({quiet: true})), (error: unknown) => {
    assert.ok(error instanceof CheckFailedError);
    assert.deepEqual(error.checks, ['brokenLinks', 'duplicateRoutes']);
    assert.match(error.message, /1 broken link, 1 duplicate route found/);
    assert.match(error.message, /a\.md:2: broken link \/x/);
    return true;
  });
});
