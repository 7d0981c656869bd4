// The red box of a route (or route chunk) that failed to load: the error and a 'Retry' button.
import {NAVIGATION_TEXTS, clientTextId} from '../../shared/client-texts.ts';
import {localText} from '../texts.ts';

export function routeErrorBox(error: unknown, retry: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'route-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'route-error__title';
  title.textContent = localText(clientTextId('Navigation', 'loadFailed'), NAVIGATION_TEXTS.loadFailed);
  const message = document.createElement('p');
  message.className = 'route-error__message';
  message.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = localText(clientTextId('Navigation', 'retry'), NAVIGATION_TEXTS.retry);
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(title, message, button);
  return box;
}
