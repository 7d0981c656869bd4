// Appears (client side) when the reader scrolls up past a threshold; hidden without JavaScript.
import {ArrowUpIcon} from './Icons.tsx';
import {useT} from './Translate.tsx';

export function BackToTop() {
  const t = useT();
  return (
    <button type="button" className="back-to-top" aria-label={t('theme.BackToTopButton.buttonAriaLabel')} title={t('theme.BackToTopButton.buttonAriaLabel')}>
      <ArrowUpIcon />
    </button>
  );
}
