// /showcase/: every project of the showcase as a grid, grouped by kind, with a jump list so the
// page can be browsed without any script.
import type {SiteChrome} from 'sitegen/theme';
import {ButtonLink, Page, PageHeader} from '../_components/Layout.tsx';
import {ShowcaseCard} from '../_components/ShowcaseCard.tsx';
import {SHOWCASE, SHOWCASE_CATEGORIES} from '../../data/showcase.ts';

export const meta = {
  title: 'Showcase',
  description: 'Fifty videos and video apps made with Remotion: trailers, data stories, talks, bots and personalized videos, each with a link to see it.',
};

export default function ShowcasePage(_props: {site: SiteChrome}) {
  const groups = SHOWCASE_CATEGORIES.map((category) => ({...category, entries: SHOWCASE.filter((entry) => entry.category === category.id)}));
  return (
    <Page className="mk-showcase-page">
      <PageHeader
        eyebrow="Showcase"
        title="Made with Remotion"
        lead={`${SHOWCASE.length} projects people built with Remotion and shared with the community. Each one links to where you can watch it, and many to their source code.`}
      >
        <ButtonLink href="/showcase/add" primary>
          Add your project
        </ButtonLink>
        <ButtonLink href="/success-stories">Read success stories</ButtonLink>
      </PageHeader>

      <nav className="mk-jump" aria-label="Showcase categories">
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>
                {group.label} <span className="mk-count">{group.entries.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map((group) => (
        <section key={group.id} className="mk-section mk-category" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.label}</h2>
          <p className="mk-section__lead">{group.blurb}</p>
          <ul className="mk-grid mk-grid--3 mk-showcase">
            {group.entries.map((entry) => (
              <ShowcaseCard key={entry.title} entry={entry} headingLevel={3} />
            ))}
          </ul>
        </section>
      ))}

      <section className="mk-section mk-callout" aria-labelledby="add-yours">
        <h2 id="add-yours">Built something with Remotion?</h2>
        <p>We would love to show it here. It takes a title, a sentence about it and a link.</p>
        <ButtonLink href="/showcase/add" primary>
          How to get listed
        </ButtonLink>
      </section>
    </Page>
  );
}
