// The red box of a route (or route chunk) that failed to load: the error and a 'Retry' button.
export function routeErrorBox(error: unknown, retry: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'route-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'route-error__title';
  title.textContent = 'This content could not be loaded.';
  const message = document.createElement('p');
  message.className = 'route-error__message';
  message.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(title, message, button);
  return box;
}
