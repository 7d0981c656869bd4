// `@theme/Heading`: a heading; with an id it gets the self-link the docs' headings have.
import type {HTMLAttributes, ReactNode} from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
}

export default function Heading({as: As, id, children, ...rest}: HeadingProps) {
  if (As === 'h1' || !id) {
    return (
      <As id={id} {...rest}>
        {children}
      </As>
    );
  }
  return (
    <As id={id} {...rest}>
      {children}{' '}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${typeof children === 'string' ? children : id}`}>
        #
      </a>
    </As>
  );
}
