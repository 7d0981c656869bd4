// A small SVG line chart for the demos: a curve through sampled points, dashed guide lines, an
// optional marker for the current position and the domain ends as labels. Pure markup, so the
// server renders the same still figure the browser later animates.
import {formatNumber} from './format.ts';

export type Point = readonly [number, number];
export type Domain = readonly [number, number];

export interface ChartProps {
  points: readonly Point[];
  xDomain: Domain;
  yDomain: Domain;
  guidesX?: readonly number[];
  guidesY?: readonly number[];
  marker?: Point | null;
  xLabel?: string;
  yLabel?: string;
  /** Small multiples (the easing gallery) leave out the labels. */
  compact?: boolean;
  className?: string;
}

interface Scale {
  x(value: number): number;
  y(value: number): number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The `d` of a path through the points; non-finite values (NaN outside a curve's domain) break the line. */
export function curvePath(points: readonly Point[], scale: Scale): string {
  let d = '';
  let pen = false;
  for (const [x, y] of points) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${round(scale.x(x))} ${round(scale.y(y))}`;
    pen = true;
  }
  return d;
}

/** Bounds of the finite values and the values that must stay visible, with a little headroom. */
export function domainOf(values: readonly number[], include: readonly number[] = []): Domain {
  const finite = [...values, ...include].filter(Number.isFinite);
  if (!finite.length) return [0, 1];
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const pad = (max - min) * 0.08;
  return [min - pad, max + pad];
}

export function Chart(props: ChartProps) {
  const width = props.compact ? 160 : 480;
  const height = props.compact ? 120 : 240;
  const m = props.compact ? {top: 8, right: 8, bottom: 8, left: 8} : {top: 12, right: 14, bottom: 34, left: 52};
  const [x0, x1] = props.xDomain;
  const [y0, y1] = props.yDomain;
  const scale: Scale = {
    x: (value) => m.left + ((value - x0) / (x1 - x0 || 1)) * (width - m.left - m.right),
    y: (value) => height - m.bottom - ((value - y0) / (y1 - y0 || 1)) * (height - m.top - m.bottom),
  };
  const clampY = (value: number) => Math.min(height - m.bottom, Math.max(m.top, scale.y(value)));
  const marker = props.marker && Number.isFinite(props.marker[0]) && Number.isFinite(props.marker[1]) ? props.marker : null;
  return (
    <svg className={`demo__chart ${props.className ?? ''}`} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect className="demo__plot" x={m.left} y={m.top} width={width - m.left - m.right} height={height - m.top - m.bottom} />
      {y0 < 0 && y1 > 0 ? <line className="demo__axis" x1={m.left} x2={width - m.right} y1={scale.y(0)} y2={scale.y(0)} /> : null}
      {(props.guidesX ?? []).map((value, i) => (
        <line key={`x${i}`} className="demo__guide" x1={scale.x(value)} x2={scale.x(value)} y1={m.top} y2={height - m.bottom} />
      ))}
      {(props.guidesY ?? []).map((value, i) => (
        <line key={`y${i}`} className="demo__guide" x1={m.left} x2={width - m.right} y1={clampY(value)} y2={clampY(value)} />
      ))}
      <path className="demo__curve" d={curvePath(props.points, scale)} />
      {marker ? <circle className="demo__marker" cx={round(scale.x(marker[0]))} cy={round(clampY(marker[1]))} r={props.compact ? 5 : 6} /> : null}
      {props.compact ? null : (
        <g className="demo__ticks">
          <text x={m.left} y={height - m.bottom + 16} textAnchor="start">{formatNumber(x0, 2)}</text>
          <text x={width - m.right} y={height - m.bottom + 16} textAnchor="end">{formatNumber(x1, 2)}</text>
          <text x={(m.left + width - m.right) / 2} y={height - 4} textAnchor="middle">{props.xLabel}</text>
          <text x={m.left - 6} y={m.top + 10} textAnchor="end">{formatNumber(y1, 2)}</text>
          <text x={m.left - 6} y={height - m.bottom} textAnchor="end">{formatNumber(y0, 2)}</text>
          <text x={m.left - 6} y={(m.top + height - m.bottom) / 2} textAnchor="end">{props.yLabel}</text>
        </g>
      )}
    </svg>
  );
}
