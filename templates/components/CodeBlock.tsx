// A code block on a site's own React pages, coloured at build time by the docs' highlighter (one
// theme, one shiki instance) and shaped like a docs code block, so the client's wrap and copy
// buttons work on it. Server-rendered pages only: it highlights while the page renders.
import {getHighlighter} from '../../src/content/highlight.ts';
import {useT} from './Translate.tsx';

const highlighter = await getHighlighter();

export interface CodeBlockProps {
  code: string;
  lang: string;
  title?: string;
  /** The block's accessible name when it has no title. */
  label?: string;
  className?: string;
  /** The Wrap toggle (default on); a one-line command has nothing to wrap. */
  wrapToggle?: boolean;
}

export function CodeBlock(props: CodeBlockProps) {
  const t = useT();
  const html = highlighter
    .highlight(props.code, props.lang)
    .map(({html: line, classes}) => `<span class="${['line', ...classes].join(' ')}">${line || ' '}</span>`)
    .join('\n');
  return (
    <div className={['code-block', props.className].filter(Boolean).join(' ')} data-lang={props.lang} role="group" aria-label={props.title ?? props.label}>
      {props.title ? <div className="code-block__title">{props.title}</div> : null}
      <div className="code-block__body">
        <pre tabIndex={0}>
          <code dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <div className="code-block__buttons">
          {props.wrapToggle === false ? null : (
            <button type="button" className="wrap-button" aria-pressed="false" aria-label={t('theme.CodeBlock.wordWrapToggle')}>
              {t('theme.CodeBlock.wrap')}
            </button>
          )}
          <button type="button" className="copy-button" aria-label={t('theme.CodeBlock.copyButtonAriaLabel')}>
            {t('theme.CodeBlock.copy')}
          </button>
        </div>
      </div>
    </div>
  );
}
