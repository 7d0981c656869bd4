import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runCli} from '../helpers/site.ts';

test('--help lists the commands and exits 0', () => {
  const result = runCli(['--help']);
  assert.equal(result.status, 0);
  for (const command of ['build', 'serve', 'check-links']) assert.match(result.stdout, new RegExp(`\\b${command}\\b`));
});

test('--version prints the version', () => {
  const result = runCli(['--version']);
  assert.equal(result.status, 0);
  assert.match(result.stdout, /^\d+\.\d+\.\d+/);
});

test('an unknown flag is a usage error with exit code 2', () => {
  const result = runCli(['build', '--sight', 'x']);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /unknown option '--sight'/);
});

test('a bad port is a usage error', () => {
  const result = runCli(['serve', '--port', 'eighty']);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /expected a port number/);
});
