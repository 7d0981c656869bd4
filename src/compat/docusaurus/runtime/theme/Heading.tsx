// `@theme/Heading`: a heading; with an id it gets the self-link the docs' headings have.
import type {HTMLAttributes, ReactNode} from 'react';
import {themeMessage} from '../theme-messages.ts';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
}

/** The link's accessible name, in the page's language (Docusaurus's `theme.common.headingLinkTitle`). */
function linkName(heading: string): string {
  return themeMessage('theme.common.headingLinkTitle', 'Direct link to {heading}').replace(/\{heading\}/g, () => heading);
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
      <a className="hash-link" href={`#${id}`} aria-label={linkName(typeof children === 'string' ? children : id)}>
        #
      </a>
    </As>
  );
}
