// `@theme/MDXComponents`: the components MDX content renders its elements with, for sites that
// extend them (`{...MDXComponents, Highlight}`).
import type {HTMLAttributes} from 'react';
import Link from '../Link.tsx';
import Head from '../Head.tsx';
import Heading from './Heading.tsx';
import Admonition from './Admonition.tsx';
import Details from './Details.tsx';
import CodeBlock from './CodeBlock.server.tsx';
import Tabs from './Tabs.tsx';
import TabItem from './TabItem.tsx';
import MDXCode from './mdx/Code.tsx';
import MDXImg from './mdx/Img.tsx';
import MDXPre from './mdx/Pre.tsx';
import MDXUl, {MDXLi} from './mdx/Ul.tsx';

const heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => {
  const Component = (props: HTMLAttributes<HTMLHeadingElement>) => <Heading as={as} {...props} />;
  Component.displayName = `MDX${as}`;
  return Component;
};

const MDXComponents = {
  Head,
  details: Details,
  Details,
  a: Link,
  pre: MDXPre,
  code: MDXCode,
  CodeBlock,
  img: MDXImg,
  ul: MDXUl,
  li: MDXLi,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  admonition: Admonition,
  Admonition,
  Tabs,
  TabItem,
};

export default MDXComponents;
