// /lambda/: the pitch for Remotion Lambda: how a render is split across many functions, measured
// speed and cost (each with the conditions it was measured under), limits, and the way to set up.
import type {SiteChrome} from 'sitegen/theme';
import {CodeBlock} from 'sitegen/theme';
import {ButtonLink, External, Page, PageHeader, Prose, Section} from '../_components/Layout.tsx';
import {CONTACT} from '../../data/contact.ts';
import {LAMBDA_COST_TIPS, LAMBDA_GOOD_FIT, LAMBDA_LIMITS, LAMBDA_REGIONS, LAMBDA_STATS, LAMBDA_STEPS} from '../../data/lambda.ts';

export const meta = {
  title: 'Remotion Lambda',
  description: 'Render Remotion videos on AWS Lambda in your own account: one video split across up to 200 functions, an 80-second video done in 15 seconds.',
};

const COMMANDS = `npx remotion lambda functions deploy
npx remotion lambda sites create src/index.ts --site-name=my-video
npx remotion lambda render my-video MyComposition`;

const DOCS = [
  {href: '/docs/lambda/setup', label: 'Setup', text: 'From an AWS account to a first render in nine steps.'},
  {href: '/docs/lambda/concurrency', label: 'Concurrency', text: 'How a render is divided and how to tune it.'},
  {href: '/docs/lambda/limits', label: 'Limits', text: 'AWS quotas and how to raise them.'},
  {href: '/docs/lambda/region-selection', label: 'Region selection', text: 'Where to deploy and what each region allows.'},
  {href: '/docs/lambda/recipes/cost-control', label: 'Estimating cost', text: 'Forecast and keep AWS charges in check.'},
  {href: '/docs/lambda/faq', label: 'FAQ', text: 'Functions, sites, regions and renders explained.'},
];

export default function LambdaPage(_props: {site: SiteChrome}) {
  return (
    <Page className="mk-lambda">
      <PageHeader
        eyebrow="@remotion/lambda"
        title="Distributed rendering on AWS Lambda"
        lead="Remotion Lambda splits a video into chunks and renders them on many AWS Lambda functions at once, in your own AWS account. Long videos finish in minutes, and you pay AWS only for the time they run."
      >
        <ButtonLink href="/docs/lambda/setup" primary>
          Set up Lambda
        </ButtonLink>
        <ButtonLink href="/docs/lambda">Read the Lambda docs</ButtonLink>
      </PageHeader>

      <section className="mk-section" aria-labelledby="numbers">
        <h2 id="numbers" className="mk-sr">
          In numbers
        </h2>
        <ul className="mk-stats">
          {LAMBDA_STATS.map((stat, n) => (
            <li key={stat.label}>
              <span className="mk-stats__value">{stat.value}</span>
              <span className="mk-stats__label">
                {stat.label}
                {stat.basis ? (
                  <sup>
                    <a href={`#basis-${n + 1}`} aria-describedby="notes">
                      {n + 1}
                    </a>
                  </sup>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <Section
        id="how-it-works"
        title="How distributed rendering works"
        lead="A Remotion video is a React component, so any frame can be rendered on its own. Lambda uses that to render many parts of the same video at the same time."
      >
        <ol className="mk-flow">
          {LAMBDA_STEPS.map((step, n) => (
            <li key={step.title}>
              <span className="mk-flow__number" aria-hidden="true">
                {n + 1}
              </span>
              <h3>{step.title}</h3>
              <p>
                <Prose text={step.text} />
              </p>
            </li>
          ))}
        </ol>
        <p className="mk-note">
          The number of functions follows from the length of the video: frames divided by frames per function. You can set that number yourself;{' '}
          <a href="/docs/lambda/concurrency">Concurrency</a> explains the trade-off between speed and cost.
        </p>
      </Section>

      <Section id="get-started" title="Three commands to a first render">
        <div className="mk-sample mk-sample--text-first">
          <div>
            <p>
              Once the AWS role and user from the <a href="/docs/lambda/setup">setup guide</a> exist, the first command deploys the function, the second
              uploads your project as a site and the third renders a composition.
            </p>
            <p>
              In production you start renders from Node.js with <a href="/docs/lambda/rendermediaonlambda">renderMediaOnLambda()</a> and follow them with{' '}
              <a href="/docs/lambda/getrenderprogress">getRenderProgress()</a>.
            </p>
          </div>
          <CodeBlock code={COMMANDS} lang="bash" title="Terminal" />
        </div>
      </Section>

      <Section id="fit" title="Is Lambda right for you?">
        <div className="mk-grid mk-grid--2">
          <div className="mk-card">
            <h3>A good fit when</h3>
            <ul className="mk-checks">
              {LAMBDA_GOOD_FIT.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              Otherwise render on your own servers with the <a href="/docs/ssr">server-side rendering APIs</a>.
            </p>
          </div>
          <div className="mk-card">
            <h3>Keeping the cost down</h3>
            <ul className="mk-checks">
              {LAMBDA_COST_TIPS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="limits" title="Limits and defaults">
        <dl className="mk-facts">
          {LAMBDA_LIMITS.map((limit) => (
            <div key={limit.label}>
              <dt>{limit.label}</dt>
              <dd>{limit.value}</dd>
            </div>
          ))}
          <div className="mk-facts__wide">
            <dt>Regions</dt>
            <dd>{LAMBDA_REGIONS.join(', ')}; us-east-1 is the default</dd>
          </div>
        </dl>
        <p className="mk-note">
          The function and its bucket live in the same region. For large volumes, us-east-1, us-west-2 and eu-west-1 allow the biggest bursts; see{' '}
          <a href="/docs/lambda/region-selection">Region selection</a> and <a href="/docs/lambda/disk-size">Disk size</a>.
        </p>
      </Section>

      <Section
        id="license"
        title="Licensing"
        lead="Individuals and companies with up to 3 people use Lambda for free. Larger companies need cloud rendering seats: one seat covers 2,000 renders a month."
      >
        <div className="mk-actions mk-actions--start">
          <ButtonLink href="/docs/license">License and pricing</ButtonLink>
          <ButtonLink href={CONTACT.discord}>Ask in #lambda on Discord</ButtonLink>
        </div>
      </Section>

      <Section id="docs" title="Read more">
        <ul className="mk-grid mk-grid--3 mk-links">
          {DOCS.map((doc) => (
            <li key={doc.href}>
              <a href={doc.href}>{doc.label}</a>
              <p>{doc.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <aside className="mk-footnotes" aria-labelledby="notes">
        <h2 id="notes">How the figures were measured</h2>
        <ol>
          {LAMBDA_STATS.map((stat, n) =>
            stat.basis ? (
              <li key={stat.label} id={`basis-${n + 1}`} value={n + 1}>
                {stat.value} {stat.label}: {stat.basis}
              </li>
            ) : null,
          )}
        </ol>
        <p>
          Timings depend on the composition, the settings and the region; measure your own project with a test render. For the exact trailer setup, see{' '}
          <External href="https://github.com/remotion-dev/trailer-lambda">remotion-dev/trailer-lambda</External>.
        </p>
      </aside>
    </Page>
  );
}
