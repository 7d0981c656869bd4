// The colour mode switch. Both icons are rendered; CSS shows the one for the current mode, so the
// server markup is right before any script runs. Hidden without JavaScript (it could not work).
import {MoonIcon, SunIcon} from './Icons.tsx';

export function ThemeToggle() {
  return (
    <button type="button" className="icon-button theme-toggle" aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
      <SunIcon className="theme-toggle__sun" />
      <MoonIcon className="theme-toggle__moon" />
    </button>
  );
}
