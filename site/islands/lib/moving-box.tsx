// A box that moves along a track as a value moves through a domain: the same motion the value
// would give an element in a video. Decorative; the numbers are in the text next to it.
import type {Domain} from './chart.tsx';

export function MovingBox({value, domain}: {value: number; domain: Domain}) {
  const visible = Number.isFinite(value);
  const fraction = visible ? Math.min(1, Math.max(0, (value - domain[0]) / (domain[1] - domain[0] || 1))) : 0;
  return (
    <div className="demo__track" aria-hidden="true">
      <div
        className="demo__box"
        data-position={fraction.toFixed(4)}
        style={{left: `calc(${(fraction * 100).toFixed(2)}% - ${(fraction * 1.8).toFixed(3)}rem)`, opacity: visible ? 1 : 0}}
      />
    </div>
  );
}
