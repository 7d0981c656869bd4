// `clsx` and `classnames`, which nearly every Docusaurus site's code imports: the class names
// that are set, joined by spaces. Used when the site has not installed the package.
type ClassValue = string | number | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

export function clsx(...values: ClassValue[]): string {
  const out: string[] = [];
  for (const value of values) {
    if (!value) continue;
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
    else if (Array.isArray(value)) {
      const inner = clsx(...value);
      if (inner) out.push(inner);
    } else if (typeof value === 'object') for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  }
  return out.join(' ');
}

export default clsx;
