// /about/: the project and the company behind it: how Remotion is licensed, the team as it
// presented itself, the milestones of the blog, and how to get in touch.
import type {SiteChrome} from 'sitegen/theme';
import {ButtonLink, External, Initials, Page, PageHeader, Section} from '../_components/Layout.tsx';
import {CONTACT} from '../../data/contact.ts';
import {TEAM} from '../../data/team.ts';

export const meta = {
  title: 'About',
  description: 'Remotion is a toolkit for making videos with React and the company that builds it: how it is licensed, the team, milestones and how to reach us.',
};

const MILESTONES = [
  {date: 'February 2021', href: '/blog/introducing-remotion', text: 'Remotion goes public: videos as React components, rendered with a headless browser and FFmpeg.'},
  {date: 'February 2021', href: '/blog/1-2', text: 'Version 1.2 adds Windows support and introduces company licenses.'},
  {date: 'March 2021', href: '/blog/company-licenses', text: 'License prices become public, with a self-service portal for companies.'},
  {date: 'April 2021', href: '/blog/2-0', text: 'Remotion 2.0 brings audio.'},
  {date: 'May 2021', href: '/blog/2-1', text: 'The first alpha of the Player appears in 2.1.'},
  {date: 'August 2021', href: '/blog/2-3', text: 'Still images become first-class in 2.3.'},
  {date: 'January 2022', href: '/blog/2-6', text: 'The Player is stable with 2.6.'},
  {date: 'April 2022', href: '/blog/3-0', text: 'Remotion 3.0 launches Remotion Lambda for distributed rendering.'},
  {date: 'August 2022', href: '/blog/3-2', text: 'Remotion 3.2 adds Lottie and React Native Skia.'},
];

export default function AboutPage(_props: {site: SiteChrome}) {
  return (
    <Page className="mk-about">
      <PageHeader
        eyebrow="About"
        title="The people behind Remotion"
        lead="Remotion started in 2021 as a new way to make videos: write them as React code. In 2022 it became a company of its own. A small team builds it, together with a community of hundreds of developers."
      >
        <ButtonLink href="#team" primary>
          Meet the team
        </ButtonLink>
        <ButtonLink href="#contact">Get in touch</ButtonLink>
      </PageHeader>

      <Section id="model" title="How Remotion is made and paid for">
        <div className="mk-grid mk-grid--3">
          <div className="mk-card">
            <h3>Source-available</h3>
            <p>
              The code is public on <External href={CONTACT.github}>GitHub</External>. You can read it, learn from it, report issues and contribute.
            </p>
          </div>
          <div className="mk-card">
            <h3>Free for most people</h3>
            <p>Individuals, companies with up to 3 employees and non-profit organizations use Remotion for free, including for commercial work.</p>
          </div>
          <div className="mk-card">
            <h3>Funded by companies</h3>
            <p>
              Larger companies buy a company license. That income pays for the work on Remotion. See <a href="/docs/license">License and pricing</a>.
            </p>
          </div>
        </div>
      </Section>

      <Section id="team" title="Team">
        <ul className="mk-grid mk-grid--3 mk-people">
          {TEAM.map((person) => (
            <li key={person.name} className="mk-card mk-person" data-team-member="">
              <div className="mk-person__head">
                <Initials name={person.name} />
                <div>
                  <h3>{person.name}</h3>
                  <p className="mk-person__role">{person.role}</p>
                </div>
              </div>
              <p>{person.about}</p>
              <ul className="mk-person__links" aria-label={`${person.name} online`}>
                {person.links.map((link) => (
                  <li key={link.href}>
                    <External href={link.href} className="mk-chip">
                      {link.label}
                    </External>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="milestones" title="Milestones" lead="The way here, as told on our blog.">
        <ol className="mk-timeline">
          {MILESTONES.map((milestone) => (
            <li key={milestone.href}>
              <span className="mk-timeline__date">{milestone.date}</span>
              <a href={milestone.href}>{milestone.text}</a>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="contact" title="Get in touch" className="mk-callout">
        <ul className="mk-contact">
          <li>
            <strong>Email</strong> <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </li>
          <li>
            <strong>Community</strong> <External href={CONTACT.discord}>Discord</External>
          </li>
          <li>
            <strong>Code and issues</strong> <External href={CONTACT.github}>GitHub</External>
          </li>
          <li>
            <strong>News</strong> <External href={CONTACT.twitter}>Twitter</External> and the <a href="/blog">blog</a>
          </li>
          <li>
            <strong>Company licenses</strong> <External href={CONTACT.companies}>companies.remotion.dev</External>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
