// The search modal island. The boot script's trigger (trigger.ts) mounts it on the first intent
// to search (props.open) and afterwards asks it to open with the `openEvent` it names in the
// props. It renders nothing while closed, so it hydrates its empty container without a mismatch.
import {useEffect, useRef, useState} from 'react';
import {SearchModal} from './modal.tsx';

interface OpenRequest {
  query?: string;
  /** Id of an input (the navbar box) whose text the modal takes over. */
  source?: string;
}

export default function SearchModalIsland(props: OpenRequest & {open?: boolean; openEvent?: string; readyEvent?: string}) {
  const [session, setSession] = useState<(OpenRequest & {key: number}) | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const open = (request: OpenRequest) => {
      setSession((current) => {
        if (current) return current;
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        return {...request, key: Date.now()};
      });
    };
    const onOpen = (event: Event) => open((event as CustomEvent<OpenRequest>).detail ?? {});
    const event = props.openEvent ?? 'sitegen:search-open';
    window.addEventListener(event, onOpen);
    if (props.open) open({query: props.query, source: props.source});
    return () => window.removeEventListener(event, onOpen);
    // Mount-time props only: later opens arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!session) return null;
  return (
    <SearchModal
      key={session.key}
      initialQuery={session.query ?? ''}
      source={session.source}
      readyEvent={props.readyEvent}
      onClose={(options) => {
        setSession(null);
        // Focus goes back where it was when the modal opened (the search button, usually),
        // unless a link was followed and the page is about to change.
        const target = returnTo.current;
        if (!options?.navigating && target?.isConnected) target.focus();
      }}
    />
  );
}
