import {test} from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import {listenOn} from '../../../src/commands/serve.ts';
import {listen} from '../../../src/serve/server.ts';
import {UsageError} from '../../../src/errors.ts';

test('a port taken while the site builds is reported as in use, not as a raw EADDRINUSE', async () => {
  const taken = net.createServer();
  const port = await listen(taken, '127.0.0.1', 0);
  try {
    const server = net.createServer();
    await assert.rejects(listenOn(server, '127.0.0.1', port), (error: Error) => error instanceof UsageError && error.message === `port ${port} is already in use on 127.0.0.1 (choose another with --port)`);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
