// Example outputs in the docs' code comments are executed with the pinned packages and compared:
// every block that states an output runs in Node, or is listed here with the reason it cannot.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {exampleBlocks, matches, runBlock} from '../../scripts/docs-checks/example-outputs.ts';
import {ROOT} from '../helpers/site.ts';

const DOCS = path.join(ROOT, 'site/docs');

/** Blocks that state outputs but cannot run in Node, by `page:line`: none today. */
const NOT_RUNNABLE: Record<string, string> = {};

test('every example output stated in a comment is what the code returns', () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const rel of fg.sync('**/*.md', {cwd: DOCS}).sort()) {
    for (const block of exampleBlocks(fs.readFileSync(path.join(DOCS, rel), 'utf8'))) {
      if (NOT_RUNNABLE[`${rel}:${block.line}`]) continue;
      const values = runBlock(block);
      block.outputs.forEach((o, k) => {
        checked++;
        if (!matches(values[k], o.expected)) wrong.push(`${rel}:${o.line}: ${o.expression} is ${JSON.stringify(values[k])}, the comment says ${o.expected}`);
      });
    }
  }
  console.log(`# example outputs: ${checked} executed and compared`);
  assert.deepEqual(wrong, []);
  assert.ok(checked >= 14, `${checked} outputs found`);
});

test('the output finder reads trailing and own-line comments, and ... as a prefix', () => {
  const [block] = exampleBlocks(['```ts', 'const a = 1 + 1; // 2', 'Math.sqrt(2); // 1.414...', '[1, 2].map((x) => x * 2);', '// [2, 4]', '```'].join('\n'));
  assert.deepEqual(block.outputs.map((o) => [o.expression, o.expected]), [['a', '2'], ['Math.sqrt(2)', '1.414...'], ['[1, 2].map((x) => x * 2)', '[2, 4]']]);
  assert.deepEqual(runBlock(block), [2, Math.SQRT2, [2, 4]]);
  assert.equal(matches(Math.SQRT2, '1.414...'), true);
  assert.equal(matches(Math.SQRT2, '1.415...'), false);
  assert.equal(matches({x: 1, y: 'a'}, "{x: 1, y: 'a'}"), true);
  assert.equal(matches({x: 1}, '{x: 2}'), false);
});
