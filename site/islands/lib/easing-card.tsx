// One curve of the easing gallery: the real easing function sampled into a chart, its code and
// description, inputs for a factory's parameters, and a Play button that runs a dot along it.
import {useEffect, useMemo, useRef, useState} from 'react';
import {Chart, domainOf, type Point} from './chart.tsx';
import {createEasing, easingCode, type EasingEntry, type EasingFunction, type Modifier} from './easings.ts';
import {formatNumber} from './format.ts';
import {NumberField} from './number-field.tsx';

const SAMPLES = 120;
const PLAY_MS = 1200;

export interface EasingCardProps {
  id: string;
  entry: EasingEntry;
  values: number[];
  modifier: Modifier;
  interactive: boolean;
  onValues(values: number[]): void;
}

function sample(fn: EasingFunction): Point[] {
  return Array.from({length: SAMPLES + 1}, (_, i) => [i / SAMPLES, fn(i / SAMPLES)] as const);
}

export function EasingCard({id, entry, values, modifier, interactive, onValues}: EasingCardProps) {
  // A Bézier x outside 0…1 makes remotion throw: show its message and keep the last good curve.
  const built = useMemo(() => {
    try {
      return {fn: createEasing(entry, values, modifier), error: null};
    } catch (error) {
      return {fn: null, error: (error as Error).message};
    }
  }, [entry, values, modifier]);
  const lastGood = useRef<EasingFunction | null>(null);
  if (built.fn) lastGood.current = built.fn;
  const fn = lastGood.current ?? ((t: number) => t);
  const points = useMemo(() => sample(fn), [fn]);

  const [progress, setProgress] = useState<number | null>(null);
  const [run, setRun] = useState(0);
  useEffect(() => {
    if (!run) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const t = Math.min(1, (now - start) / PLAY_MS);
      setProgress(t);
      if (t < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [run]);

  const code = easingCode(entry, values, modifier);
  const t = progress ?? 1;
  return (
    <div className="demo__card" data-easing={entry.id}>
      <figure className="demo__card-figure">
        <Chart points={points} xDomain={[0, 1]} yDomain={domainOf(points.map((p) => p[1]), [0, 1])} guidesY={[0, 1]} marker={[t, fn(t)]} compact />
        <figcaption>
          <code className="demo__card-title">{code}</code>
          <span className="demo__card-text">{entry.description}</span>
        </figcaption>
      </figure>
      {entry.params.map((param, index) => (
        <NumberField
          key={param.id}
          id={`${id}-${param.id}`}
          className="demo__param"
          label={param.label}
          value={values[index]}
          min={param.min}
          max={param.max}
          step={param.step}
          disabled={!interactive}
          invalid={Boolean(built.error)}
          describedBy={built.error ? `${id}-error` : undefined}
          onValue={(next) => onValues(values.map((value, i) => (i === index ? next : value)))}
        />
      ))}
      <p id={`${id}-error`} className="demo__error" aria-live="polite">
        {built.error}
      </p>
      <div className="demo__card-play">
        <button type="button" className="demo__button" disabled={!interactive} aria-label={`Play ${code}`} onClick={() => setRun((n) => n + 1)}>
          Play
        </button>
        <span className="demo__value" aria-hidden="true">
          t {formatNumber(t, 2)} → {formatNumber(fn(t), 2)}
        </span>
      </div>
    </div>
  );
}
