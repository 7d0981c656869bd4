// search/settings.json: a hosted index set up to rank the records like the local engine, checked
// against the records the build writes and the local engine's own fields and constants.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getMarkdown} from '../../../src/content/load.ts';
import {parseMarkdown} from '../../../src/content/parse.ts';
import type {Route} from '../../../src/routes/types.ts';
import {validateConfig} from '../../../src/config/validate.ts';
import {recordsForRoute} from '../../../src/search/records.ts';
import {hostedSettings} from '../../../src/search/settings.ts';
import {FIELD_WEIGHTS, HOSTED_ATTRIBUTES, LOCAL_FIELDS, RECORDS_PER_PAGE, toDocument, typoDistance} from '../../../src/shared/local-index.ts';
import {SEARCH} from '../../../src/shared/search-constants.ts';
import type {SearchRecord} from '../../../src/shared/search-types.ts';

const md = await getMarkdown();
const parsed = parseMarkdown(md, {file: 'docs/spring.md', kind: 'doc', source: '---\ntitle: spring()\nkeywords: [bounce, physics]\n---\n\nA physics animation.\n\n## Options\n\nDamping and mass.\n\n### Mass\n\nHeavier.\n'});
const route = {kind: 'doc', path: '/docs/spring', source: 'docs/spring.md', title: 'spring()', description: 'Animate with a physics model.', keywords: ['bounce', 'physics'], doc: {breadcrumbs: [{label: 'API', href: '/docs/api'}]}} as unknown as Route;
const records = recordsForRoute(route, parsed);
const config = validateConfig({title: 'T', url: 'https://e.com', search: {provider: 'local', synonyms: [['chrome', 'chromium'], ['ssr', 'server-side rendering']]}}, 'sitegen.config.ts');
const {settings, synonyms} = hostedSettings(config);

const valueAt = (record: SearchRecord, attribute: string): unknown => attribute.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
const attributeNames = (entry: string) => entry.split(',').map((a) => a.replace(/^unordered\((.*)\)$/, '$1'));

test('searchable attributes are the local fields in the order of their weights, and exist on the records', () => {
  const order = settings.searchableAttributes.map((entry) => HOSTED_ATTRIBUTES.find((h) => h.attributes.includes(attributeNames(entry)[0]))!.field);
  assert.deepEqual(order, [...LOCAL_FIELDS].sort((a, b) => FIELD_WEIGHTS[b] - FIELD_WEIGHTS[a]));
  for (const attribute of settings.searchableAttributes.flatMap(attributeNames)) {
    assert.ok(records.some((record) => valueAt(record, attribute) !== undefined), attribute);
  }
});

test('each record holds in those attributes exactly the text the local engine indexes for it', () => {
  for (const record of records) {
    const local = toDocument(record);
    for (const {field, attributes} of HOSTED_ATTRIBUTES) {
      if (field === 'context' || field === 'heading' || field === 'keywords' || field === 'description') continue;
      const hosted = attributes.map((a) => valueAt(record, a)).filter((v) => v !== null && v !== undefined);
      if (local[field]) assert.ok(hosted.some((v) => String(v) === local[field]), `${record.objectID} ${field}`);
    }
    if (record.type === 'lvl1') {
      assert.equal(local.keywords, (record.keywords ?? []).join(' '));
      assert.equal(local.description, record.description);
      assert.equal(local.context, record.hierarchy.lvl0);
    } else if (record.type !== 'content') {
      assert.equal(local.heading, record.hierarchy[record.type]);
    }
  }
  assert.deepEqual(records[0].keywords, ['bounce', 'physics'], 'front matter keywords on the page record');
});

test('distinct by page with as many records per page as the local engine shows, ranked title first', () => {
  assert.equal(settings.distinct, RECORDS_PER_PAGE);
  assert.ok(records.every((record) => record.url_without_anchor === record.url.split('#')[0]));
  for (const ranking of settings.customRanking) {
    const attribute = /^(?:asc|desc)\((.*)\)$/.exec(ranking)![1];
    assert.ok(records.every((record) => typeof valueAt(record, attribute) === 'number'), attribute);
  }
  const levels = records.map((r) => r.weight.level);
  assert.ok(levels[0] > levels[records.findIndex((r) => r.type === 'lvl2')] && levels[records.findIndex((r) => r.type === 'lvl2')] > levels[records.findIndex((r) => r.type === 'lvl3')]);
  assert.equal(records.find((r) => r.type === 'content')!.weight.level, 0);
});

test('typo thresholds, camelCase splitting, optional words, snippets and synonyms match the local engine', () => {
  assert.equal(typoDistance('x'.repeat(settings.minWordSizefor1Typo)), 1);
  assert.equal(typoDistance('x'.repeat(settings.minWordSizefor1Typo - 1)), 0);
  assert.equal(typoDistance('x'.repeat(settings.minWordSizefor2Typos)), 2);
  assert.equal(typoDistance('x'.repeat(settings.minWordSizefor2Typos - 1)), 1);
  assert.deepEqual(new Set(settings.camelCaseAttributes), new Set(HOSTED_ATTRIBUTES.flatMap((h) => h.attributes)));
  assert.equal(settings.removeWordsIfNoResults, 'allOptional');
  assert.deepEqual(settings.attributesToSnippet, [`content:${SEARCH.snippetWords}`]);
  assert.deepEqual(synonyms, [
    {objectID: 'synonyms-0', type: 'synonym', synonyms: ['chrome', 'chromium']},
    {objectID: 'synonyms-1', type: 'synonym', synonyms: ['ssr', 'server-side rendering']},
  ]);
});

test('a synonym group of one entry is a config error naming the key', () => {
  assert.throws(() => validateConfig({title: 'T', url: 'https://e.com', search: {provider: 'local', synonyms: [['chrome']]}}, 'sitegen.config.ts'), /sitegen\.config\.ts[^]*search\.synonyms\.0: a synonym group needs at least two entries/);
});
