// /player/: the pitch for @remotion/player, with a working Player (an island that loads React and
// the Player only on this page, when it comes into view) and the install command.
import type {SiteChrome} from 'sitegen/theme';
import {Island} from 'sitegen/theme';
import PlayerDemo from '../../islands/PlayerDemo.tsx';
import {CodeBlock} from 'sitegen/theme';
import {ButtonLink, Page, PageHeader, Prose, Section} from '../_components/Layout.tsx';

export const meta = {
  title: 'Remotion Player',
  description: 'Embed Remotion videos in your React app with @remotion/player: previewed in the browser, driven by your props and controlled by your own UI.',
};

const INSTALL = 'npm i remotion@3.2.40 @remotion/player@3.2.40';

const USAGE = `import {Player} from '@remotion/player';
import {useState} from 'react';
import {TitleCard} from './TitleCard';

export const Preview: React.FC = () => {
  const [title, setTitle] = useState('Made with Remotion');
  return (
    <div>
      <input
        aria-label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Player
        component={TitleCard}
        inputProps={{title, accent: '#0b84f3'}}
        durationInFrames={150}
        fps={30}
        compositionWidth={1280}
        compositionHeight={720}
        style={{width: '100%'}}
        controls
        loop
      />
    </div>
  );
};`;

const FEATURES = [
  {
    title: 'Preview in the browser',
    text: 'The Player draws your composition live with React. Visitors watch it straight away; nothing has to be rendered to a file first.',
  },
  {
    title: 'Reacts to input',
    text: 'Pass props with `inputProps` and the video updates as they change: a name typed into a form, a chosen colour, data from your API.',
  },
  {
    title: 'Looks the way you want',
    text: 'Use the built-in controls or hide them and build your own. Loop, autoplay, playback rate, click to play, fullscreen and your own class names are all options.',
  },
  {
    title: 'Controlled from your code',
    text: 'A ref gives you `play()`, `pause()`, `seekTo()`, `mute()` and `setVolume()`, and events such as `play`, `pause`, `seeked`, `ended`, `timeupdate` and `ratechange` tell you what happens.',
  },
];

const USES = [
  {title: 'Preview before you render', text: 'Let people see and adjust their personalized video in your app, then render the final file with the same composition on a server or on Lambda.'},
  {title: 'Interactive content', text: 'Show an animation that depends on what the visitor chooses, without producing a video file for every combination.'},
  {title: 'Video editors', text: 'Build editing interfaces where the timeline, the preview and the exported video all come from one set of components.'},
];

const DOCS = [
  {href: '/docs/player/installation', label: 'Installation'},
  {href: '/docs/player/examples', label: 'Examples'},
  {href: '/docs/player/player', label: 'API reference of <Player>'},
  {href: '/docs/player/integration', label: 'Sharing code with your Remotion project'},
  {href: '/docs/player/scaling', label: 'Scaling'},
  {href: '/docs/player/autoplay', label: 'Combatting autoplay issues'},
  {href: '/docs/player/preloading', label: 'Preloading assets'},
  {href: '/docs/player/best-practices', label: 'Best practices'},
];

export default function PlayerPage(_props: {site: SiteChrome}) {
  return (
    <Page className="mk-player">
      <PageHeader
        eyebrow="@remotion/player"
        title="Your videos, playing inside your app"
        lead="The Remotion Player embeds a composition in any React app. It plays in the browser as it is drawn, so every prop you change shows up in the video at once."
      >
        <ButtonLink href="/docs/player/installation" primary>
          Install the Player
        </ButtonLink>
        <ButtonLink href="/docs/player">Read the Player docs</ButtonLink>
      </PageHeader>

      <Section
        id="try-it"
        title="Try it"
        lead="This is a real Player, running the same React code a render would. Play it, scrub through it, and change the title and the colour it gets as props."
      >
        <div className="mk-demo">
          <Island name="player-demo" props={{}}>
            <PlayerDemo />
          </Island>
        </div>
      </Section>

      <Section id="features" title="What the Player gives you">
        <ul className="mk-grid mk-grid--2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="mk-card">
              <h3>{feature.title}</h3>
              <p>
                <Prose text={feature.text} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="install" title="Add it to your app">
        <div className="mk-sample mk-sample--text-first">
          <div>
            <p>Install the Player next to the core package, both at the same exact version:</p>
            <CodeBlock code={INSTALL} lang="bash" label="Install command" />
            <p>
              Then render a composition with <code>{'<Player>'}</code>, passing its size, frame rate and duration. Props for the video go into{' '}
              <code>inputProps</code>; when they change, the Player shows the new version right away.
            </p>
            <p>The demo above is this component with a few more controls.</p>
            <p className="mk-note">
              Mismatched versions of <code>remotion</code> and <code>@remotion/player</code> lead to errors; see <a href="/docs/version-mismatch">Version mismatch</a>.
            </p>
          </div>
          <CodeBlock code={USAGE} lang="tsx" title="src/Preview.tsx" />
        </div>
      </Section>

      <Section id="uses" title="What you can build with it">
        <ul className="mk-grid mk-grid--3 mk-steps">
          {USES.map((use) => (
            <li key={use.title}>
              <h3>{use.title}</h3>
              <p>{use.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="player-history"
        title="Stable since Remotion 2.6"
        lead={
          <>
            The Player arrived as an alpha in <a href="/blog/2-1">Remotion 2.1</a> in May 2021, gained volume controls, events and playback options through{' '}
            <a href="/blog/2-2">2.2</a>, <a href="/blog/2-3">2.3</a> and <a href="/blog/2-5">2.5</a>, and became generally available with{' '}
            <a href="/blog/2-6">Remotion 2.6</a> in January 2022.
          </>
        }
      >
        <ul className="mk-linklist">
          {DOCS.map((doc) => (
            <li key={doc.href}>
              <a href={doc.href}>{doc.label}</a>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}
