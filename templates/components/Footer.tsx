import type {SiteChrome} from '../../src/routes/types.ts';

export function Footer({site}: {site: SiteChrome}) {
  const {footer} = site;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {footer.columns.length ? (
          <div className="footer__columns">
            {footer.columns.map((column) => (
              <div className="footer__column" key={column.title}>
                <h2 className="footer__title">{column.title}</h2>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.href + link.label}>
                      <a href={link.href} {...(link.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        <div className="footer__bottom">
          {footer.logo ? (
            <a href={footer.logo.href} className="footer__logo">
              <img className="logo--light" src={footer.logo.src} alt={footer.logo.alt} height={32} width={footer.logo.width} />
              {footer.logo.srcDark ? <img className="logo--dark" src={footer.logo.srcDark} alt={footer.logo.alt} height={32} width={footer.logo.width} /> : null}
            </a>
          ) : null}
          {footer.copyright ? <p className="footer__copyright">{footer.copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}
