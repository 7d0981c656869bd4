// The text a batch step's results repeat, held once. The versions of a docs folder are mostly the
// same pages, parsed to the same HTML, markdown and search text; each result arrives from its
// worker as a copy of its own, and a site of five versions would hold every page's text five
// times for the whole build. The runner swaps each long string of a result for the equal one an
// earlier result holds.
/** Shorter strings are left as they are: looking them up would cost more than they hold. */
const MIN_SHARED_LENGTH = 64;

export class SharedStrings {
  private seen = new Map<string, string>();

  /**
   * `value` with its long strings (in plain objects and arrays, however deep) replaced by equal
   * ones seen before; changed in place, so the caller must own it. Frozen values are left alone.
   */
  share<T>(value: T): T {
    return this.visit(value) as T;
  }

  /** Forgets the strings seen (the run ended): the results alone hold them now. */
  clear(): void {
    this.seen = new Map();
  }

  private visit(value: unknown): unknown {
    if (typeof value === 'string') {
      if (value.length < MIN_SHARED_LENGTH) return value;
      const known = this.seen.get(value);
      if (known !== undefined) return known;
      this.seen.set(value, value);
      return value;
    }
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
    if (Array.isArray(value)) {
      for (let n = 0; n < value.length; n++) value[n] = this.visit(value[n]);
      return value;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    const record = value as Record<string, unknown>;
    for (const name of Object.keys(record)) record[name] = this.visit(record[name]);
    return value;
  }
}
