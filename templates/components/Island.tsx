// Marks a server-rendered React component for hydration in the browser. Use it in site pages
// around a component registered under the same name in the site config's `islands`.
import type {ReactNode} from 'react';

export function Island({name, props = {}, children}: {name: string; props?: Record<string, unknown>; children: ReactNode}) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
