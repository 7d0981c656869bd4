// The colour mode switch. Both icons are rendered; CSS shows the one for the current mode, so the
// server markup is right before any script runs. Hidden without JavaScript (it could not work).
import {MoonIcon, SunIcon} from './Icons.tsx';
import {useT} from './Translate.tsx';

export function ThemeToggle() {
  const t = useT();
  return (
    <button type="button" className="icon-button theme-toggle" aria-label={t('theme.colorToggle.ariaLabel')} title={t('theme.colorToggle.ariaLabel')}>
      <SunIcon className="theme-toggle__sun" />
      <MoonIcon className="theme-toggle__moon" />
    </button>
  );
}
