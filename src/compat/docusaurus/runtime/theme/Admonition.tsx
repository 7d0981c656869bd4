// `@theme/Admonition`: the docs' admonition box (note, tip, info, warning, danger, …).
import type {ReactNode} from 'react';

const TYPES = new Set(['note', 'tip', 'info', 'important', 'caution', 'warning', 'danger']);
const ALIASES: Record<string, string> = {secondary: 'note', success: 'tip'};

export default function Admonition({type = 'note', title, children, className}: {type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode; className?: string}) {
  const kind = TYPES.has(type) ? type : (ALIASES[type] ?? 'note');
  return (
    <div className={['admonition', `admonition--${kind}`, className].filter(Boolean).join(' ')}>
      <p className="admonition__title">{title ?? kind[0].toUpperCase() + kind.slice(1)}</p>
      {children}
    </div>
  );
}
