// The dev server: status codes, the 404 page, precompressed responses and live reload.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import {baseSite, makeSite, PRECOMPRESS_CONFIG} from '../helpers/site.ts';
import {serveCommand} from '../../src/commands/serve.ts';

function get(url: string, headers: Record<string, string> = {}): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    http.get(url, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1')}));
    }).on('error', reject);
  });
}

test('serve answers 200, 404 with the not-found page, and precompressed files', async () => {
  const fixture = makeSite(baseSite({'sitegen.config.ts': PRECOMPRESS_CONFIG}));
  const server = await serveCommand({site: fixture.site, out: fixture.out, port: 0, host: '127.0.0.1', watch: false});
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const ok = await get(`${base}/docs/guides/one`);
    assert.equal(ok.status, 200);
    assert.match(String(ok.headers['content-type']), /text\/html/);
    assert.match(ok.body, /Guide one/);
    const missing = await get(`${base}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(missing.body, /Page Not Found/);
    const br = await get(`${base}/docs/guides/one`, {'accept-encoding': 'br'});
    assert.equal(br.headers['content-encoding'], 'br');
    const assets = fs.readdirSync(path.join(fixture.out, 'assets')).find((n) => n.startsWith('boot-') && n.endsWith('.js'));
    const asset = await get(`${base}/assets/${assets}`);
    assert.equal(asset.status, 200);
    assert.match(String(asset.headers['cache-control']), /immutable/);
  } finally {
    await server.close();
  }
});

test('serve --watch rebuilds after an edit and sends a reload event; errors are reported and recover', async () => {
  const fixture = makeSite(baseSite());
  const server = await serveCommand({site: fixture.site, out: fixture.out, port: 0, host: '127.0.0.1', watch: true});
  const base = `http://127.0.0.1:${server.port}`;
  const events: string[] = [];
  const request = http.get(`${base}/__sitegen/events`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => events.push(chunk));
  });
  const waitFor = async (pattern: RegExp) => {
    const start = Date.now();
    while (!pattern.test(events.join(''))) {
      if (Date.now() - start > 45000) throw new Error(`no event matching ${pattern}: ${events.join('')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  try {
    await waitFor(/connected/);
    const page = await get(`${base}/docs/guides/one`);
    assert.match(page.body, /__sitegen\/events/, 'watch mode injects the live-reload client');
    fs.writeFileSync(path.join(fixture.site, 'docs/guides/one.md'), '---\ntitle: Guide one edited\n---\n\n## Usage\n\nChanged text.\n');
    await waitFor(/event: reload/);
    assert.match((await get(`${base}/docs/guides/one`)).body, /Guide one edited/);
    fs.writeFileSync(path.join(fixture.site, 'docs/guides/one.md'), '---\ntitle: [broken\n---\n\nText.\n');
    await waitFor(/event: error\ndata: ".*malformed YAML/);
    events.length = 0;
    fs.writeFileSync(path.join(fixture.site, 'docs/guides/one.md'), '---\ntitle: Guide one fixed\n---\n\n## Usage\n\nFixed.\n');
    await waitFor(/event: reload/);
    assert.match((await get(`${base}/docs/guides/one`)).body, /Guide one fixed/);
  } finally {
    request.destroy();
    await server.close();
  }
});

test('serve --watch starting on a broken site shows the error, then recovers when it is fixed', async () => {
  const fixture = makeSite(baseSite({'docs/guides/one.md': '---\ntitle: [broken\n---\n\nText.\n'}));
  const server = await serveCommand({site: fixture.site, out: fixture.out, port: 0, host: '127.0.0.1', watch: true});
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const failed = await get(`${base}/docs/`);
    assert.equal(failed.status, 500);
    assert.match(failed.body, /Build failed/);
    assert.match(failed.body, /malformed YAML/);
    assert.match(failed.body, /__sitegen\/events/, 'the error page reloads itself once fixed');
    fs.writeFileSync(path.join(fixture.site, 'docs/guides/one.md'), '---\ntitle: Guide one\n---\n\n## Usage\n\nFixed.\n');
    const start = Date.now();
    let page = await get(`${base}/docs/`);
    while (page.status !== 200 && Date.now() - start < 45000) {
      await new Promise((r) => setTimeout(r, 100));
      page = await get(`${base}/docs/`);
    }
    assert.equal(page.status, 200);
  } finally {
    await server.close();
  }
});

test('serve --watch sends no reload after a run that changed no page (an editor saving in two writes reloaded open pages twice)', async () => {
  const fixture = makeSite(baseSite());
  const server = await serveCommand({site: fixture.site, out: fixture.out, port: 0, host: '127.0.0.1', watch: true});
  const events: string[] = [];
  const request = http.get(`http://127.0.0.1:${server.port}/__sitegen/events`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => events.push(chunk));
  });
  const file = path.join(fixture.site, 'docs/guides/one.md');
  try {
    while (!events.join('').includes('connected')) await new Promise((r) => setTimeout(r, 20));
    // The same text written again: a run, and nothing to reload.
    let rebuilt = server.nextRebuild!();
    fs.writeFileSync(file, fs.readFileSync(file));
    await rebuilt;
    await new Promise((r) => setTimeout(r, 100));
    assert.doesNotMatch(events.join(''), /event: reload/);
    rebuilt = server.nextRebuild!();
    fs.writeFileSync(file, '---\ntitle: Guide one edited\n---\n\n## Usage\n\nChanged.\n');
    await rebuilt;
    while (!/event: reload/.test(events.join(''))) await new Promise((r) => setTimeout(r, 20));
    assert.equal(events.join('').match(/event: reload/g)?.length, 1);
  } finally {
    request.destroy();
    await server.close();
  }
});
