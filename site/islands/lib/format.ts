// Number formatting shared by the demos' code read-outs and captions.

/** At most `digits` decimals, no trailing zeros, no "-0". NaN and infinities are spelled out. */
export function formatNumber(value: number, digits = 3): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const fixed = Number(value.toFixed(digits));
  return String(Object.is(fixed, -0) ? 0 : fixed);
}

export function formatList(values: readonly number[]): string {
  return `[${values.map((value) => formatNumber(value)).join(', ')}]`;
}

/** Parses "0, 30, 60" into numbers; returns a message naming the first entry that is not one. */
export function parseNumberList(text: string, name: string): {values: number[]} | {error: string} {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') return {error: `${name} is empty: enter numbers separated by commas.`};
  const values: number[] = [];
  for (const part of parts) {
    const value = part === '' ? Number.NaN : Number(part);
    if (Number.isNaN(value)) return {error: `${name}: "${part}" is not a number.`};
    values.push(value);
  }
  return {values};
}

/** A round step (1, 2 or 5 times a power of ten) no larger than `raw`, for sliders. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const mantissa = raw / power;
  return (mantissa >= 5 ? 5 : mantissa >= 2 ? 2 : 1) * power;
}

/** Rounds to a multiple of `step` without floating-point residue (0.1 + 0.2 style). */
export function snap(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number((Math.round(value / step) * step).toFixed(decimals));
}
