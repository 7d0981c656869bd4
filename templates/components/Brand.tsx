// The logo and title link. `data-brand-url` lets the client open the brand page on right-click.
import type {SiteChrome} from '../../src/routes/types.ts';

export function Brand({site, className}: {site: SiteChrome; className: string}) {
  const {logo, title} = site.navbar;
  // Nothing to show: no link at all (an empty link has no name for screen readers).
  if (!logo && !title) return null;
  const size = {width: logo?.width ?? 32, height: logo?.height ?? 32};
  // A logo alone names the link: its alt text, else the site's title.
  const alt = title ? '' : (logo?.alt || site.title);
  return (
    <a className={className} href={logo?.href ?? site.home} data-brand-url={site.brandUrl}>
      {logo ? (
        <>
          <img className={`brand__logo${logo.srcDark ? ' logo--light' : ''}`} src={logo.src} alt={alt} {...size} />
          {logo.srcDark ? <img className="brand__logo logo--dark" src={logo.srcDark} alt={alt} {...size} /> : null}
        </>
      ) : null}
      {title ? <span className="brand__title">{title}</span> : null}
    </a>
  );
}
