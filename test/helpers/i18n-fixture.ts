// A site in English (default), French, Arabic (right to left) and Japanese, translated as a
// Docusaurus site is: `i18n/<locale>/docusaurus-plugin-content-docs/current/…` for docs,
// `…-blog/` for posts, code.json for the theme's texts, navbar.json and footer.json for the
// config's labels, current.json for sidebar labels. French translates one doc and leaves the other;
// Japanese has a heading of one unbroken run of characters, for its search tokens.
const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const I18N_CONFIG = `export default {
  title: 'Polyglot',
  url: 'https://example.com',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar', 'ja'],
    localeConfigs: {ja: {label: '日本語 (JA)'}},
  },
  navbar: {items: [
    {type: 'doc', docId: 'intro', label: 'Docs'},
    {to: '/blog', label: 'Blog'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ]},
  footer: {links: [{title: 'Community', items: [{label: 'Forum', href: 'https://example.com/forum'}]}], copyright: 'Polyglot authors'},
};
`;

export function i18nSite(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'sitegen.config.ts': I18N_CONFIG,
    'sidebars.ts': "export default {docs: ['intro', {type: 'category', label: 'Guides', items: ['guide']}]};\n",
    'docs/intro.md': page('Introduction', 'Start here. Read the [guide](./guide.md).\n\n## Install\n\nRun the installer.', 'slug: /\n'),
    'docs/guide.md': page('Guide', 'How to use the site. Back to [the start](./intro.md).\n\n## Steps\n\nFollow the steps.'),
    'blog/2024-03-05-hello.md': page('Hello', 'The first post.\n\n<!-- truncate -->\n\nMore of it.', 'tags: [news]\n'),
    'pages/index.tsx': 'export default function Home() { return <p>Home of the polyglot site.</p>; }\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': page('Introduction en français', 'Commencez ici. Lisez le [guide](./guide.md).\n\n## Installation\n\nLancez l’installateur pour la fromagerie.\n\n```bash\nnpm install polyglot\n```', 'slug: /\n'),
    'i18n/fr/docusaurus-plugin-content-blog/2024-03-05-hello.md': page('Bonjour', 'Le premier billet.\n\n<!-- truncate -->\n\n## La suite\n\nLa suite.\n\n```bash\nnpm run polyglot\n```', 'tags: [news]\n'),
    'i18n/fr/code.json': json({
      'theme.TOCCollapsible.toggleButtonLabel': {message: 'Sur cette page', description: 'The title of a page’s table of contents'},
      'theme.docs.paginator.next': {message: 'Suivant'},
      'theme.docs.paginator.previous': {message: 'Précédent'},
      'theme.common.skipToMainContent': {message: 'Aller au contenu principal'},
      'theme.i18n.untranslated': {message: 'Cette page n’est pas encore traduite en {language} : elle est affichée en {defaultLanguage}.'},
      'theme.navbar.mobileLanguageDropdown.label': {message: 'Langues'},
      'theme.CodeBlock.copy': {message: 'Copier'},
      'theme.CodeBlock.copied': {message: 'Copié'},
      'theme.common.headingLinkTitle': {message: 'Lien direct vers {heading}'},
      'theme.SearchBar.placeholder': {message: 'Rechercher'},
      'theme.SearchModal.noRecent': {message: 'Aucune recherche récente'},
      'theme.SearchModal.noResults': {message: 'Aucun résultat pour « {query} »'},
      'homepage.hero': {message: 'A text of the site’s own pages, not the theme’s'},
    }),
    'i18n/fr/docusaurus-theme-classic/navbar.json': json({'item.label.Docs': {message: 'Documentation'}, 'item.label.Blog': {message: 'Blogue'}}),
    'i18n/fr/docusaurus-theme-classic/footer.json': json({'link.title.Community': {message: 'Communauté'}, 'link.item.label.Forum': {message: 'Le forum'}, copyright: {message: 'Les auteurs de Polyglot'}}),
    'i18n/fr/docusaurus-plugin-content-docs/current.json': json({'sidebar.docs.category.Guides': {message: 'Les guides'}}),
    'i18n/ar/docusaurus-plugin-content-docs/current/intro.md': page('مقدمة', 'ابدأ من هنا. اقرأ [الدليل](./guide.md).\n\n## التثبيت\n\nشغّل برنامج التثبيت.', 'slug: /\n'),
    'i18n/ja/docusaurus-plugin-content-docs/current/intro.md': page('はじめに', 'ここから始めます。\n\n## 日本語の見出しです\n\n説明文です。', 'slug: /\n'),
    ...overrides,
  };
}
