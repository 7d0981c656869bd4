// What the interpolate demo draws, computed from its settings with the real interpolate(): the
// sampled curve, the visible frame domain and a sentence describing the result.
import {interpolate} from './remotion-math.ts';
import {createEasing, defaultValues, easingCode, entryById, type EasingFunction, type Modifier} from './easings.ts';
import {domainOf, type Domain, type Point} from './chart.tsx';
import {formatList, formatNumber, niceStep, parseNumberList} from './format.ts';

export type Extrapolate = 'extend' | 'clamp' | 'identity';
export const EXTRAPOLATE: Extrapolate[] = ['extend', 'clamp', 'identity'];

export interface InterpolateSettings {
  inputText: string;
  outputText: string;
  easingId: string;
  modifier: Modifier;
  left: Extrapolate;
  right: Extrapolate;
}

export interface InterpolateModel {
  inputRange: number[];
  outputRange: number[];
  /** Source of the easing option, or null for the default (linear). */
  easing: string | null;
  left: Extrapolate;
  right: Extrapolate;
  xDomain: Domain;
  yDomain: Domain;
  step: number;
  points: Point[];
  valueAt(frame: number): number;
}

const SAMPLES = 240;

export function buildInterpolateModel(settings: InterpolateSettings): {model: InterpolateModel} | {error: string} {
  const input = parseNumberList(settings.inputText, 'Input range');
  if ('error' in input) return input;
  const output = parseNumberList(settings.outputText, 'Output range');
  if ('error' in output) return output;
  const entry = entryById(settings.easingId);
  const linear = entry.id === 'linear' && settings.modifier === 'in';
  const easing: EasingFunction | undefined = linear ? undefined : createEasing(entry, defaultValues(entry), settings.modifier);
  const options = {easing, extrapolateLeft: settings.left, extrapolateRight: settings.right};
  const valueAt = (frame: number) => interpolate(frame, input.values, output.values, options);
  try {
    // remotion validates the ranges on every call: let its own message explain a bad one.
    valueAt(input.values[0]);
  } catch (error) {
    return {error: (error as Error).message};
  }
  const first = input.values[0];
  const last = input.values[input.values.length - 1];
  const pad = (last - first) / 2;
  const xDomain: Domain = [first - pad, last + pad];
  const points: Point[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const frame = xDomain[0] + ((xDomain[1] - xDomain[0]) * i) / SAMPLES;
    points.push([frame, valueAt(frame)]);
  }
  return {
    model: {
      inputRange: input.values,
      outputRange: output.values,
      easing: easing ? easingCode(entry, defaultValues(entry), settings.modifier) : null,
      left: settings.left,
      right: settings.right,
      xDomain,
      yDomain: domainOf(points.map((point) => point[1]), output.values),
      step: niceStep((last - first) / 30),
      points,
      valueAt,
    },
  };
}

/** The call as a reader would write it, with the frame filled in. */
export function interpolateCode(model: InterpolateModel, frame: number): string {
  const options = [
    model.easing ? `  easing: ${model.easing},` : null,
    `  extrapolateLeft: '${model.left}',`,
    `  extrapolateRight: '${model.right}',`,
  ].filter(Boolean);
  return `interpolate(${formatNumber(frame)}, ${formatList(model.inputRange)}, ${formatList(model.outputRange)}, {\n${options.join('\n')}\n}); // → ${formatNumber(model.valueAt(frame))}`;
}

function sideSentence(model: InterpolateModel, side: 'left' | 'right'): string {
  const mode = side === 'left' ? model.left : model.right;
  const edge = side === 'left' ? model.inputRange[0] : model.inputRange[model.inputRange.length - 1];
  const far = side === 'left' ? model.xDomain[0] : model.xDomain[1];
  const where = side === 'left' ? `Before frame ${formatNumber(edge)}` : `After frame ${formatNumber(edge)}`;
  const at = `${formatNumber(model.valueAt(far))} at frame ${formatNumber(far)}`;
  if (mode === 'clamp') return `${where} the value stays at ${formatNumber(model.valueAt(edge))} ('clamp').`;
  if (mode === 'identity') return `${where} the value equals the frame ('identity'): ${at}.`;
  return `${where} the curve keeps going ('extend'): ${at}.`;
}

export function describeInterpolate(model: InterpolateModel): string {
  const easing = model.easing ? ` with the easing ${model.easing}` : ', linearly';
  return (
    `interpolate() maps the frames ${formatList(model.inputRange)} to the values ${formatList(model.outputRange)}${easing}. ` +
    `The chart shows frames ${formatNumber(model.xDomain[0])} to ${formatNumber(model.xDomain[1])}, the input stops as dashed lines. ` +
    `${sideSentence(model, 'left')} ${sideSentence(model, 'right')}`
  );
}
