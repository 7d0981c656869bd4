// Scroll-driven chrome: the navbar hides while scrolling down and returns when scrolling up; the
// back-to-top button shows while scrolling up once past BACK_TO_TOP_THRESHOLD.
export const BACK_TO_TOP_THRESHOLD = 300;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export function setupScrollChrome(): void {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  const hideable = navbar?.hasAttribute('data-hide-on-scroll') ?? false;
  const button = document.querySelector<HTMLButtonElement>('.back-to-top');
  let last = window.scrollY;
  let frame = 0;

  const setNavbarHidden = (hidden: boolean) => {
    navbar?.classList.toggle('is-hidden', hidden);
    document.documentElement.classList.toggle('navbar-hidden', hidden);
  };

  const update = () => {
    frame = 0;
    const y = Math.max(0, window.scrollY);
    const down = y > last;
    const menuOpen = document.documentElement.classList.contains('menu-open');
    if (hideable && navbar && !menuOpen) {
      const height = navbar.offsetHeight;
      const atBottom = y + window.innerHeight >= document.documentElement.scrollHeight - 1;
      // Keyboard focus in the navbar (not a mouse click's leftover focus) or an open dropdown keeps it.
      const keyboardFocus = navbar.contains(document.activeElement) && document.activeElement!.matches(':focus-visible');
      if (y < height || keyboardFocus || navbar.querySelector('details[open]')) setNavbarHidden(false);
      else if (down) setNavbarHidden(true);
      else if (y < last && !atBottom) setNavbarHidden(false);
    }
    if (y !== last) button?.classList.toggle('is-visible', !down && y >= BACK_TO_TOP_THRESHOLD);
    last = y;
  };

  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), {passive: true});
  // Keyboard focus entering a hidden navbar brings it back.
  navbar?.addEventListener('focusin', (event) => {
    if ((event.target as Element).matches(':focus-visible')) setNavbarHidden(false);
  });
  button?.addEventListener('click', (event) => {
    window.scrollTo({top: 0, behavior: reducedMotion() ? 'auto' : 'smooth'});
    button.classList.remove('is-visible');
    // A keyboard press would otherwise leave focus on a button that just disappeared.
    if (event.detail === 0) document.querySelector<HTMLElement>('.skip-link')?.focus({preventScroll: true});
  });
}

/** Client navigation starts a fresh page: show the navbar, hide the button. */
export function resetScrollChrome(): void {
  document.querySelector('.navbar')?.classList.remove('is-hidden');
  document.documentElement.classList.remove('navbar-hidden');
  document.querySelector('.back-to-top')?.classList.remove('is-visible');
}
