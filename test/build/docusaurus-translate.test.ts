// Regression: `<Translate>` and `translate()` in a Docusaurus site's code rendered the default
// message in every locale, and useDocusaurusContext() said every page was in the default locale.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSite} from '../helpers/site.ts';
import {TRANSLATED_SITE} from '../helpers/docusaurus-translated-site.ts';

const text = (html: string, id: string) => new RegExp(`<[a-z0-9]+ id="${id}">([^<]*(?:<!-- -->[^<]*)*)<`).exec(html)?.[1]?.replace(/<!-- -->/g, '');

test('bug: <Translate> and translate() showed the default message in every locale; now each locale has its code.json text', () => {
  const built = buildSite(TRANSLATED_SITE);
  assert.equal(built.status, 0, built.stderr);
  const en = built.read('index.html');
  const fr = built.read('fr/index.html');
  assert.equal(text(en, 'greet'), 'Hello Ada');
  assert.equal(text(fr, 'greet'), 'Bonjour Ada', 'looked up by id, values filled');
  assert.equal(text(en, 'bye'), 'Goodbye');
  assert.equal(text(fr, 'bye'), 'Au revoir', 'without an id the default message is the key');
  assert.equal(text(fr, 'kept'), 'Stays English', 'a message the locale lacks stays as written');
  assert.equal(text(en, 'locale'), 'en');
  assert.equal(text(fr, 'locale'), 'fr', 'useDocusaurusContext() names the page\'s locale');
  // The page hydrates: the browser needs the texts to render what the server did.
  assert.match(fr, /"codeTranslations":\{"home.greeting":"Bonjour \{name\}","Goodbye":"Au revoir"\}/);
  assert.doesNotMatch(en, /codeTranslations/, 'a locale without translations carries none');
});
