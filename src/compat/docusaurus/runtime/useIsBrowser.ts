// `@docusaurus/useIsBrowser`: false on the server and during hydration, true after, so the first
// browser render matches the server's HTML.
import {useEffect, useState} from 'react';

export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
