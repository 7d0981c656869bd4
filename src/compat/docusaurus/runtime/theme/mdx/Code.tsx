// `@theme/MDXComponents/Code`: inline code as <code>; a block (a language class or several lines)
// as the code block.
import type {HTMLAttributes, ReactNode} from 'react';
import CodeBlock from '../CodeBlock.server.tsx';

export default function MDXCode(props: HTMLAttributes<HTMLElement> & {children?: ReactNode}) {
  const text = typeof props.children === 'string' ? props.children : undefined;
  const block = /(^|\s)language-/.test(props.className ?? '') || (text?.includes('\n') ?? false);
  return block ? <CodeBlock {...(props as object)} /> : <code {...props} />;
}
