// Docusaurus's CodeBlock props → the theme code block's.
import type {ReactNode} from 'react';

export interface DocusaurusCodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  metastring?: string;
}

export function codeBlockProps(props: DocusaurusCodeBlockProps, code: string) {
  const fromClass = /(?:^|\s)language-([\w-]+)/.exec(props.className ?? '')?.[1];
  return {
    code: code.replace(/\n$/, ''),
    lang: props.language ?? fromClass ?? 'text',
    title: typeof props.title === 'string' ? props.title : undefined,
    className: props.className?.replace(/(?:^|\s)language-[\w-]+/, '').trim() || undefined,
    wrapToggle: code.includes('\n'),
  };
}
