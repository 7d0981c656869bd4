// The home page: what Remotion is, a piece of code next to what it renders, the four things it
// does, a glimpse of the showcase, the license in short and where to read on. No client React:
// everything here is HTML and the copy button of the shared client script.
import type {SiteChrome} from 'sitegen/theme';
import {CodeBlock} from 'sitegen/theme';
import {ButtonLink, External, Page, Section} from './_components/Layout.tsx';
import {ShowcaseCard} from './_components/ShowcaseCard.tsx';
import {WELCOME_SOURCE, WelcomeFrames} from './_components/WelcomeSample.tsx';
import {SHOWCASE} from '../data/showcase.ts';
import {PLANS} from '../data/pricing.ts';
import {CONTACT} from '../data/contact.ts';

export const meta = {
  description: 'Remotion lets you write videos as React components, preview them in the browser and render real MP4 files locally, on a server or on AWS Lambda.',
};

const CAPABILITIES = [
  {
    title: 'Videos are React components',
    text: 'A frame is a render of your components for one frame number. Layout with CSS, draw with SVG, Canvas or WebGL, fetch data from APIs and reuse any npm package.',
    points: ['Web technology for graphics', 'Driven by user input and APIs', 'Version control and code review'],
    link: {href: '/docs/the-fundamentals', label: 'Learn the fundamentals'},
  },
  {
    title: 'Render anywhere',
    text: 'Turn a composition into a real file from the command line, from Node.js or on your own server. Remotion captures each frame in a headless browser and encodes them with FFmpeg.',
    points: ['MP4, WebM, ProRes, MKV and GIF', 'Audio included, or MP3, AAC and WAV on their own', 'PNG and JPEG stills'],
    link: {href: '/docs/render', label: 'How rendering works'},
  },
  {
    title: 'Remotion Player',
    text: 'Embed the same composition in a web app. The Player previews it in the browser, reacts to user input and lets you shape its look and behaviour.',
    points: ['Preview without rendering', 'Props update the video live', 'Your own controls, or built-in ones'],
    link: {href: '/player/', label: 'Discover the Player'},
  },
  {
    title: 'Remotion Lambda',
    text: 'Render in the cloud, in your own AWS account. A video is split into chunks that many functions render at the same time, so long videos finish in minutes.',
    points: ['Distributed rendering', 'Scales with your volume', 'Pay AWS only while rendering'],
    link: {href: '/lambda/', label: 'Discover Lambda'},
  },
];

const WORKFLOW = [
  {
    title: 'See every change at once',
    text: 'The preview runs in your browser. Fast refresh updates the video while it plays, and the timeline lets you scrub to any frame.',
  },
  {
    title: 'Get real video files',
    text: 'Frames are rendered to images and encoded into a video, with audio. What you render is an MP4 or WebM that plays anywhere, not a screen recording.',
  },
  {
    title: 'Make one video per viewer',
    text: 'Pass data in as props and the same composition renders a different video for each person, product or day, from a script or a backend.',
  },
];

const TEASER = ['Spotify Wrapped', 'Product Hunt Today', 'Conference talk'];

const DOCS_LINKS = [
  {href: '/docs/', label: 'Getting started', text: 'Create a project and render a first video.'},
  {href: '/docs/the-fundamentals', label: 'The fundamentals', text: 'Compositions, frames and the hooks you use in every video.'},
  {href: '/docs/animating-properties', label: 'Animating properties', text: 'Move, scale and fade things with interpolate() and spring().'},
  {href: '/docs/parametrized-rendering', label: 'Parametrized rendering', text: 'Pass data into a video to personalize it.'},
  {href: '/docs/ssr', label: 'Server-side rendering', text: 'Render from Node.js and your own backend.'},
  {href: '/docs/api', label: 'API reference', text: 'Every component, hook and function by package.'},
];

