import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createServer, listen} from '../../../src/serve/server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-'));
fs.mkdirSync(path.join(dir, 'docs'));
fs.writeFileSync(path.join(dir, 'index.html'), 'home');
fs.writeFileSync(path.join(dir, 'docs/intro.html'), 'intro');
fs.writeFileSync(path.join(dir, '404.html'), 'not found page');
const server = createServer({outDir: dir, host: '127.0.0.1', port: 0, baseUrl: '/sub/'});
after(() => {
  server.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a site with a base URL is served under it, as its host serves it', async () => {
  const port = await listen(server, '127.0.0.1', 0);
  const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`, {redirect: 'manual'});
  const root = await get('/');
  assert.equal(root.status, 302);
  assert.equal(root.headers.get('location'), '/sub/');
  assert.equal(await (await get('/sub/')).text(), 'home');
  assert.equal(await (await get('/sub/docs/intro')).text(), 'intro');
  const outside = await get('/docs/intro');
  assert.equal(outside.status, 404);
  assert.equal(await outside.text(), 'not found page');
});
