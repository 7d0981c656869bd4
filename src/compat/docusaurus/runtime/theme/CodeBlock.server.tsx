// `@theme/CodeBlock` on the server: the theme's code block, coloured by the docs' highlighter.
import {Children, type ReactNode} from 'react';
import {CodeBlock as ThemeCodeBlock} from '../../../../../templates/components/CodeBlock.tsx';
import {codeBlockProps, type DocusaurusCodeBlockProps} from './code-block-props.ts';

export default function CodeBlock(props: DocusaurusCodeBlockProps) {
  return <ThemeCodeBlock {...codeBlockProps(props, Children.toArray(props.children as ReactNode).join(''))} />;
}
