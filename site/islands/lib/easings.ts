// Every member of remotion 3.2's Easing class, as data the demos can list, draw and call. Curves
// that take parameters (poly, elastic, back, bezier) declare them so the gallery can offer inputs;
// the modifiers (in, out, inOut) wrap any curve.
import {Easing} from './remotion-math.ts';

export type EasingFunction = (t: number) => number;

export interface EasingParam {
  id: string;
  label: string;
  defaultValue: number;
  min: number;
  max: number;
  step: number;
}

export interface EasingEntry {
  id: string;
  /** How the member is written, e.g. `Easing.poly(n)`. */
  signature: string;
  description: string;
  params: EasingParam[];
  create(values: number[]): EasingFunction;
}

const plain = (id: keyof typeof Easing & string, description: string, fn: EasingFunction): EasingEntry => ({
  id,
  signature: `Easing.${id}`,
  description,
  params: [],
  create: () => fn,
});

export const EASINGS: EasingEntry[] = [
  plain('step0', 'Jumps to the end value as soon as t is above 0.', Easing.step0),
  plain('step1', 'Holds the start value until t reaches 1, then jumps.', Easing.step1),
  plain('linear', 'Constant speed: returns t unchanged.', Easing.linear),
  plain('ease', 'A gentle acceleration, the Bézier curve (0.42, 0, 1, 1).', Easing.ease),
  plain('quad', 't squared: starts slowly, then speeds up.', Easing.quad),
  plain('cubic', 't cubed: a stronger acceleration than quad.', Easing.cubic),
  {
    id: 'poly',
    signature: 'Easing.poly(n)',
    description: 't to the power of n; higher n accelerates harder.',
    params: [{id: 'n', label: 'Exponent n', defaultValue: 4, min: 0.5, max: 10, step: 0.5}],
    create: ([n]) => Easing.poly(n),
  },
  plain('sin', 'A quarter of a cosine wave: a soft, natural start.', Easing.sin),
  plain('circle', 'A quarter circle: very slow at first, very fast at the end.', Easing.circle),
  plain('exp', 'Exponential: nearly still, then a rush at the end.', Easing.exp),
  {
    id: 'elastic',
    signature: 'Easing.elastic(bounciness)',
    description: 'Wobbles like a spring; more bounciness means more oscillations.',
    params: [{id: 'bounciness', label: 'Bounciness', defaultValue: 1, min: 0, max: 5, step: 0.5}],
    create: ([bounciness]) => Easing.elastic(bounciness),
  },
  {
    id: 'back',
    signature: 'Easing.back(s)',
    description: 'Pulls back below the start before moving forward; s sets how far.',
    params: [{id: 's', label: 'Overshoot s', defaultValue: 1.70158, min: 0, max: 5, step: 0.1}],
    create: ([s]) => Easing.back(s),
  },
  plain('bounce', 'Bounces like a dropped ball; usually wrapped in Easing.out().', Easing.bounce),
  {
    id: 'bezier',
    signature: 'Easing.bezier(x1, y1, x2, y2)',
    description: 'A cubic Bézier curve with two control points, as in CSS cubic-bezier().',
    params: [
      {id: 'x1', label: 'x1', defaultValue: 0.33, min: 0, max: 1, step: 0.01},
      {id: 'y1', label: 'y1', defaultValue: 1, min: -1, max: 2, step: 0.01},
      {id: 'x2', label: 'x2', defaultValue: 0.68, min: 0, max: 1, step: 0.01},
      {id: 'y2', label: 'y2', defaultValue: 1, min: -1, max: 2, step: 0.01},
    ],
    create: ([x1, y1, x2, y2]) => Easing.bezier(x1, y1, x2, y2),
  },
];

export type Modifier = 'in' | 'out' | 'inOut';

export const MODIFIERS: {id: Modifier; description: string}[] = [
  {id: 'in', description: 'returns the curve unchanged: slow start'},
  {id: 'out', description: 'mirrors it in time: fast start, slow end'},
  {id: 'inOut', description: 'the curve, then its mirror: slow start and end'},
];

export function entryById(id: string): EasingEntry {
  return EASINGS.find((entry) => entry.id === id) ?? EASINGS[2];
}

export function defaultValues(entry: EasingEntry): number[] {
  return entry.params.map((param) => param.defaultValue);
}

/** The source code of a curve with its arguments, e.g. `Easing.out(Easing.poly(4))`. */
export function easingCode(entry: EasingEntry, values: number[], modifier: Modifier): string {
  const args = entry.params.length ? `(${values.map((value) => String(Number(value.toFixed(5)))).join(', ')})` : '';
  return `Easing.${modifier}(Easing.${entry.id}${args})`;
}

/** Builds the real easing function; a bad parameter (Bézier x outside 0…1) throws remotion's error. */
export function createEasing(entry: EasingEntry, values: number[], modifier: Modifier): EasingFunction {
  return Easing[modifier](entry.create(values));
}
