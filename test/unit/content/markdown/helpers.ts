// The site's markdown pipeline on one source string, for the plugin tests: the parse result with
// its HTML as an English page shows it.
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {englishPage} from '../../../helpers/content-html.ts';

const md = await getMarkdown();

/** The parse result as parsing hands it on (theme texts as slots). */
export const parseContent = (source: string, file = 'docs/page.md') => parseMarkdown(md, {file, source, kind: 'doc'});

export const parse = (source: string, file = 'docs/page.md') => englishPage(parseContent(source, file));
