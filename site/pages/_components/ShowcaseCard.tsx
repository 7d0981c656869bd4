// One showcase project: its title links to where it can be seen, then what it is and who made it.
import type {ShowcaseEntry} from '../../data/showcase.ts';

const HOSTS: Record<string, string> = {
  'github.com': 'GitHub',
  'www.youtube.com': 'YouTube',
  'twitter.com': 'Twitter',
  'discord.com': 'Discord',
  'codesandbox.io': 'CodeSandbox',
  'www.udemy.com': 'Udemy',
};

/** A short name for where a link goes: "GitHub", "YouTube", or the bare host name. */
export function linkHost(url: string): string {
  const host = new URL(url).hostname;
  return HOSTS[host] ?? host.replace(/^www\./, '');
}

export function ShowcaseCard({entry, headingLevel}: {entry: ShowcaseEntry; headingLevel: 2 | 3}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="mk-card mk-project" data-showcase-entry="">
      <Heading className="mk-project__title">
        {entry.url ? (
          <a href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.title}
            <span className="mk-sr"> (opens in a new tab)</span>
          </a>
        ) : (
          entry.title
        )}
      </Heading>
      <p className="mk-project__text">{entry.description}</p>
      <p className="mk-project__meta">
        <span>{entry.author ? `by ${entry.author}` : 'Author not named'}</span>
        <span aria-hidden="true"> · </span>
        <span>{entry.url ? `on ${linkHost(entry.url)}` : 'no public link'}</span>
        <span aria-hidden="true"> · </span>
        <span>{entry.submittedOn.slice(0, 4)}</span>
      </p>
    </li>
  );
}
