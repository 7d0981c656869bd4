// Marks a server-rendered React component for hydration in the browser. Use it in site pages
// around a component registered under the same name in the site config's `islands`.
import type {ReactNode} from 'react';
import {islandAttributes} from '../../src/shared/islands.ts';

export function Island({name, props = {}, className, children}: {name: string; props?: Record<string, unknown>; className?: string; children: ReactNode}) {
  return <div {...islandAttributes(name, props, className)}>{children}</div>;
}
