// The footer: link columns, then the logo (32 px high, its dark-mode image in dark mode) and the
// copyright line. External links open in a new tab and say so.
import type {SiteChrome} from '../../src/routes/types.ts';
import {ExternalIcon} from './Icons.tsx';

export function Footer({site}: {site: SiteChrome}) {
  const {footer} = site;
  const logo = footer.logo;
  const logoWidth = logo?.width && logo.height ? Math.round((logo.width * 32) / logo.height) : logo?.width;
  // A site without footer config gets no footer band at all.
  if (!footer.columns.length && !logo && !footer.copyright) return null;
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'} data-chrome="">
      <div className="footer__inner">
        {footer.columns.length ? (
          <div className="footer__columns">
            {footer.columns.map((column) => (
              <div className="footer__column" key={column.title}>
                <h2 className="footer__title">{column.title}</h2>
                <ul>
                  {column.items.map((link, n) =>
                    'html' in link ? (
                      // The config's own HTML (a badge, a form), as Docusaurus's footer `html` items.
                      <li key={n} className="footer__item" dangerouslySetInnerHTML={{__html: link.html}} />
                    ) : (
                    <li key={link.href + link.label}>
                      <a className="footer__link" href={link.href} {...(link.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
                        {link.label}
                        {link.external ? <ExternalIcon /> : null}
                      </a>
                    </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        <div className="footer__bottom">
          {logo ? (
            <a href={logo.href} className="footer__logo">
              <img className={logo.srcDark ? 'logo--light' : undefined} src={logo.src} alt={logo.alt} height={32} width={logoWidth} />
              {logo.srcDark ? <img className="logo--dark" src={logo.srcDark} alt={logo.alt} height={32} width={logoWidth} /> : null}
            </a>
          ) : null}
          {footer.copyright ? <p className="footer__copyright">{footer.copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}
