// One polite live region for the client's messages (page changes, copy feedback). It lives
// outside <main>, so it survives client navigation, and exists before the first message.
let region: HTMLElement | undefined;

export function setupAnnouncer(): void {
  region = document.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
}

export function announce(message: string): void {
  if (!region) return;
  // Clearing first makes a repeated message announce again.
  region.textContent = '';
  const target = region;
  setTimeout(() => (target.textContent = message), 50);
}
