// Markdown output produced by the engine (already escaped and highlighted).
// `lang`: content in another language than the page (an untranslated page shown in the default one).
export function Html({html, className, lang}: {html: string; className?: string; lang?: string}) {
  return <div className={className ?? 'markdown'} lang={lang} dangerouslySetInnerHTML={{__html: html}} />;
}
