// One fixture site built, served on loopback and opened in Chromium for a browser test file:
// registers the before/after hooks and removes the fixture when done.
import {after, before} from 'node:test';
import fs from 'node:fs';
import type {Browser} from 'playwright-core';
import {launch} from './browser.ts';
import {serveCommand} from '../../src/commands/serve.ts';

export interface ServedFixture {
  /** http://127.0.0.1:<port>, available once the before hook ran. */
  readonly base: string;
  readonly browser: Browser;
}

export function serveFixtureForBrowser(fixture: {dir: string; site: string; out: string}): ServedFixture {
  let server: Awaited<ReturnType<typeof serveCommand>> | undefined;
  const state: {base: string; browser?: Browser} = {base: ''};
  before(async () => {
    server = await serveCommand({site: fixture.site, out: fixture.out, port: 0, host: '127.0.0.1', watch: false});
    state.base = `http://127.0.0.1:${server.port}`;
    state.browser = await launch();
  });
  after(async () => {
    await state.browser?.close();
    await server?.close();
    fs.rmSync(fixture.dir, {recursive: true, force: true});
  });
  return {
    get base() {
      return state.base;
    },
    get browser() {
      return state.browser!;
    },
  };
}
