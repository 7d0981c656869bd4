import type {TocEntry} from '../../src/content/types.ts';

function Entries({entries}: {entries: TocEntry[]}) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="toc__link">
            {entry.text}
          </a>
          {entry.children.length ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function Toc({toc}: {toc: TocEntry[]}) {
  if (!toc.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <Entries entries={toc} />
    </nav>
  );
}
