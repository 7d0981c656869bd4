// `@docusaurus/Link`: an <a>. Site paths are written as they are; sitegen gives them the base URL
// and their route's exact form when the page is rendered, and checks them.
import type {AnchorHTMLAttributes, ReactNode} from 'react';
import isInternalUrl from './isInternalUrl.ts';
import {currentPathname} from './data.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  autoAddBaseUrl?: boolean;
  children?: ReactNode;
}

export default function Link({to, href, isNavLink, activeClassName = 'active', exact: _exact, autoAddBaseUrl: _auto, className, ...rest}: LinkProps) {
  const written = to ?? href;
  // `pathname://` marks a site path that is not a page of the site (Docusaurus): a plain link to it.
  const plain = written?.startsWith('pathname://');
  const target = plain ? written!.slice('pathname://'.length) : written;
  const external = target !== undefined && !plain && !isInternalUrl(target);
  const active = isNavLink && target !== undefined && !external && currentPathname().replace(/\/$/, '') === target.replace(/\/$/, '');
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  const safety = external && !rest.rel ? {target: rest.target ?? '_blank', rel: 'noopener noreferrer'} : {};
  // Docusaurus does not check `pathname://` links (files made by other tools): outside the link
  // check, as the theme's own chrome is (src/html/scan.ts).
  const unchecked = plain ? {'data-chrome': ''} : {};
  return <a {...safety} {...unchecked} {...rest} href={target} className={classes} />;
}
