// `@theme/CodeBlock` in a hydrated page: the same frame as the server's; the coloured lines the
// server wrote are kept (React leaves inner HTML it did not write alone while hydrating).
import {Children, type ReactNode} from 'react';
import {codeBlockProps, type DocusaurusCodeBlockProps} from './code-block-props.ts';

export default function CodeBlock(props: DocusaurusCodeBlockProps) {
  const shaped = codeBlockProps(props, Children.toArray(props.children as ReactNode).join(''));
  return (
    <div className={['code-block', shaped.className].filter(Boolean).join(' ')} data-lang={shaped.lang} role="group" aria-label={shaped.title} suppressHydrationWarning>
      {shaped.title ? <div className="code-block__title">{shaped.title}</div> : null}
      <div className="code-block__body" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />
    </div>
  );
}
