// Appears (client side) when the reader scrolls up past a threshold; hidden without JavaScript.
import {ArrowUpIcon} from './Icons.tsx';

export function BackToTop() {
  return (
    <button type="button" className="back-to-top" aria-label="Scroll back to top" title="Scroll back to top">
      <ArrowUpIcon />
    </button>
  );
}
