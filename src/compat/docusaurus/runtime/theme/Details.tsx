// `@theme/Details`: a native <details> shaped like the docs' `:::details`.
import type {DetailsHTMLAttributes, ReactNode} from 'react';

export default function Details({summary, children, className, ...rest}: DetailsHTMLAttributes<HTMLDetailsElement> & {summary?: ReactNode}) {
  return (
    <details className={['details', className].filter(Boolean).join(' ')} {...rest}>
      <summary>{summary ?? 'Details'}</summary>
      <div className="details__body">{children}</div>
    </details>
  );
}
