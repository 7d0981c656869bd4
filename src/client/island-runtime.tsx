// Hydrates one server-rendered island. A crash inside it is contained: the island shows
// 'This page crashed.' with a 'Try again' button instead of taking the page down.
import {Component, createElement, type ComponentType, type ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {CRASH_TEXTS, clientTextId} from '../shared/client-texts.ts';
import {localText} from './texts.ts';

interface BoundaryState {
  error: Error | null;
}

export class IslandBoundary extends Component<{children: ReactNode}, BoundaryState> {
  state: BoundaryState = {error: null};

  static getDerivedStateFromError(error: Error): BoundaryState {
    return {error};
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <p className="crash__title">{localText(clientTextId('Crash', 'title'), CRASH_TEXTS.title)}</p>
        <p className="crash__message">{this.state.error.message}</p>
        <button type="button" className="button" onClick={() => this.setState({error: null})}>
          {localText(clientTextId('Crash', 'tryAgain'), CRASH_TEXTS.tryAgain)}
        </button>
      </div>
    );
  }
}

/**
 * An MDX component's children, as the server rendered them: the markdown inside its tags stays the
 * server's HTML (its own islands hydrate on their own), in the holder the server wrapped it in.
 */
function serverChildren(element: Element): ReactNode {
  const holder = [...element.querySelectorAll('[data-mdx-children]')].find((found) => found.parentElement?.closest('[data-island]') === element);
  // Children the server rendered hidden wait in a template next to the island.
  const waiting = element.nextElementSibling?.matches('template[data-mdx-children]') ? element.nextElementSibling : undefined;
  const html = holder?.innerHTML ?? waiting?.innerHTML;
  if (html === undefined) return undefined;
  return createElement('div', {'data-mdx-children': '', style: {display: 'contents'}, dangerouslySetInnerHTML: {__html: html}});
}

export function mountIsland(Island: ComponentType<Record<string, unknown>>, element: Element, props: Record<string, unknown>) {
  return hydrateRoot(element, createElement(IslandBoundary, null, createElement(Island, props, serverChildren(element))), {
    // A mismatch between server and client markup is recoverable: React re-renders on the client.
    onRecoverableError: () => {},
  });
}
