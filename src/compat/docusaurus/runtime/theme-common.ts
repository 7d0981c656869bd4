// `@docusaurus/theme-common`: the colour mode (the page's `data-theme`, which sitegen's toggle
// sets) and the few helpers site code takes from it.
import {useEffect, useState} from 'react';
import {STORAGE_KEYS} from '../../../shared/storage-keys.ts';
import {siteData} from './data.ts';

type Mode = 'light' | 'dark';

function pageMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function defaultMode(): Mode {
  const colorMode = siteData.siteConfig.themeConfig.colorMode as {defaultMode?: Mode} | undefined;
  return colorMode?.defaultMode ?? 'light';
}

/** The mode on the server and in the first browser render is the default, so hydration matches. */
export function useColorMode() {
  const [colorMode, setMode] = useState<Mode>(defaultMode);
  useEffect(() => {
    setMode(pageMode());
    const observer = new MutationObserver(() => setMode(pageMode()));
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: Mode | null) => {
    const next = mode ?? defaultMode();
    document.documentElement.removeAttribute('data-theme-auto');
    document.documentElement.setAttribute('data-theme', next);
    document.documentElement.style.colorScheme = next;
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  };
  return {colorMode, setColorMode, isDarkTheme: colorMode === 'dark'};
}

export function useThemeConfig() {
  return siteData.siteConfig.themeConfig;
}

