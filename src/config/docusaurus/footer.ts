// themeConfig.footer → sitegen's footer: link columns (or one untitled column for a flat list),
// raw HTML entries, the logo and the copyright line.
import {plainHref} from './navbar.ts';
import {isObject, pick, str, unusedKeys, type Notes} from './notes.ts';
import type {Json} from './load.ts';

function footerItem(item: Json, key: string, notes: Notes): Json | undefined {
  if (typeof item.html === 'string') return {html: item.html};
  const href = str(item.href);
  const to = str(item.to);
  if (!href && !to) return void notes.skip(key, 'a footer entry needs `to`, `href` or `html`');
  for (const extra of unusedKeys(item, ['label', 'to', 'href', 'html', 'prependBaseUrlToHref'])) notes.skip(`${key}.${extra}`, 'no sitegen equivalent for this footer entry setting');
  return {label: str(item.label) ?? href ?? to, ...(to ? {to} : {}), ...(href ? {href} : {})};
}

export function translateFooter(footer: Json, notes: Notes): Json {
  const base = 'themeConfig.footer';
  const groups = Array.isArray(footer.links) ? (footer.links as unknown[]).filter(isObject) : [];
  const multiColumn = groups.some((group) => Array.isArray(group.items));
  const columns = multiColumn
    ? groups.flatMap((group, n) =>
        Array.isArray(group.items)
          ? [{title: str(group.title) ?? '', items: (group.items as unknown[]).filter(isObject).map((item, i) => footerItem(item, `${base}.links[${n}].items[${i}]`, notes)).filter(Boolean)}]
          : [],
      )
    : groups.length
      ? [{title: '', items: groups.map((item, n) => footerItem(item, `${base}.links[${n}]`, notes)).filter(Boolean)}]
      : [];
  const logo = isObject(footer.logo) ? pick(footer.logo, ['alt', 'src', 'srcDark', 'href', 'width', 'height']) : undefined;
  if (logo?.href) logo.href = plainHref(logo.href);
  for (const key of ['width', 'height']) if (logo && typeof logo[key] === 'string' && /^\d+$/.test(logo[key] as string)) logo[key] = Number(logo[key]);
  const style = footer.style === 'dark' || footer.style === 'light' ? footer.style : undefined;
  for (const key of unusedKeys(footer, ['links', 'copyright', 'logo', ...(style ? ['style'] : [])])) notes.skip(`${base}.${key}`, 'no sitegen equivalent yet');
  return {
    ...(logo?.src ? {logo: {alt: '', ...logo}} : {}),
    links: columns,
    ...(str(footer.copyright) ? {copyright: footer.copyright} : {}),
    ...(style ? {style} : {}),
  };
}
