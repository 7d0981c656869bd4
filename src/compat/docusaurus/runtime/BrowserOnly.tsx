// `@docusaurus/BrowserOnly`: its children (a function) run only in the browser, after hydration;
// the server writes the fallback.
import type {ReactNode} from 'react';
import useIsBrowser from './useIsBrowser.ts';

export default function BrowserOnly({children, fallback}: {children?: () => ReactNode; fallback?: ReactNode}) {
  const browser = useIsBrowser();
  if (browser && typeof children === 'function') return <>{children()}</>;
  return <>{fallback ?? null}</>;
}
