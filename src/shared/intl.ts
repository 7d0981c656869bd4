// Intl formatters made once per locale and options. `toLocaleDateString(lang, options)` and
// `localeCompare(b, lang, options)` build a new ICU formatter or collator on every call, which
// the route table makes thousands of on every rebuild.
const formats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();

/** What `date.toLocaleDateString(lang, options)` returns, with the formatter kept. */
export function formatDateIn(date: Date, lang: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang}\0${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lang, options)));
  // toLocaleDateString says "Invalid Date" where format() throws.
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : format.format(date);
}

/** What `a.localeCompare(b, lang, options)` returns, with the collator kept. */
export function compareIn(lang: string, options: Intl.CollatorOptions): (a: string, b: string) => number {
  const key = `${lang}\0${JSON.stringify(options)}`;
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(lang, options)));
  return collator.compare;
}
