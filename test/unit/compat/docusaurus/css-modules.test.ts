import {test} from 'node:test';
import assert from 'node:assert/strict';
import {scopeCssModule, scopedClassName} from '../../../../src/compat/docusaurus/css-modules.ts';

test('class selectors are scoped; declarations, numbers, urls, strings and :global() are not', () => {
  const css = `.hero { padding: .5rem; background: url(./a.b.png); }
a.hero:hover > .title, [data-x=".no"] .title { content: ".not"; }
:global(.navbar) .hero { margin: 0 }
@media (max-width: 600px) { .hero { padding: 1.5em } }
/* .comment { } */
.-x-1 {}`;
  const {css: out, classes} = scopeCssModule(css, 'src/pages/index.module.css');
  const hero = scopedClassName('src/pages/index.module.css', 'hero');
  const title = scopedClassName('src/pages/index.module.css', 'title');
  assert.deepEqual(Object.keys(classes).sort(), ['-x-1', 'hero', 'title']);
  assert.equal(classes.hero, hero);
  assert.match(out, new RegExp(`^\\.${hero} \\{ padding: \\.5rem; background: url\\(\\./a\\.b\\.png\\); \\}`));
  assert.ok(out.includes(`a.${hero}:hover > .${title}, [data-x=".no"] .${title} { content: ".not"; }`));
  assert.ok(out.includes(`.navbar .${hero} { margin: 0 }`));
  assert.ok(out.includes(`@media (max-width: 600px) { .${hero} { padding: 1.5em } }`));
  assert.ok(out.includes('/* .comment { } */'));
});

test('a scoped name depends on the file and the class only (deterministic across builds and bundles)', () => {
  assert.equal(scopedClassName('src/pages/a.module.css', 'x'), scopedClassName('src/pages/a.module.css', 'x'));
  assert.notEqual(scopedClassName('src/pages/a.module.css', 'x'), scopedClassName('src/pages/users/a.module.css', 'x'));
  assert.match(scopedClassName('src/pages/a.module.css', 'hero'), /^hero_[0-9a-f]{6}$/);
});
