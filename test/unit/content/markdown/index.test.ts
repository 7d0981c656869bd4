import {test} from 'node:test';
import assert from 'node:assert/strict';
import mark from 'markdown-it-mark';
import type {MarkdownIt} from 'markdown-it';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {ConfigError} from '../../../../src/errors.ts';
import {parse as parseSite} from './helpers.ts';
import {englishPage} from '../../../helpers/content-html.ts';

const parse = (md: MarkdownIt, source: string) => englishPage(parseMarkdown(md, {file: 'docs/p.md', source, kind: 'doc'}));

test('site markdown-it plugins from npm apply, with options, after sitegen’s own', async () => {
  const tables = (md: MarkdownIt, options: {className: string}) => {
    md.renderer.rules.table_open = () => `<table class="${options.className}">\n`;
    md.renderer.rules.table_close = () => '</table>\n';
  };
  const md = await getMarkdown([mark, [tables, {className: 'plain'}]]);
  const page = parse(md, 'Some ==marked== text.\n\n| a |\n|---|\n| 1 |\n');
  assert.match(page.html, /<p>Some <mark>marked<\/mark> text\.<\/p>/);
  // Overriding sitegen's table wrapper works only if the plugin runs after it.
  assert.match(page.html, /<table class="plain">/);
  assert.doesNotMatch(page.html, /table-wrapper/);
  // Without plugins, the shared instance knows nothing of them.
  assert.doesNotMatch(parse(await getMarkdown(), 'Some ==marked== text.\n').html, /<mark>/);
});

test('a plugin that throws while loading is a config error naming the plugin', async () => {
  function broken() {
    throw new Error('needs options');
  }
  await assert.rejects(getMarkdown([broken], 'site/sitegen.config.ts'), (error: ConfigError) => {
    assert.ok(error instanceof ConfigError);
    assert.equal(error.message, 'markdown.plugins[0] (broken) failed to load: needs options');
    assert.deepEqual(error.location, {file: 'site/sitegen.config.ts'});
    return true;
  });
});

test('emoji shortcodes render as emoji; smiley shortcuts and code stay as written', () => {
  const page = parseSite('Done :tada: :white_check_mark: :not_an_emoji: (a:) :-) `:tada:`\n');
  assert.equal(page.html, '<p>Done 🎉 ✅ :not_an_emoji: (a:) :-) <code>:tada:</code></p>\n');
});
