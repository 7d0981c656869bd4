// Keeps the current page's entry in view in the docs sidebar, which scrolls on its own: on load,
// and after client navigation (which also carries the sidebar's scroll position over, see swap.ts).
export function revealActiveSidebarLink(): void {
  const sidebar = document.querySelector<HTMLElement>('.doc__sidebar .sidebar');
  const active = sidebar?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!sidebar || !active || sidebar.scrollHeight <= sidebar.clientHeight) return;
  const top = active.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top < 0 || top > sidebar.clientHeight - active.offsetHeight) sidebar.scrollTop += top - sidebar.clientHeight / 3;
}
