// Hooks the demos share: knowing when the island has hydrated, the reader's motion preference, and
// a playhead that sweeps a value over time with requestAnimationFrame.
import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {snap} from './format.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/** useLayoutEffect in the browser; on the server (where it only warns) the inert useEffect. */
export const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** False on the server and during hydration, so the first client render matches the still figure. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export interface PlayheadOptions {
  min: number;
  max: number;
  step: number;
  /** Time for one sweep from min to max. */
  durationMs: number;
  /** Pause at max before the sweep starts again. */
  holdMs: number;
  initial: number;
  /** Start playing after hydration, unless the reader prefers reduced motion. */
  autoplay: boolean;
}

export interface Playhead {
  value: number;
  playing: boolean;
  toggle(): void;
  /** Moves the playhead by hand; stops the sweep. */
  seek(value: number): void;
}

export function usePlayhead(options: PlayheadOptions): Playhead {
  const {min, max, step, durationMs, holdMs} = options;
  const [value, setValue] = useState(options.initial);
  const [playing, setPlaying] = useState(false);
  const reduced = usePrefersReducedMotion();
  const valueRef = useRef(value);
  valueRef.current = value;

  // Only the first mount decides about autoplay; later changes of the option do not restart it.
  useEffect(() => {
    if (options.autoplay && !prefersReducedMotion()) setPlaying(true);
  }, []);

  useEffect(() => {
    if (reduced) setPlaying(false);
  }, [reduced]);

  // A changed range moves a playhead that fell outside it back in.
  useEffect(() => {
    if (valueRef.current < min || valueRef.current > max) setValue(Math.min(max, Math.max(min, valueRef.current)));
  }, [min, max]);

  useEffect(() => {
    if (!playing || !(max > min)) return;
    const span = max - min;
    const cycle = durationMs + holdMs;
    const from = valueRef.current >= max ? min : valueRef.current;
    const offset = ((from - min) / span) * durationMs;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const t = (now - start + offset) % cycle;
      setValue(t >= durationMs ? max : Math.min(max, min + snap((t / durationMs) * span, step)));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, min, max, step, durationMs, holdMs]);

  const toggle = useCallback(() => setPlaying((now) => !now), []);
  const seek = useCallback((next: number) => {
    setPlaying(false);
    setValue(next);
  }, []);
  return {value: Math.min(max, Math.max(min, value)), playing, toggle, seek};
}
