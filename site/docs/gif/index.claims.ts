// <Gif>'s fit default: the component a render uses (GifForRendering) is server-rendered with its
// own copy of remotion (nested-run.ts), the canvas it draws into replaced by a recorder of its props.
import assert from 'node:assert/strict';
import React from 'react';
import type {PageClaims} from '../../../scripts/docs-checks/claims.ts';
import {renderWithOwnRemotion} from '../../../scripts/docs-checks/nested-run.ts';
import {dist, withExport} from '../../../scripts/docs-checks/proof-kit.ts';

async function fitGiven(extra: Record<string, unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const Recorder = React.forwardRef((props: {fit: unknown}, _ref) => {
    seen.push(props.fit);
    return null;
  });
  await withExport(dist('@remotion/gif', 'canvas'), 'Canvas', Recorder, () =>
    renderWithOwnRemotion('@remotion/gif', () => React.createElement(dist('@remotion/gif', 'GifForRendering').GifForRendering, {src: 'https://example.com/a.gif', ...extra})),
  );
  return [...new Set(seen)];
}

export const claims: PageClaims = {
  page: 'gif/index.md',
  claims: [
    {
      kind: 'default',
      row: 'fit',
      quote: "| `fit` | `'fill' \\| 'contain' \\| 'cover'` | `'fill'` |",
      prove: async () => {
        assert.deepEqual(await fitGiven({}), ['fill']);
        assert.deepEqual(await fitGiven({fit: 'fill'}), ['fill']);
        assert.deepEqual(await fitGiven({fit: 'cover'}), ['cover']);
      },
    },
  ],
};
