// ::island{name="spring-demo"} on /docs/spring: sliders for the physics of a real spring() call,
// its curve, the settle time from measureSpring() and a box animated by it. Without JavaScript it
// is a still figure of the default spring with a description.
import {useMemo, useState} from 'react';
import {Chart} from './lib/chart.tsx';
import {DemoStyles} from './lib/demo-styles.tsx';
import {formatNumber} from './lib/format.ts';
import {useHydrated, usePlayhead} from './lib/hooks.ts';
import {MovingBox} from './lib/moving-box.tsx';
import {NumberField} from './lib/number-field.tsx';
import {buildSpringModel, describeSpring, settleText, springCode, type SpringSettings} from './lib/spring-model.ts';

export interface SpringDemoProps {
  mass?: string;
  damping?: string;
  stiffness?: string;
  overshootClamping?: string;
  fps?: string;
  from?: string;
  to?: string;
  /** Tells two demos on one page apart (element ids). */
  instance?: string;
}

const SLIDERS = [
  {key: 'mass', label: 'Mass', min: 0.1, max: 5, step: 0.1, fallback: 1},
  {key: 'damping', label: 'Damping', min: 1, max: 200, step: 1, fallback: 10},
  {key: 'stiffness', label: 'Stiffness', min: 1, max: 500, step: 1, fallback: 100},
] as const;
const FRAME_RATES = [24, 25, 30, 50, 60];

const numberOr = (text: string | undefined, fallback: number) => {
  const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
};

export default function SpringDemo(props: SpringDemoProps) {
  const id = `spring-demo${props.instance ? `-${props.instance}` : ''}`;
  const hydrated = useHydrated();
  const [settings, setSettings] = useState<SpringSettings>(() => ({
    mass: numberOr(props.mass, 1),
    damping: numberOr(props.damping, 10),
    stiffness: numberOr(props.stiffness, 100),
    overshootClamping: props.overshootClamping === 'true',
    fps: FRAME_RATES.includes(numberOr(props.fps, 30)) ? numberOr(props.fps, 30) : 30,
    from: numberOr(props.from, 0),
    to: numberOr(props.to, 1),
  }));
  const update = (patch: Partial<SpringSettings>) => setSettings((now) => ({...now, ...patch}));
  const model = useMemo(() => buildSpringModel(settings), [settings]);

  const playhead = usePlayhead({
    min: 0,
    max: model.totalFrames,
    step: 1,
    durationMs: (model.totalFrames / settings.fps) * 1000,
    holdMs: 800,
    initial: 0,
    autoplay: true,
  });
  const frame = playhead.value;
  const value = model.valueAt(frame);

  return (
    <div className="demo demo--spring" data-ready={hydrated ? '' : undefined}>
      <DemoStyles />
      <figure>
        <Chart
          points={model.points}
          xDomain={[0, model.totalFrames]}
          yDomain={model.yDomain}
          guidesX={model.settleFrames === null ? [] : [model.settleFrames]}
          guidesY={[settings.to]}
          marker={[frame, value]}
          xLabel="frame"
          yLabel="value"
        />
        <MovingBox value={value} domain={model.yDomain} />
        <figcaption>{describeSpring(model)}</figcaption>
      </figure>
      <p className="demo__readout" aria-live="polite">
        <strong>{settleText(model)}</strong> The dashed lines mark the settle frame and the target value.
      </p>
      <pre className="demo__code">
        <code>{springCode(model, frame)}</code>
      </pre>
      <fieldset className="demo__controls" disabled={!hydrated}>
        <legend>Change the spring</legend>
        {SLIDERS.map((slider) => (
          <div className="demo__field" key={slider.key}>
            <label htmlFor={`${id}-${slider.key}`}>
              {slider.label} <span className="demo__value">{formatNumber(settings[slider.key])}</span>
            </label>
            <input
              id={`${id}-${slider.key}`}
              type="range"
              min={slider.min}
              max={slider.max}
              step={slider.step}
              value={settings[slider.key]}
              onChange={(event) => update({[slider.key]: Number(event.target.value)})}
            />
          </div>
        ))}
        <div className="demo__field">
          <label htmlFor={`${id}-fps`}>fps</label>
          <select id={`${id}-fps`} value={settings.fps} onChange={(event) => update({fps: Number(event.target.value)})}>
            {FRAME_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((end) => (
          <NumberField key={end} id={`${id}-${end}`} label={end} value={settings[end]} onValue={(next) => update({[end]: next})} />
        ))}
        <div className="demo__field demo__field--check">
          <input
            id={`${id}-clamp`}
            type="checkbox"
            checked={settings.overshootClamping}
            onChange={(event) => update({overshootClamping: event.target.checked})}
          />
          <label htmlFor={`${id}-clamp`}>overshootClamping</label>
        </div>
        <div className="demo__field demo__field--wide">
          <label htmlFor={`${id}-frame`}>
            Frame <span className="demo__value">{frame}</span>
          </label>
          <input
            id={`${id}-frame`}
            type="range"
            min={0}
            max={model.totalFrames}
            step={1}
            value={frame}
            aria-valuetext={`frame ${frame}, value ${formatNumber(value)}`}
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
