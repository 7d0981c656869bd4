import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Heading from '../../../../../src/compat/docusaurus/runtime/theme/Heading.tsx';
import {setServerThemeMessages} from '../../../../../src/compat/docusaurus/runtime/theme-messages.ts';

const heading = () => renderToStaticMarkup(createElement(Heading, {as: 'h2', id: 'steps'}, 'Steps & more'));

test('@theme/Heading names its link in the page\'s language while the page renders, without rewriting its HTML afterwards', () => {
  setServerThemeMessages({'theme.common.headingLinkTitle': 'Lien direct vers {heading}'});
  try {
    assert.match(heading(), /<a class="hash-link" href="#steps" aria-label="Lien direct vers Steps &amp; more">#<\/a>/);
  } finally {
    setServerThemeMessages(undefined);
  }
  assert.match(heading(), /aria-label="Direct link to Steps &amp; more"/, 'outside a page render (the browser): the default message');
});
