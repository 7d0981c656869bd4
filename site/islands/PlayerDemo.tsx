// ::island{name="player-demo"}: a working <Player> from @remotion/player playing the site's own
// "Title card" composition, with labelled controls for playback and for the inputProps. Used on
// /docs/player and on the /player/ page. Props (strings, all optional): `title` (the initial
// title), `autoplay="false"` (never start by itself), `instance` (for two players on one page).
// Without JavaScript it is a still figure of the composition's poster frame with a description.
// From a React page: <Island name="player-demo" props={p}><PlayerDemo {...p} /></Island>.
import {useEffect, useMemo, useRef, useState} from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import {DemoStyles} from './lib/demo-styles.tsx';
import {formatNumber} from './lib/format.ts';
import {prefersReducedMotion, useClientLayoutEffect, useHydrated, usePrefersReducedMotion} from './lib/hooks.ts';
import {ACCENTS, POSTER_FRAME, TITLE_CARD, TitleCard, TitleCardFrame} from './player/title-card.tsx';

export interface PlayerDemoProps {
  title?: string;
  autoplay?: string;
  instance?: string;
}

const RATES = [
  {value: 0.5, label: '0.5×'},
  {value: 1, label: '1×'},
  {value: 2, label: '2×'},
  {value: -1, label: '-1× (backwards)'},
];
const DEFAULT_TITLE = 'Made with Remotion';
const LAST_FRAME = TITLE_CARD.durationInFrames - 1;

export default function PlayerDemo(props: PlayerDemoProps) {
  const id = `player-demo${props.instance ? `-${props.instance}` : ''}`;
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const player = useRef<PlayerRef>(null);
  const [title, setTitle] = useState(props.title ?? DEFAULT_TITLE);
  const [accent, setAccent] = useState<string>(ACCENTS[0].value);
  const [loop, setLoop] = useState(true);
  const [rate, setRate] = useState(1);
  const [controls, setControls] = useState(false);
  const [frame, setFrame] = useState(POSTER_FRAME);
  const [playing, setPlaying] = useState(false);
  // Decided once, when the Player mounts after hydration.
  const autoPlay = useMemo(() => hydrated && props.autoplay !== 'false' && !prefersReducedMotion(), [hydrated, props.autoplay]);
  const inputProps = useMemo(() => ({title, accent}), [title, accent]);

  // A layout effect runs before the Player's own effects, so the listeners see its autoplay start.
  useClientLayoutEffect(() => {
    const current = player.current;
    if (!hydrated || !current) return;
    const onFrame = (event: {detail: {frame: number}}) => setFrame(event.detail.frame);
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    current.addEventListener('frameupdate', onFrame);
    current.addEventListener('seeked', onFrame);
    current.addEventListener('play', onPlay);
    current.addEventListener('pause', onStop);
    current.addEventListener('ended', onStop);
    return () => {
      current.removeEventListener('frameupdate', onFrame);
      current.removeEventListener('seeked', onFrame);
      current.removeEventListener('play', onPlay);
      current.removeEventListener('pause', onStop);
      current.removeEventListener('ended', onStop);
    };
  }, [hydrated]);

  useEffect(() => {
    if (reducedMotion) player.current?.pause();
  }, [reducedMotion]);

  const seconds = (n: number) => `${formatNumber(n / TITLE_CARD.fps, 1)} s`;
  return (
    <div className="demo demo--player" data-ready={hydrated ? '' : undefined}>
      <DemoStyles />
      <figure>
        <div className="demo__stage">
          {hydrated ? (
            <Player
              ref={player}
              component={TitleCard}
              inputProps={inputProps}
              durationInFrames={TITLE_CARD.durationInFrames}
              fps={TITLE_CARD.fps}
              compositionWidth={TITLE_CARD.width}
              compositionHeight={TITLE_CARD.height}
              initialFrame={POSTER_FRAME}
              autoPlay={autoPlay}
              loop={loop}
              playbackRate={rate}
              controls={controls}
              clickToPlay
              // The built-in controls would otherwise pull focus to their play button on every play/pause.
              spaceKeyToPlayOrPause={false}
              numberOfSharedAudioTags={0}
              style={{width: '100%'}}
            />
          ) : (
            <TitleCardFrame frame={POSTER_FRAME} fps={TITLE_CARD.fps} durationInFrames={TITLE_CARD.durationInFrames} title={title} accent={accent} />
          )}
        </div>
        <figcaption>
          “Title card”, a {seconds(TITLE_CARD.durationInFrames)} composition written for this site ({TITLE_CARD.width}×{TITLE_CARD.height},{' '}
          {TITLE_CARD.fps} fps): the title “{title}” springs up, an underline grows and three dots pop in, then everything fades out.
          Shown at frame {POSTER_FRAME} until it plays in <code>&lt;Player&gt;</code>; the title and the colour are passed as{' '}
          <code>inputProps</code>.
        </figcaption>
      </figure>
      <fieldset className="demo__controls" disabled={!hydrated}>
        <legend>Control the Player</legend>
        <button type="button" className="demo__button" onClick={(event) => player.current?.toggle(event)}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <div className="demo__field demo__field--wide">
          <label htmlFor={`${id}-frame`}>
            Frame{' '}
            <span className="demo__value">
              {frame} of {LAST_FRAME} ({seconds(frame)})
            </span>
          </label>
          <input
            id={`${id}-frame`}
            type="range"
            min={0}
            max={LAST_FRAME}
            step={1}
            value={frame}
            aria-valuetext={`frame ${frame} of ${LAST_FRAME}, ${seconds(frame)}`}
            onChange={(event) => {
              const next = Number(event.target.value);
              setFrame(next);
              player.current?.seekTo(next);
            }}
          />
        </div>
        <div className="demo__field">
          <label htmlFor={`${id}-title`}>Title (inputProps)</label>
          <input id={`${id}-title`} type="text" maxLength={40} value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="demo__field">
          <label htmlFor={`${id}-accent`}>Colour (inputProps)</label>
          <select id={`${id}-accent`} value={accent} onChange={(event) => setAccent(event.target.value)}>
            {ACCENTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="demo__field">
          <label htmlFor={`${id}-rate`}>playbackRate</label>
          <select id={`${id}-rate`} value={rate} onChange={(event) => setRate(Number(event.target.value))}>
            {RATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="demo__field demo__field--check">
          <input id={`${id}-loop`} type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
          <label htmlFor={`${id}-loop`}>loop</label>
        </div>
        <div className="demo__field demo__field--check">
          <input id={`${id}-controls`} type="checkbox" checked={controls} onChange={(event) => setControls(event.target.checked)} />
          <label htmlFor={`${id}-controls`}>controls (the Player’s own)</label>
        </div>
      </fieldset>
    </div>
  );
}
