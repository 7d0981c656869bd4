// What the spring demo draws, computed with the real spring() and measureSpring(): the value for
// every frame, the settle time, the peak, and a sentence describing them.
import {measureSpring, spring} from './remotion-math.ts';
import {domainOf, type Domain, type Point} from './chart.tsx';
import {formatNumber} from './format.ts';

export interface SpringSettings {
  mass: number;
  damping: number;
  stiffness: number;
  overshootClamping: boolean;
  fps: number;
  from: number;
  to: number;
}

export interface SpringModel {
  settings: SpringSettings;
  /** measureSpring()'s answer, or null when the spring takes longer than MAX_MEASURED_FRAMES. */
  settleFrames: number | null;
  totalFrames: number;
  points: Point[];
  yDomain: Domain;
  peak: {frame: number; value: number};
  valueAt(frame: number): number;
}

/**
 * measureSpring() steps the simulation from frame 0 for every frame it tests, so its cost grows with
 * the square of the settle time: about 0.1 s for 400 frames, seconds for a few thousand. Slow
 * springs are therefore bounded analytically first and only measured when they fit.
 */
export const MAX_MEASURED_FRAMES = 400;
const THRESHOLD = 0.005;

/**
 * An upper bound on the settle time in seconds, from the envelope of the motion remotion simulates:
 * under-damped springs decay with exp(-c/2m·t) times at most 1/sqrt(1-ζ²); remotion uses the
 * critically damped solution for ζ ≥ 1, which decays as exp(-ω₀t)(1+ω₀t) and needs ω₀t ≈ 7.43.
 */
export function settleBoundSeconds({mass, damping, stiffness}: SpringSettings): number {
  const omega0 = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  if (zeta >= 1) return 7.43 / omega0;
  return Math.log(1 / (THRESHOLD * Math.sqrt(1 - zeta * zeta))) / (zeta * omega0);
}

export function buildSpringModel(settings: SpringSettings): SpringModel {
  const {fps, from, to} = settings;
  const config = {mass: settings.mass, damping: settings.damping, stiffness: settings.stiffness, overshootClamping: settings.overshootClamping};
  // measureSpring() reports the frame after the last one outside the threshold: one more than the bound.
  const fits = Math.ceil(settleBoundSeconds(settings) * fps) + 1 <= MAX_MEASURED_FRAMES;
  const settleFrames = fits ? measureSpring({fps, config, from, to}) : null;
  const totalFrames = settleFrames === null ? MAX_MEASURED_FRAMES : Math.max(Math.ceil(fps / 2), Math.ceil(settleFrames * 1.2));
  const valueAt = (frame: number) => spring({frame, fps, config, from, to});
  // Every frame is cheap once measureSpring() has filled remotion's cache; an unmeasured spring is
  // sampled more sparsely (each uncached spring() call replays the simulation from frame 0).
  const stride = settleFrames === null ? Math.ceil(totalFrames / 150) : 1;
  const frames: number[] = [];
  for (let frame = 0; frame < totalFrames; frame += stride) frames.push(frame);
  frames.push(totalFrames);
  const points: Point[] = frames.map((frame) => [frame, valueAt(frame)]);
  const farthest = (a: Point, b: Point) => (Math.abs(b[1] - from) > Math.abs(a[1] - from) ? b : a);
  let peak = points.reduce(farthest);
  // Between samples the true peak may lie up to a stride away: look at every frame around it.
  for (let frame = Math.max(0, peak[0] - stride); frame <= Math.min(totalFrames, peak[0] + stride); frame++) peak = farthest(peak, [frame, valueAt(frame)]);
  return {
    settings,
    settleFrames,
    totalFrames,
    points,
    yDomain: domainOf(points.map((point) => point[1]), [from, to]),
    peak: {frame: peak[0], value: peak[1]},
    valueAt,
  };
}

export function settleText(model: SpringModel): string {
  const {fps} = model.settings;
  if (model.settleFrames === null) {
    return `Takes longer than ${MAX_MEASURED_FRAMES} frames (${formatNumber(MAX_MEASURED_FRAMES / fps, 2)} s) to settle; lower the mass or raise the damping or stiffness.`;
  }
  return `Settles after ${model.settleFrames} frames (${formatNumber(model.settleFrames / fps, 2)} s at ${fps} fps).`;
}

export function describeSpring(model: SpringModel): string {
  const {mass, damping, stiffness, overshootClamping, fps, from, to} = model.settings;
  const overshoot = Math.abs(model.peak.value - from) > Math.abs(to - from) + 1e-9;
  const peak = overshoot
    ? `It overshoots to ${formatNumber(model.peak.value)} at frame ${model.peak.frame}, then swings back.`
    : `It moves to ${formatNumber(to)} without overshooting.`;
  return (
    `spring() with mass ${formatNumber(mass)}, damping ${formatNumber(damping)}, stiffness ${formatNumber(stiffness)}` +
    `${overshootClamping ? ' and overshootClamping' : ''} at ${fps} fps, from ${formatNumber(from)} to ${formatNumber(to)}, ` +
    `drawn for frames 0 to ${model.totalFrames}. ${peak} ${settleText(model)}`
  );
}

export function springCode(model: SpringModel, frame: number): string {
  const {mass, damping, stiffness, overshootClamping, fps, from, to} = model.settings;
  return (
    `spring({\n  frame: ${frame},\n  fps: ${fps},\n  from: ${formatNumber(from)},\n  to: ${formatNumber(to)},\n` +
    `  config: {mass: ${formatNumber(mass)}, damping: ${formatNumber(damping)}, stiffness: ${formatNumber(stiffness)}, overshootClamping: ${overshootClamping}},\n` +
    `}); // → ${formatNumber(model.valueAt(frame))}`
  );
}
