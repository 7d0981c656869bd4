// "Title card", the composition the player demo plays: written for this site. Everything is drawn
// in one SVG as a pure function of the frame, so the same code renders the still figure on the
// server (any frame, no Player needed) and every frame inside <Player>.
import {AbsoluteFill, Easing, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export const TITLE_CARD = {width: 1280, height: 720, fps: 30, durationInFrames: 150} as const;
/** The frame shown before playback: everything has arrived. */
export const POSTER_FRAME = 75;

export const ACCENTS = [
  {label: 'Blue', value: '#0b84f3'},
  {label: 'Violet', value: '#6d4aff'},
  {label: 'Green', value: '#0f9f6e'},
  {label: 'Orange', value: '#f07a1a'},
  {label: 'Pink', value: '#e0457b'},
] as const;

export interface TitleCardProps {
  title: string;
  accent: string;
}

const clamp = {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'} as const;

export function TitleCardFrame({frame, fps, durationInFrames, title, accent}: TitleCardProps & {frame: number; fps: number; durationInFrames: number}) {
  const {width, height} = TITLE_CARD;
  const arrive = spring({frame, fps, config: {damping: 14}});
  const titleY = interpolate(arrive, [0, 1], [90, 0]);
  const underline = interpolate(frame, [12, 42], [0, 520], {...clamp, easing: Easing.out(Easing.cubic)});
  const fadeOut = interpolate(frame, [durationInFrames - 20, durationInFrames - 1], [1, 0], clamp);
  const drift = interpolate(frame, [0, durationInFrames], [-60, 60]);
  const fontSize = Math.min(92, 1900 / Math.max(8, title.length));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" aria-hidden="true" focusable="false" style={{display: 'block'}}>
      <rect width={width} height={height} fill="#0d1321" />
      <circle cx={260 + drift} cy={170} r={230} fill={accent} opacity={0.28} />
      <circle cx={1030 - drift} cy={560} r={280} fill={accent} opacity={0.18} />
      <g opacity={fadeOut}>
        <text
          x={width / 2}
          y={340}
          textAnchor="middle"
          fill="#ffffff"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontWeight={800}
          fontSize={fontSize}
          opacity={Math.min(1, arrive)}
          transform={`translate(0 ${titleY.toFixed(2)})`}
        >
          {title}
        </text>
        <rect x={(width - underline) / 2} y={384} width={underline} height={10} rx={5} fill={accent} />
        {[0, 1, 2].map((i) => {
          const pop = spring({frame: frame - 30 - i * 6, fps, config: {damping: 9, stiffness: 160}});
          return <circle key={i} cx={width / 2 + (i - 1) * 70} cy={470} r={18 * pop} fill={i === 1 ? '#ffffff' : accent} />;
        })}
        <text x={width - 40} y={height - 36} textAnchor="end" fill="#c5ccd9" fontFamily="ui-monospace, Menlo, Consolas, monospace" fontSize={28}>
          {`frame ${frame}`}
        </text>
      </g>
    </svg>
  );
}

/** The Remotion component: reads the frame and the video config like any composition. */
export function TitleCard(props: TitleCardProps) {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  return (
    <AbsoluteFill>
      <TitleCardFrame frame={frame} fps={fps} durationInFrames={durationInFrames} {...props} />
    </AbsoluteFill>
  );
}
