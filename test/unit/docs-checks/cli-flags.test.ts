import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {deprecatedFlags, flagsReadIn, knownFlags, rejectedFlags} from '../../../scripts/docs-checks/cli-code.ts';
import {commandFlags} from '../../../scripts/docs-checks/cli-command-flags.ts';
import {checkCliFlags, tableFlags} from '../../../scripts/docs-checks/cli-flags.ts';
import {ROOT, tempDir} from '../../helpers/site.ts';


test('flags are read from property access, bracket access and destructuring of the parsed argv', () => {
  const code = "const a = parse_command_line_1.parsedCli.codec; const b = args_1.parsedLambdaCli['out-name']; const { concurrencies } = parse_command_line_1.parsedCli; parsedCli._";
  assert.deepEqual(flagsReadIn(code).sort(), ['codec', 'concurrencies', 'out-name']);
});

test('a flag a command only reads to refuse it is not accepted, one it validates is', () => {
  const refused = "if (parsedCli.frames) {\n  Log.error('--frames only works with render');\n  process.exit(1);\n}";
  const checked = "if (parsedCli['env-file']) {\n  const f = parsedCli['env-file'];\n  if (!exists(f)) {\n    Log.error('missing');\n    process.exit(1);\n  }\n}";
  assert.deepEqual([...rejectedFlags(refused)], ['frames']);
  assert.deepEqual([...rejectedFlags(checked)], []);
});

test('the pinned parsers know the render, still and lambda flags, and still refuses --frames', () => {
  const known = knownFlags(ROOT);
  for (const f of ['codec', 'crf', 'concurrencies', 'webhook', 'webhook-secret', 'custom-role-arn', 'bundle-cache']) assert.ok(known.has(f), f);
  assert.ok(!known.has('codecs'));
  const still = commandFlags({package: '@remotion/cli', entries: ['still.js']}, ROOT);
  assert.ok(still.has('frame') && still.has('quality') && still.has('timeout'));
  assert.ok(!still.has('frames') && !still.has('codec') && !still.has('crf'));
  const deploy = commandFlags({package: '@remotion/lambda', entries: ['cli/commands/functions/deploy.js']}, ROOT);
  assert.ok(deploy.has('custom-role-arn') && deploy.has('memory'));
  assert.ok(deprecatedFlags(ROOT).has('png'));
});

test('docs mentions of unknown flags fail, flags of other programs are left alone', () => {
  const dir = tempDir('cli-flags-');
  fs.writeFileSync(
    path.join(dir, 'page.md'),
    '```bash\nnpx remotion render --codec=h264 --codecs=vp8\n```\n\n```bash\naws lambda update-function-configuration \\\n  --function-name x \\\n  --layers a\nnpm i --save-exact remotion\n```\n',
  );
  const report = checkCliFlags(dir, ['page.md'], ROOT);
  assert.deepEqual(report.failures, ['page.md:2: --codecs is not read by the pinned @remotion/cli or @remotion/lambda']);
  assert.equal(report.mentioned, 2);
});

test('a page\'s flag tables are read from their first column', () => {
  const md = '| Flag | Type | Default | Description |\n| --- | --- | --- | --- |\n| `--quiet`, `-q` | boolean | – | x |\n| `--height`, `--width` | number | – | x |\n';
  assert.deepEqual([...tableFlags(md)].sort(), ['height', 'q', 'quiet', 'width']);
});
