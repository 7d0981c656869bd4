// The site's markdown pipeline on one source string, for the plugin tests.
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';

const md = await getMarkdown();

export const parse = (source: string, file = 'docs/page.md') => parseMarkdown(md, {file, source, kind: 'doc'});
