// Code on the site's own pages, coloured at build time by the docs' highlighter (one theme, one
// shiki instance) and shaped like a docs code block, so the client's copy button works on it.
import {getHighlighter} from '../../../src/content/highlight.ts';

const highlighter = await getHighlighter();

export function CodeBlock(props: {code: string; lang: string; title?: string; label?: string; className?: string}) {
  const html = highlighter
    .lines(props.code, props.lang)
    .map((line) => `<span class="line">${line || ' '}</span>`)
    .join('\n');
  return (
    <div className={['code-block', props.className].filter(Boolean).join(' ')} data-lang={props.lang} role="group" aria-label={props.title ?? props.label}>
      {props.title ? <div className="code-block__title">{props.title}</div> : null}
      <div className="code-block__body">
        <pre tabIndex={0}>
          <code dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <button type="button" className="copy-button" aria-label="Copy code to clipboard">
          Copy
        </button>
      </div>
    </div>
  );
}
