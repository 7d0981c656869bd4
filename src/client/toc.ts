// Marks the table-of-contents entry of the heading being read, as Docusaurus does: the first
// heading below the navbar if it sits in the top half of the window, otherwise the one before it.
let links: HTMLAnchorElement[] = [];
let headings: HTMLElement[] = [];
let frame = 0;

function update(): void {
  frame = 0;
  if (!links.length) return;
  const offset = (document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0) + 8;
  const next = headings.findIndex((heading) => heading.getBoundingClientRect().top >= offset);
  let index = headings.length - 1;
  if (next >= 0) {
    const rect = headings[next].getBoundingClientRect();
    index = rect.top > 0 && rect.bottom < window.innerHeight / 2 ? next : next - 1;
  }
  links.forEach((link, n) => {
    const on = n === index;
    link.classList.toggle('is-active', on);
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  });
}

/** Collects the TOC of the current page; call again after client navigation. */
export function setupToc(): void {
  links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a.toc__link')];
  headings = [];
  const kept: HTMLAnchorElement[] = [];
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading) {
      headings.push(heading);
      kept.push(link);
    }
  }
  links = kept;
  update();
}

export function listenToc(): void {
  const schedule = () => (frame ||= requestAnimationFrame(update));
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule, {passive: true});
}
