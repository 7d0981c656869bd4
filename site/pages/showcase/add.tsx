// /showcase/add: how to get a project into the showcase. The site has no forms, so submissions
// go by email, Discord or a pull request.
import type {SiteChrome} from 'sitegen/theme';
import {ButtonLink, External, Page, PageHeader, Section} from '../_components/Layout.tsx';
import {CONTACT} from '../../data/contact.ts';

export const meta = {
  title: 'Add your project to the showcase',
  description: 'How to get a video or app you made with Remotion into the showcase: what to send and where to send it.',
};

const WHAT_TO_SEND = [
  {term: 'Title', text: 'The name of the video or app, as it should appear on the card.'},
  {term: 'Description', text: 'One or two sentences on what it is and what Remotion does in it.'},
  {term: 'Link', text: 'Where people can watch or try it: a video, a website, a post, or the source code. Public pages work best.'},
  {term: 'Your name', text: 'As you want to be credited, or a company or project name. Tell us if you prefer not to be named.'},
  {term: 'A short clip', text: 'Optional: a few seconds of the video help us understand it quickly.'},
];

export default function AddToShowcase(_props: {site: SiteChrome}) {
  return (
    <Page className="mk-narrow">
      <PageHeader
        eyebrow="Showcase"
        title="Add your project"
        lead="Made a video, a template or an app with Remotion? Share it and we will add it to the showcase, where other developers look for ideas."
      />

      <Section id="what-to-send" title="What to send">
        <dl className="mk-facts mk-facts--stacked">
          {WHAT_TO_SEND.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="where" title="Where to send it" lead="Pick whichever is easiest for you:">
        <ul className="mk-grid mk-grid--3">
          <li className="mk-card">
            <h3>By email</h3>
            <p>
              Write to <a href={`mailto:${CONTACT.email}?subject=Showcase%20submission`}>{CONTACT.email}</a> with the details above.
            </p>
          </li>
          <li className="mk-card">
            <h3>On Discord</h3>
            <p>
              Post your project in the <External href={CONTACT.discord}>Remotion Discord</External> and mention that you would like it in the showcase.
            </p>
          </li>
          <li className="mk-card">
            <h3>On GitHub</h3>
            <p>
              The showcase is a data file in the website's source in the <External href={CONTACT.github}>remotion-dev/remotion</External> repository. A pull
              request that adds your entry works too.
            </p>
          </li>
        </ul>
      </Section>

      <Section id="tips" title="Before you send it">
        <ul className="mk-checks">
          <li>Make sure the link opens without signing in, so everyone can see your work.</li>
          <li>Describe the project in your own words; a sentence about how it uses Remotion helps other developers most.</li>
          <li>If the code is public, link to it as well: many entries here point to their source, and people learn a lot from reading real code.</li>
        </ul>
        <div className="mk-actions mk-actions--start">
          <ButtonLink href="/showcase/">Back to the showcase</ButtonLink>
          <ButtonLink href="/success-stories">Read success stories</ButtonLink>
        </div>
      </Section>
    </Page>
  );
}
