// The few lines pages with zoomable images carry inline: they make the images focusable and load
// the zoom view (src/client/zoom.ts) on the first click or Enter on one. Zoom then costs no
// JavaScript before a reader asks for it: the first-load budget applies to pages with images too.
import {NO_ZOOM_CLASS, ZOOM_ATTRIBUTE} from './markup.ts';

const LABEL = 'Enlarge image';

/** `zoomUrl`: the zoom module, which exports `open(img)`. */
export function zoomLoader(zoomUrl: string): string {
  const selector = `img[${ZOOM_ATTRIBUTE}]:not(.${NO_ZOOM_CLASS})`;
  return `(function(){var z,d=document,s=${JSON.stringify(selector)};function f(){d.querySelectorAll(s).forEach(function(i){if(i.closest('a,button')||i.tabIndex===0)return;i.tabIndex=0;i.setAttribute('aria-haspopup','dialog');if(!i.title)i.title=${JSON.stringify(LABEL)};});}function h(e){var i=e.target;if(!(i instanceof HTMLImageElement)||!i.matches(s)||i.closest('a,button')||e.defaultPrevented)return;if(e.type==='keydown'?e.key!=='Enter':e.button!==0)return;e.preventDefault();(z=z||import(${JSON.stringify(zoomUrl)})).then(function(m){m.open(i);});}d.addEventListener('click',h);d.addEventListener('keydown',h);d.addEventListener('sitegen:navigated',f);if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',f);else f();})();`;
}
