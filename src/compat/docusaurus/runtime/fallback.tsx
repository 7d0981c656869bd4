// What an import the layer does not provide (or a package the site has not installed) gives: a
// visible placeholder naming it, whatever name is imported from it. The build warned with the
// importing file and line.
import {createElement} from 'react';

export function placeholder(specifier: string) {
  const Missing = () =>
    createElement('div', {className: 'sitegen-missing', role: 'note', 'data-missing': specifier}, `${specifier} is not available in sitegen`);
  Missing.displayName = `Missing(${specifier})`;
  return Missing;
}

/** A module object whose every export is the placeholder. */
export function placeholderModule(specifier: string): Record<string, unknown> {
  const component = placeholder(specifier);
  return new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (key === '__esModule' ? true : key === 'then' ? undefined : component),
  });
}