export default function Home(_props: {site: SiteChrome}) {
  const teaser = TEASER.map((title) => SHOWCASE.find((entry) => entry.title === title)!);
  return (
    <Page className="mk-home">
      <header className="mk-hero mk-hero--home">
        <p className="mk-eyebrow">
          <a href="/blog/3-2">New in 3.2: Lottie, Skia and a zoomable timeline</a>
        </p>
        <h1 className="mk-hero__title">Turn React code into real videos</h1>
        <p className="mk-lead">
          Remotion is a toolkit for making videos with React. Write each frame as a component, preview it in the browser, and render real video
          files on your computer, on a server or on AWS Lambda.
        </p>
        <div className="mk-actions">
          <ButtonLink href="/docs/" primary>
            Get started
          </ButtonLink>
          <ButtonLink href="/showcase/">See what people built</ButtonLink>
        </div>
        <div className="mk-command">
          <p className="mk-command__label">
            Start a new project from a template:
          </p>
          <CodeBlock code="npm init video" lang="bash" label="Command to create a new Remotion project" className="mk-command__code" wrapToggle={false} />
        </div>
      </header>

      <Section
        id="code-to-video"
        title="Code in, video out"
        lead={
          <>
            A video in Remotion is a React component. <code>useCurrentFrame()</code> tells it which frame is being drawn, and helpers like{' '}
            <code>spring()</code> and <code>interpolate()</code> turn that number into motion.
          </>
        }
      >
        <div className="mk-sample">
          <CodeBlock code={WELCOME_SOURCE} lang="tsx" title="src/Welcome.tsx" className="mk-sample__code" />
          <WelcomeFrames name="world" />
        </div>
      </Section>

      <Section id="capabilities" title="One toolkit, four ways to use it">
        <ul className="mk-grid mk-grid--2 mk-capabilities">
          {CAPABILITIES.map((item) => (
            <li key={item.title} className="mk-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <ul className="mk-checks">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <a className="mk-more" href={item.link.href}>
                {item.link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="workflow" title="How it feels to work with">
        <ol className="mk-grid mk-grid--3 mk-steps">
          {WORKFLOW.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="showcase-teaser" title="Made with Remotion" lead="Trailers, data stories, talks and bots: fifty projects people built and shared.">
        <ul className="mk-grid mk-grid--3 mk-showcase">
          {teaser.map((entry) => (
            <ShowcaseCard key={entry.title} entry={entry} headingLevel={3} />
          ))}
        </ul>
        <p className="mk-section__more">
          <a className="mk-more" href="/showcase/">
            Browse the whole showcase
          </a>
        </p>
      </Section>

      <Section
        id="license"
        title="Free for individuals and small teams"
        lead="Remotion is source-available. Companies with more than 3 employees buy a license, which pays for its development."
      >
        <ul className="mk-grid mk-grid--3 mk-plans">
          {PLANS.map((plan) => (
            <li key={plan.name} className="mk-card mk-plan">
              <h3>{plan.name}</h3>
              <p className="mk-plan__price">
                {plan.price}
                {plan.yearly ? <> <span>{plan.yearly}</span></> : null}
              </p>
              <p className="mk-plan__audience">{plan.audience}</p>
              <ul className="mk-checks">
                {plan.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mk-actions mk-actions--start">
          <ButtonLink href="/docs/license">Read the license terms</ButtonLink>
          <ButtonLink href={CONTACT.companies}>Buy a license</ButtonLink>
          <ButtonLink href={`mailto:${CONTACT.email}`}>Contact us</ButtonLink>
          <ButtonLink href="/experts/">Find experts</ButtonLink>
        </div>
      </Section>

      <Section id="docs-links" title="Start reading">
        <ul className="mk-grid mk-grid--3 mk-links">
          {DOCS_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
        <p className="mk-section__more">
          Questions? Ask in the <External href={CONTACT.discord}>Discord community</External> or read the <a href="/docs/support">support policy</a>.
        </p>
      </Section>
    </Page>
  );
}
