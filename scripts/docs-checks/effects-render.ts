// Renders React elements with their effects run, without a DOM: a minimal react-reconciler host
// whose instances are plain objects. Proofs use it for what Remotion's components decide in effects
// (the assets a frame registers for the render, the values set on a media element).
import {createRequire} from 'node:module';
import path from 'node:path';
import type React from 'react';
import {ROOT} from './proof-kit.ts';

// react-reconciler is in the tree through @react-three/fiber, a dependency of the site.
const require = createRequire(path.join(ROOT, 'node_modules/@react-three/fiber/package.json'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const Reconciler = require('react-reconciler') as (config: any) => any;

export interface HostNode {
  type: string;
  props: Record<string, unknown>;
  children: HostNode[];
  [key: string]: unknown;
}

const noop = () => undefined;

/** A host node with the element methods components call on their refs (listeners, play, pause). */
function element(type: string, props: Record<string, unknown>): HostNode {
  const node: HostNode = {type, props, children: []};
  for (const method of ['addEventListener', 'removeEventListener', 'play', 'pause', 'load']) {
    Object.defineProperty(node, method, {value: method === 'play' ? () => Promise.resolve() : noop, enumerable: false});
  }
  Object.defineProperty(node, 'querySelectorAll', {value: () => [], enumerable: false});
  return node;
}
const append = (parent: HostNode, child: HostNode) => {
  parent.children.push(child);
};
const remove = (parent: HostNode, child: HostNode) => {
  parent.children.splice(parent.children.indexOf(child), 1);
};

const reconciler = Reconciler({
  supportsMutation: true,
  isPrimaryRenderer: false,
  createInstance: (type: string, props: Record<string, unknown>): HostNode => element(type, props),
  createTextInstance: (text: string): HostNode => ({type: '#text', props: {text}, children: []}),
  appendInitialChild: append,
  appendChild: append,
  appendChildToContainer: append,
  insertBefore: append,
  insertInContainerBefore: append,
  removeChild: remove,
  removeChildFromContainer: remove,
  finalizeInitialChildren: () => false,
  prepareUpdate: () => true,
  commitUpdate: (node: HostNode, _payload: unknown, _type: string, _old: unknown, props: Record<string, unknown>) => {
    node.props = props;
  },
  commitTextUpdate: (node: HostNode, _old: string, text: string) => {
    node.props = {text};
  },
  shouldSetTextContent: () => false,
  getRootHostContext: () => ({}),
  getChildHostContext: () => ({}),
  getPublicInstance: (node: HostNode) => node,
  prepareForCommit: () => null,
  resetAfterCommit: noop,
  clearContainer: (root: HostNode) => {
    root.children = [];
  },
  preparePortalMount: noop,
  scheduleTimeout: setTimeout,
  cancelTimeout: clearTimeout,
  noTimeout: -1,
  getCurrentEventPriority: () => 16,
  getInstanceFromNode: () => null,
  beforeActiveInstanceBlur: noop,
  afterActiveInstanceBlur: noop,
  prepareScopeUpdate: noop,
  getInstanceFromScope: () => null,
  detachDeletedInstance: noop,
  hideInstance: noop,
  unhideInstance: noop,
  hideTextInstance: noop,
  unhideTextInstance: noop,
  resetTextContent: noop,
  commitMount: noop,
});

/** Renders `element`, runs its effects, and returns the host tree; `unmount` tears it down. */
export async function renderWithEffects(element: React.ReactElement): Promise<{root: HostNode; unmount: () => void}> {
  const root: HostNode = {type: 'root', props: {}, children: []};
  const container = reconciler.createContainer(root, 0, null, false, null, '', (err: unknown) => {
    throw err;
  }, null);
  reconciler.updateContainer(element, container, null, null);
  reconciler.flushSync(noop);
  reconciler.flushPassiveEffects();
  // Effects scheduled by the first effects (state updates) settle on the next ticks.
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    reconciler.flushPassiveEffects();
  }
  return {root, unmount: () => reconciler.updateContainer(null, container, null, null)};
}

/** Every host node of `type` in the tree. */
export function findAll(node: HostNode, type: string): HostNode[] {
  return [...(node.type === type ? [node] : []), ...node.children.flatMap((c) => findAll(c, type))];
}
