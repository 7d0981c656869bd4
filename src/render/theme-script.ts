// The inline pre-paint script: sets the colour mode before the first frame (no flash of the wrong
// theme) and marks that JavaScript runs, so CSS can show enhanced-only controls.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';

export function themeInitScript(options: {defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; announcementId?: string}): string {
  const body = `(function(){var d=document.documentElement;d.classList.add('js');var t=null;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}if(t!=='light'&&t!=='dark'){t=${JSON.stringify(options.defaultMode)};${options.respectPrefersColorScheme ? `d.setAttribute('data-theme-auto','');if(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';` : ''}}d.setAttribute('data-theme',t);d.style.colorScheme=t;${
    options.announcementId
      ? `try{var id=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)});var dis=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true';if(id===${JSON.stringify(options.announcementId)}&&dis)d.setAttribute('data-announcement-dismissed','true')}catch(e){}`
      : ''
  }})();`;
  return `<script>${body}</script>`;
}
