// prefetch()'s method default, proven by running it against a stand-in fetch: the URL it resolves to
// is an object URL without the option, as with 'blob-url', and a data URL with 'base64'.
import assert from 'node:assert/strict';
import {prefetch} from 'remotion';
import type {PageClaims} from '../../scripts/docs-checks/claims.ts';

async function prefetched(options?: Record<string, unknown>): Promise<string> {
  const g = globalThis as {fetch: typeof fetch; FileReader?: unknown};
  const saved = {fetch: g.fetch, FileReader: g.FileReader};
  g.fetch = async () => new Response(new Blob(['abc'], {type: 'text/plain'}));
  // Node has no FileReader; the base64 branch needs only readAsDataURL and onload.
  g.FileReader = class {
    result = '';
    onload: () => void = () => undefined;
    onerror: () => void = () => undefined;
    readAsDataURL(blob: Blob) {
      void blob.arrayBuffer().then((b) => {
        this.result = `data:${blob.type};base64,${Buffer.from(b).toString('base64')}`;
        this.onload();
      });
    }
  };
  try {
    const {waitUntilDone, free} = prefetch('https://example.com/a.txt', options as never);
    const url = await waitUntilDone();
    free();
    return url;
  } finally {
    g.fetch = saved.fetch;
    g.FileReader = saved.FileReader;
  }
}

export const claims: PageClaims = {
  page: 'prefetch.md',
  claims: [
    {
      kind: 'default',
      row: 'options.method',
      quote: "| `options.method` | `'blob-url' \\| 'base64'` | `'blob-url'` |",
      prove: async () => {
        assert.match(await prefetched(), /^blob:/);
        assert.match(await prefetched({method: 'blob-url'}), /^blob:/);
        assert.equal(await prefetched({method: 'base64'}), 'data:text/plain;base64,YWJj');
      },
    },
  ],
};
