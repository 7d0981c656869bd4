// The home page's code sample and what it renders. The frames are computed at build time with
// Remotion's own spring() and interpolate(), using the numbers of the code shown, so the figure is
// the real output of that code at those frames, drawn as HTML instead of pixels.
import {interpolate, spring} from 'remotion';

const FPS = 30;
const STRIP = [0, 5, 15, 35];
const FINAL = 60;

export const WELCOME_SOURCE = `import {AbsoluteFill, interpolate, spring} from 'remotion';
import {useCurrentFrame, useVideoConfig} from 'remotion';

const title = {color: '#fff', fontSize: 140, textAlign: 'center'} as const;
const subtitle = {color: '#9ecbff', fontSize: 56, textAlign: 'center'} as const;

export const Welcome: React.FC<{name: string}> = ({name}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  // Grows from 0 to 1 with a soft spring
  const scale = spring({frame, fps, config: {damping: 200}});
  // Fades in between frame 20 and frame 40
  const opacity = interpolate(frame, [20, 40], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill style={{background: '#0b1b3a', justifyContent: 'center'}}>
      <h1 style={{...title, transform: \`scale(\${scale})\`}}>
        Hello, {name}
      </h1>
      <p style={{...subtitle, opacity}}>Made with React</p>
    </AbsoluteFill>
  );
};`;

function Frame({frame, name}: {frame: number; name: string}) {
  const scale = spring({frame, fps: FPS, config: {damping: 200}});
  const opacity = interpolate(frame, [20, 40], [0, 1], {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'});
  return (
    <div className="mk-frame" aria-hidden="true">
      <div className="mk-frame__title" style={{transform: `scale(${scale.toFixed(3)})`}}>Hello, {name}</div>
      <div className="mk-frame__subtitle" style={{opacity}}>
        Made with React
      </div>
    </div>
  );
}

export function WelcomeFrames({name}: {name: string}) {
  return (
    <figure className="mk-frames">
      <div className="mk-frames__final">
        <Frame frame={FINAL} name={name} />
        <span className="mk-frames__label">Frame {FINAL}</span>
      </div>
      <ol className="mk-frames__strip" aria-label="Earlier frames">
        {STRIP.map((frame) => (
          <li key={frame}>
            <Frame frame={frame} name={name} />
            <span className="mk-frames__label">Frame {frame}</span>
          </li>
        ))}
      </ol>
      <figcaption>
        <code>{`<Welcome name="${name}" />`}</code> at {FPS} frames per second: the title springs to full size within about 20 frames, then the
        subtitle fades in. Remotion's own <code>spring()</code> and <code>interpolate()</code> computed these frames from this code when the page was built.
      </figcaption>
    </figure>
  );
}
