// The navigation progress bar (spec §9: starts after 200 ms; minimum 0.08, speed 200 ms, trickle
// rate 0.02, trickle speed 800 ms — NProgress' model) and the page-loading indicator that appears
// with it. Both exist only while a slow navigation is pending.
export const PROGRESS = {delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800} as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

class ProgressBar {
  private status: number | null = null;
  private root: HTMLElement | null = null;
  private bar: HTMLElement | null = null;
  private trickle = 0;

  start(): void {
    this.root = document.createElement('div');
    this.root.className = 'nav-progress';
    this.root.setAttribute('aria-hidden', 'true');
    this.root.style.setProperty('--progress-speed', `${PROGRESS.speed}ms`);
    this.bar = document.createElement('div');
    this.bar.className = 'nav-progress__bar';
    this.root.append(this.bar);
    document.body.append(this.root);
    this.set(PROGRESS.minimum);
    this.trickle = window.setInterval(() => this.inc(Math.random() * PROGRESS.trickleRate), PROGRESS.trickleSpeed);
  }

  /** Status in [minimum, 1]; exposed as data-status for tests and styling. */
  private set(n: number): void {
    this.status = n === 1 ? 1 : clamp(n, PROGRESS.minimum, 1);
    this.root!.dataset.status = this.status.toFixed(3);
    // Set after a frame so the first width animates from zero.
    const bar = this.bar!;
    const value = this.status;
    requestAnimationFrame(() => (bar.style.transform = `scaleX(${value})`));
  }

  private inc(amount: number): void {
    if (this.status === null || this.status >= 1) return;
    this.set(clamp(this.status + amount, 0, 0.994));
  }

  done(): void {
    clearInterval(this.trickle);
    const root = this.root;
    if (!root || this.status === null) return;
    this.set(1);
    root.dataset.state = 'done';
    setTimeout(() => {
      this.bar!.style.opacity = '0';
      setTimeout(() => root.remove(), PROGRESS.speed);
    }, PROGRESS.speed);
    this.status = null;
  }
}

export interface Loading {
  done(): void;
}

/** Starts the delayed progress bar and loading indicator for one navigation. */
export function startLoading(): Loading {
  const bar = new ProgressBar();
  let indicator: HTMLElement | undefined;
  const main = document.getElementById('main');
  const timer = window.setTimeout(() => {
    bar.start();
    indicator = document.createElement('div');
    indicator.className = 'page-loading';
    indicator.setAttribute('role', 'status');
    indicator.textContent = 'Loading…';
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
