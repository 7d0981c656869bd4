// A Docusaurus site in English and French whose hydrated home page uses `<Translate>`, `translate()`
// and useDocusaurusContext()'s locale (build and browser tests of the layer's translations).
const PAGE = `import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useState} from 'react';
export default function Home() {
  const {i18n} = useDocusaurusContext();
  const [n, setN] = useState(0);
  return (
    <div>
      <h2 id="greet"><Translate id="home.greeting" values={{name: 'Ada'}}>{'Hello {name}'}</Translate></h2>
      <p id="bye">{translate({message: 'Goodbye'})}</p>
      <p id="kept"><Translate id="home.untranslated">Stays English</Translate></p>
      <p id="locale">{i18n.currentLocale}</p>
      <button type="button" id="count" onClick={() => setN(n + 1)}>{n}</button>
    </div>
  );
}
`;

export const TRANSLATED_SITE = {
  'sitegen.config.ts': "export default {title: 'Dino', url: 'https://example.com', i18n: {defaultLocale: 'en', locales: ['en', 'fr']}};\n",
  'src/pages/index.jsx': PAGE,
  'i18n/fr/code.json': JSON.stringify({'home.greeting': {message: 'Bonjour {name}'}, Goodbye: {message: 'Au revoir'}}),
};

