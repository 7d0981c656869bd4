// /experts/: freelancers available for Remotion work. Each card shows what the person published
// about themselves; contact happens directly through their own links.
import type {SiteChrome} from 'sitegen/theme';
import {ButtonLink, External, Initials, Page, PageHeader, Section} from '../_components/Layout.tsx';
import {CONTACT} from '../../data/contact.ts';
import {EXPERTS} from '../../data/experts.ts';

export const meta = {
  title: 'Remotion experts',
  description: 'Freelancers who build Remotion projects for hire: templates, automated and personalized videos, and complete video apps. Contact them directly.',
};

const MONTH = new Intl.DateTimeFormat('en', {month: 'long', year: 'numeric', timeZone: 'UTC'});

const byFamilyName = (a: {name: string}, b: {name: string}) => a.name.split(' ').at(-1)!.localeCompare(b.name.split(' ').at(-1)!);

export default function ExpertsPage(_props: {site: SiteChrome}) {
  const experts = [...EXPERTS].sort(byFamilyName);
  return (
    <Page className="mk-experts">
      <PageHeader
        eyebrow="Experts"
        title="Hire a Remotion expert"
        lead="Need help with a video project? These freelancers know Remotion well and told us they are available for work. Get in touch with them directly."
      >
        <ButtonLink href="#get-listed">Get listed</ButtonLink>
        <ButtonLink href="/docs/support">Support options</ButtonLink>
      </PageHeader>

      <section className="mk-section" aria-labelledby="directory">
        <h2 id="directory" className="mk-sr">
          Directory
        </h2>
        <p className="mk-note">Listed in alphabetical order of family name, not ranked.</p>
        <ul className="mk-grid mk-grid--2 mk-people">
          {experts.map((expert) => (
            <li key={expert.name} className="mk-card mk-person" data-expert="">
              <div className="mk-person__head">
                <Initials name={expert.name} />
                <div>
                  <h3>{expert.name}</h3>
                  <p className="mk-person__role">Listed since {MONTH.format(new Date(expert.since))}</p>
                </div>
              </div>
              <p>{expert.description}</p>
              <h4 className="mk-person__subhead">Work to look at</h4>
              <ul className="mk-person__projects">
                {expert.projects.map((project) => (
                  <li key={project.href}>
                    <External href={project.href}>{project.label}</External>
                  </li>
                ))}
              </ul>
              <ul className="mk-person__links" aria-label={`Contact ${expert.name}`}>
                {expert.links.map((link) => (
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
      </section>

      <Section id="get-listed" title="Get listed" className="mk-callout">
        <p>
          If you build Remotion projects for clients and want to appear here, email <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> with a short
          description of your work and the links you would like on your card.
        </p>
      </Section>
    </Page>
  );
}
