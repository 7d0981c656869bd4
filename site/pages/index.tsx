// The home page: what Remotion is and where to start.
import type {SiteChrome} from '../../src/routes/types.ts';

export const meta = {
  description: 'Remotion lets you write videos as React components, preview them in the browser and render real MP4 files locally, from the CLI or on AWS Lambda.',
};

const features = [
  {
    title: 'Videos are React components',
    text: 'Describe every frame with components, props and CSS. The current frame is a number you read with a hook; everything else is the React you already know.',
    href: '/docs/the-fundamentals',
  },
  {
    title: 'Render anywhere',
    text: 'Turn a composition into an MP4, WebM, GIF or image sequence from the command line, from a Node.js script, or from your own server.',
    href: '/docs/render',
  },
  {
    title: 'Embed with the Player',
    text: 'Show the same composition inside a web app with @remotion/player, controlled by your own UI and fed by live props.',
    href: '/docs/player',
  },
  {
    title: 'Scale out on Lambda',
    text: 'Split long renders into chunks that run in parallel on AWS Lambda in your own account, then collect the finished file from S3.',
    href: '/docs/lambda',
  },
];

export default function Home(_props: {site: SiteChrome}) {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Make videos programmatically</h1>
        <p className="hero__lead">
          Write videos with React. Use data, APIs and code to produce real video files, and keep every frame under version control.
        </p>
        <div className="hero__actions">
          <a className="button button--primary" href="/docs/">
            Get started
          </a>
          <a className="button" href="/docs/api">
            API reference
          </a>
        </div>
        <div className="code-block hero__command">
          <div className="code-block__body">
            <pre tabIndex={0} aria-label="Create a new project">
              <code>
                <span className="line">npm init video</span>
              </code>
            </pre>
            <button type="button" className="copy-button" aria-label="Copy code to clipboard">
              Copy
            </button>
          </div>
        </div>
      </section>
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">What you can do with it</h2>
        <ul className="features__list">
          {features.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
              <a href={feature.href} aria-label={`Learn more: ${feature.title}`}>
                Learn more
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
