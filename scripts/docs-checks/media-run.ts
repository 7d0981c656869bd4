// Renders a Remotion component (media above all) the way a render does (environment 'rendering', inside a
// composition) with its effects run (effects-render.ts), and returns the assets it registers for
// the render's audio mix and the host tree (e.g. the <OffthreadVideo> frame URL). delayRender() is
// replaced for the length of the call so no render timeout outlives the proof.
import type React from 'react';
import {createElement} from 'react';
import {dist, withExport} from './proof-kit.ts';
import {findAll, renderWithEffects, type HostNode} from './effects-render.ts';

/** Any component taking a `src`: <Audio>, <Video>, <OffthreadVideo>, with their own prop types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MediaComponent = React.ComponentType<any>;

export interface MediaRender {
  assets: Record<string, unknown>[];
  /** What sequences register for the preview's timeline (only in the preview environment). */
  sequences: Record<string, unknown>[];
  root: HostNode;
}

const COMPOSITION = {id: 'c', width: 100, height: 100, fps: 30, durationInFrames: 30, component: () => null, defaultProps: {}, nonce: 0, folderName: null, parentFolderName: null};

export async function renderMedia(component: MediaComponent, props: Record<string, unknown>): Promise<MediaRender> {
  return renderInComposition(createElement(component as React.ComponentType<Record<string, unknown>>, props));
}

/** Renders `element` at `frame` of a 30-frame composition, as a render does, with effects run. */
export async function renderInComposition(element: React.ReactElement, frame = 0, environment: 'rendering' | 'preview' = 'rendering'): Promise<MediaRender> {
  const {Internals, Sequence} = dist('remotion', 'index');
  const assets: Record<string, unknown>[] = [];
  const sequences: Record<string, unknown>[] = [];
  const manager = {
    registerAsset: (a: Record<string, unknown>) => assets.push(a),
    unregisterAsset: () => undefined,
    registerSequence: (s: Record<string, unknown>) => sequences.push(s),
    unregisterSequence: () => undefined,
    compositions: [COMPOSITION],
    currentComposition: 'c',
  };
  const g = globalThis as {window?: unknown};
  const saved = {window: g.window, env: process.env.NODE_ENV};
  g.window = {location: {href: 'http://localhost/', origin: 'http://localhost'}, remotion_audioEnabled: true, remotion_videoEnabled: true, remotion_proxyPort: 1};
  process.env.NODE_ENV = environment === 'rendering' ? 'production' : 'development';
  const delay = dist('remotion', 'delay-render');
  try {
    return await withExport(delay, 'delayRender', () => 1, () =>
      withExport(delay, 'continueRender', () => undefined, async () => {
        const tree = createElement(Internals.CanUseRemotionHooksProvider, null, createElement(Internals.CompositionManager.Provider, {value: manager}, createElement(Sequence, {from: -frame}, element)));
        const {root, unmount} = await renderWithEffects(tree);
        const copy = (n: HostNode): HostNode => ({type: n.type, props: {...n.props}, children: n.children.map(copy)});
        const snapshot = copy(root);
        unmount();
        return {assets, sequences, root: snapshot};
      }),
    );
  } finally {
    g.window = saved.window;
    process.env.NODE_ENV = saved.env;
  }
}

export {findAll};
