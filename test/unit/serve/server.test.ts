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
fs.mkdirSync(path.join(dir, 'fr'));
fs.writeFileSync(path.join(dir, 'fr/404.html'), 'page introuvable');
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

test('watch mode answers only /__sitegen/events itself: the metadata page under /__sitegen/ is the site\'s (it all went to live reload)', async () => {
  const {LiveReload} = await import('../../../src/serve/live-reload.ts');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-meta-'));
  fs.mkdirSync(path.join(out, '__sitegen'));
  fs.writeFileSync(path.join(out, '__sitegen/index.html'), 'metadata page');
  fs.writeFileSync(path.join(out, '__sitegen/metadata.json'), '{"site":{}}');
  const watching = createServer({outDir: out, host: '127.0.0.1', port: 0, dev: true, liveReload: new LiveReload()});
  try {
    const port = await listen(watching, '127.0.0.1', 0);
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/__sitegen/`)).text(), 'metadata page');
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/__sitegen/metadata.json`)).text(), '{"site":{}}');
    const controller = new AbortController();
    const events = await fetch(`http://127.0.0.1:${port}/__sitegen/events`, {signal: controller.signal});
    assert.equal(events.headers.get('content-type'), 'text/event-stream');
    controller.abort();
  } finally {
    watching.closeAllConnections();
    watching.close();
    fs.rmSync(out, {recursive: true, force: true});
  }
});

test('a missing page of a language gets that language\'s 404 page (serve showed the root one for /fr/…)', async () => {
  const port = (server.address() as {port: number} | null)?.port ?? (await listen(server, '127.0.0.1', 0));
  const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`, {redirect: 'manual'});
  const french = await get('/sub/fr/docs/missing');
  assert.equal(french.status, 404);
  assert.equal(await french.text(), 'page introuvable');
  assert.equal(await (await get('/sub/docs/missing')).text(), 'not found page');
  assert.equal(await (await get('/sub/fr/../../etc/missing')).text(), 'not found page', 'never outside the output folder');
});
