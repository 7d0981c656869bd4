// Building blocks every marketing page shares: the page header, titled sections, buttons and
// links that leave the site. Class names carry an `mk-` prefix so the theme can change freely.
import type {ReactNode} from 'react';

export function Page({children, className}: {children: ReactNode; className?: string}) {
  return <div className={['mk', className].filter(Boolean).join(' ')}>{children}</div>;
}

export function PageHeader(props: {eyebrow?: string; title: ReactNode; lead: ReactNode; children?: ReactNode}) {
  return (
    <header className="mk-hero">
      {props.eyebrow ? <p className="mk-eyebrow">{props.eyebrow}</p> : null}
      <h1 className="mk-hero__title">{props.title}</h1>
      <p className="mk-lead">{props.lead}</p>
      {props.children ? <div className="mk-actions">{props.children}</div> : null}
    </header>
  );
}

export function Section(props: {id: string; title: string; lead?: ReactNode; children: ReactNode; className?: string}) {
  return (
    <section className={['mk-section', props.className].filter(Boolean).join(' ')} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.lead ? <p className="mk-section__lead">{props.lead}</p> : null}
      {props.children}
    </section>
  );
}

export function ButtonLink({href, children, primary}: {href: string; children: ReactNode; primary?: boolean}) {
  const external = /^https?:/.test(href);
  return (
    <a className={primary ? 'mk-button mk-button--primary' : 'mk-button'} href={href} {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      {children}
      {external ? <NewTab /> : null}
    </a>
  );
}

/** A link off the site: opens in a new tab, as the site's markdown links do, and says so. */
export function External({href, children, className}: {href: string; children: ReactNode; className?: string}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTab />
    </a>
  );
}

function NewTab() {
  return (
    <>
      <svg className="mk-external" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      <span className="mk-sr"> (opens in a new tab)</span>
    </>
  );
}

/** Plain text in which `backticks` mark code, as the data modules write it. */
export function Prose({text}: {text: string}) {
  return (
    <>
      {text.split('`').map((part, n) => (n % 2 ? <code key={n}>{part}</code> : part))}
    </>
  );
}

export function Initials({name}: {name: string}) {
  const letters = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <span className="mk-avatar" aria-hidden="true">
      {letters}
    </span>
  );
}
