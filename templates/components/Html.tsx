// Markdown output produced by the engine (already escaped and highlighted).
export function Html({html, className}: {html: string; className?: string}) {
  return <div className={className ?? 'markdown'} dangerouslySetInnerHTML={{__html: html}} />;
}
