// `@docusaurus/Head`: its children go into the page's <head> (collected on the server; a <title>
// there becomes the page title).
import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import {serverPageState} from './data.ts';

export default function Head({children}: {children?: ReactNode}) {
  const page = serverPageState();
  if (page) {
    Children.forEach(children, (child) => {
      if (!isValidElement(child)) return;
      const element = child as ReactElement<{children?: ReactNode; content?: string; name?: string}>;
      if (element.type === 'title') page.title = Children.toArray(element.props.children).join('');
      else if (element.type === 'meta' && element.props.name === 'description' && element.props.content) page.description = element.props.content;
      else page.head.push(element);
    });
  }
  return null;
}
