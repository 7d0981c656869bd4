// The navigation progress bar (spec §9: starts after 200 ms; minimum 0.08, speed 200 ms, trickle
// rate 0.02, trickle speed 800 ms — NProgress' model) and the page-loading indicator that appears
// with it. Both exist only while a slow navigation is pending.
import {NAVIGATION_TEXTS, clientTextId} from '../../shared/client-texts.ts';
import {localText} from '../texts.ts';
export const PROGRESS = {delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800} as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

// Closures rather than a class: class fields would pull esbuild's field helper into a chunk the
// boot script imports, and local names minify where property names cannot.
function progressBar(): {start(): void; done(): void} {
  let status: number | null = null;
  let root: HTMLElement | undefined;
  let bar: HTMLElement | undefined;
  let trickle = 0;

  /** Status in [minimum, 1]; exposed as data-status for tests and styling. */
  const set = (n: number) => {
    const value = (status = n === 1 ? 1 : clamp(n, PROGRESS.minimum, 1));
    root!.dataset.status = value.toFixed(3);
    // Set after a frame so the first width animates from zero.
    const element = bar!;
    requestAnimationFrame(() => (element.style.transform = `scaleX(${value})`));
  };

  const inc = (amount: number) => {
    if (status === null || status >= 1) return;
    set(clamp(status + amount, 0, 0.994));
  };

  return {
    start() {
      root = document.createElement('div');
      root.className = 'nav-progress';
      root.setAttribute('aria-hidden', 'true');
      root.style.setProperty('--progress-speed', `${PROGRESS.speed}ms`);
      bar = document.createElement('div');
      bar.className = 'nav-progress__bar';
      root.append(bar);
      document.body.append(root);
      set(PROGRESS.minimum);
      trickle = window.setInterval(() => inc(Math.random() * PROGRESS.trickleRate), PROGRESS.trickleSpeed);
    },
    done() {
      clearInterval(trickle);
      const shown = root;
      if (!shown || status === null) return;
      set(1);
      shown.dataset.state = 'done';
      const element = bar!;
      setTimeout(() => {
        element.style.opacity = '0';
        setTimeout(() => shown.remove(), PROGRESS.speed);
      }, PROGRESS.speed);
      status = null;
    },
  };
}

export interface Loading {
  done(): void;
}

/** Starts the delayed progress bar and loading indicator for one navigation. */
export function startLoading(): Loading {
  const bar = progressBar();
  let indicator: HTMLElement | undefined;
  const main = document.getElementById('main');
  const timer = window.setTimeout(() => {
    bar.start();
    indicator = document.createElement('div');
    indicator.className = 'page-loading';
    indicator.setAttribute('role', 'status');
    indicator.textContent = localText(clientTextId('Navigation', 'loading'), NAVIGATION_TEXTS.loading);
    document.body.append(indicator);
    main?.setAttribute('aria-busy', 'true');
  }, PROGRESS.delay);
  return {
    done() {
      clearTimeout(timer);
      bar.done();
      indicator?.remove();
      main?.removeAttribute('aria-busy');
    },
  };
}
