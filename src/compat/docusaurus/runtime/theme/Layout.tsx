// `@theme/Layout`: the page's content. sitegen's own page layout draws the navbar and footer around
// every page; this one passes the page's title and description to its <head>.
import type {ReactNode} from 'react';
import {serverPageState} from '../data.ts';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export default function Layout({children, title, description, wrapperClassName}: LayoutProps) {
  const page = serverPageState();
  if (page) {
    if (title) page.title = title;
    if (description) page.description = description;
  }
  return <div className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>;
}
