// Server-renders an element of a package that brings its own copy of remotion (gif, motion-blur),
// inside that copy's composition providers at a given frame: the package's hooks read the copy's
// contexts, so the site's <Player> (another copy) cannot host it.
import React from 'react';
import {renderToString} from 'react-dom/server';
import {nestedRemotion} from './proof-kit.ts';

const COMPOSITION = {id: 'c', width: 100, height: 100, fps: 30, durationInFrames: 30, component: () => null, defaultProps: {}, nonce: 0, folderName: null, parentFolderName: null};
const manager = {registerAsset: () => undefined, unregisterAsset: () => undefined, registerSequence: () => undefined, unregisterSequence: () => undefined, compositions: [COMPOSITION], currentComposition: 'c'};

export function renderWithOwnRemotion(pkg: string, element: (remotion: {useCurrentFrame: () => number}) => React.ReactElement, frame = 0): string {
  const R = nestedRemotion(pkg);
  const g = globalThis as {window?: unknown};
  const saved = g.window;
  g.window = {location: {origin: 'http://localhost', href: 'http://localhost/'}};
  try {
    return renderToString(
      React.createElement(R.Internals.CanUseRemotionHooksProvider, null, React.createElement(R.Internals.CompositionManager.Provider, {value: manager}, React.createElement(R.Sequence, {from: -frame}, element(R)))),
    );
  } finally {
    g.window = saved;
  }
}
