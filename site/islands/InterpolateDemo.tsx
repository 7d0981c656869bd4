// ::island{name="interpolate-demo"} on /docs/interpolate: edit the ranges, the easing and the
// extrapolation of a real interpolate() call and watch its curve and a box driven by it. Without
// JavaScript it is a still figure of the default curve with a description.
import {useMemo, useRef, useState} from 'react';
import {Chart} from './lib/chart.tsx';
import {DemoStyles} from './lib/demo-styles.tsx';
import {EASINGS, MODIFIERS, defaultValues, easingCode, type Modifier} from './lib/easings.ts';
import {formatNumber} from './lib/format.ts';
import {useHydrated, usePlayhead} from './lib/hooks.ts';
import {
  EXTRAPOLATE,
  buildInterpolateModel,
  describeInterpolate,
  interpolateCode,
  type Extrapolate,
  type InterpolateModel,
  type InterpolateSettings,
} from './lib/interpolate-model.ts';
import {MovingBox} from './lib/moving-box.tsx';

export interface InterpolateDemoProps {
  inputRange?: string;
  outputRange?: string;
  easing?: string;
  modifier?: string;
  extrapolateLeft?: string;
  extrapolateRight?: string;
  /** Tells two demos on one page apart (element ids). */
  instance?: string;
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const DEFAULTS: InterpolateSettings = {inputText: '0, 30', outputText: '0, 1', easingId: 'linear', modifier: 'in', left: 'extend', right: 'extend'};

export default function InterpolateDemo(props: InterpolateDemoProps) {
  const id = `interpolate-demo${props.instance ? `-${props.instance}` : ''}`;
  const hydrated = useHydrated();
  const [settings, setSettings] = useState<InterpolateSettings>(() => ({
    inputText: props.inputRange ?? DEFAULTS.inputText,
    outputText: props.outputRange ?? DEFAULTS.outputText,
    easingId: pick(props.easing, EASINGS.map((entry) => entry.id), 'linear'),
    modifier: pick<Modifier>(props.modifier, ['in', 'out', 'inOut'], 'in'),
    left: pick<Extrapolate>(props.extrapolateLeft, EXTRAPOLATE, 'extend'),
    right: pick<Extrapolate>(props.extrapolateRight, EXTRAPOLATE, 'extend'),
  }));
  const update = (patch: Partial<InterpolateSettings>) => setSettings((now) => ({...now, ...patch}));

  const attempt = useMemo(() => buildInterpolateModel(settings), [settings]);
  // While a range is being typed it is often invalid: keep drawing the last valid one.
  const lastGood = useRef<InterpolateModel | null>(null);
  if ('model' in attempt) lastGood.current = attempt.model;
  const model = lastGood.current ?? (buildInterpolateModel(DEFAULTS) as {model: InterpolateModel}).model;
  const error = 'error' in attempt ? attempt.error : null;
  // Point the reader at the field the message is about (remotion names its arguments).
  const outputError = error !== null && /^(Output range|outputRange)/.test(error);
  const inputError = error !== null && !outputError;

  const first = model.inputRange[0];
  const playhead = usePlayhead({
    min: model.xDomain[0],
    max: model.xDomain[1],
    step: model.step,
    durationMs: Math.min(6000, Math.max(2000, ((model.xDomain[1] - model.xDomain[0]) / 30) * 1000)),
    holdMs: 600,
    initial: first,
    autoplay: true,
  });
  const frame = playhead.value;
  const value = model.valueAt(frame);

  return (
    <div className="demo demo--interpolate" data-ready={hydrated ? '' : undefined}>
      <DemoStyles />
      <figure>
        <Chart
          points={model.points}
          xDomain={model.xDomain}
          yDomain={model.yDomain}
          guidesX={model.inputRange}
          marker={[frame, value]}
          xLabel="frame"
          yLabel="value"
        />
        <MovingBox value={value} domain={model.yDomain} />
        <figcaption id={`${id}-caption`}>{describeInterpolate(model)}</figcaption>
      </figure>
      <pre className="demo__code">
        <code>{interpolateCode(model, frame)}</code>
      </pre>
      {Number.isNaN(value) ? (
        <p className="demo__note">
          NaN: this easing is not defined for progress outside 0 to 1. Clamp that side to avoid it.
        </p>
      ) : null}
      <fieldset className="demo__controls" disabled={!hydrated}>
        <legend>Try other arguments</legend>
        <div className="demo__field">
          <label htmlFor={`${id}-input`}>Input range</label>
          <input
            id={`${id}-input`}
            type="text"
            inputMode="decimal"
            spellCheck={false}
            value={settings.inputText}
            aria-invalid={inputError || undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(event) => update({inputText: event.target.value})}
          />
        </div>
        <div className="demo__field">
          <label htmlFor={`${id}-output`}>Output range</label>
          <input
            id={`${id}-output`}
            type="text"
            inputMode="decimal"
            spellCheck={false}
            value={settings.outputText}
            aria-invalid={outputError || undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(event) => update({outputText: event.target.value})}
          />
        </div>
        <div className="demo__field">
          <label htmlFor={`${id}-easing`}>Easing</label>
          <select id={`${id}-easing`} value={settings.easingId} onChange={(event) => update({easingId: event.target.value})}>
            {EASINGS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {easingCode(entry, defaultValues(entry), 'in').replace(/^Easing\.in\((.*)\)$/, '$1')}
              </option>
            ))}
          </select>
        </div>
        <div className="demo__field">
          <label htmlFor={`${id}-modifier`}>Modifier</label>
          <select id={`${id}-modifier`} value={settings.modifier} onChange={(event) => update({modifier: event.target.value as Modifier})}>
            {MODIFIERS.map((modifier) => (
              <option key={modifier.id} value={modifier.id}>
                Easing.{modifier.id}
              </option>
            ))}
          </select>
        </div>
        {(['left', 'right'] as const).map((side) => (
          <div className="demo__field" key={side}>
            <label htmlFor={`${id}-${side}`}>{side === 'left' ? 'extrapolateLeft' : 'extrapolateRight'}</label>
            <select id={`${id}-${side}`} value={settings[side]} onChange={(event) => update({[side]: event.target.value as Extrapolate})}>
              {EXTRAPOLATE.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </select>
          </div>
        ))}
        <p id={`${id}-hint`} className="demo__note demo__field--wide">
          Ranges are numbers separated by commas; the input range must increase and both need the same count (at least two).
        </p>
        <p id={`${id}-error`} className="demo__error demo__field--wide" aria-live="polite">
          {error}
        </p>
        <div className="demo__field demo__field--wide">
          <label htmlFor={`${id}-frame`}>
            Frame <span className="demo__value">{formatNumber(frame)}</span>
          </label>
          <input
            id={`${id}-frame`}
            type="range"
            min={model.xDomain[0]}
            max={model.xDomain[1]}
            step={model.step}
            value={frame}
            aria-valuetext={`frame ${formatNumber(frame)}, value ${formatNumber(value)}`}
            onChange={(event) => playhead.seek(Number(event.target.value))}
          />
        </div>
        <button type="button" className="demo__button" onClick={playhead.toggle}>
          {playhead.playing ? 'Pause' : 'Play'}
        </button>
      </fieldset>
    </div>
  );
}
