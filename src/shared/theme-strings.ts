// Every text the theme shows around the content, by id: the English messages (the spec's texts)
// and what each is for. A locale's `i18n/<locale>/code.json` replaces messages by id; ids follow
// Docusaurus's where it has the same text, so a translated Docusaurus site's code.json applies.
// `{name}` marks a value filled in when the text is shown.
export const THEME_STRINGS = {
  'theme.common.skipToMainContent': {message: 'Skip to main content', description: 'The skip link at the top of every page, for keyboard users'},
  'theme.NavBar.navAriaLabel': {message: 'Main', description: 'The accessible name of the navbar'},
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': {message: 'Navigation bar toggle', description: 'The button opening the mobile menu'},
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': {message: 'Close navigation bar', description: 'The button closing the mobile menu'},
  'theme.navbar.mobileMenu.ariaLabel': {message: 'Main menu', description: 'The accessible name of the mobile menu'},
  'theme.navbar.mobileVersionsDropdown.label': {message: 'Versions', description: 'The label of the docs version dropdown'},
  'theme.navbar.mobileLanguageDropdown.label': {message: 'Languages', description: 'The label of the language dropdown'},
  'theme.SearchBar.label': {message: 'Search', description: 'The search button of the navbar'},
  'theme.SearchBar.placeholder': {message: 'Search docs', description: 'The placeholder of the search fields'},
  'theme.colorToggle.ariaLabel': {message: 'Switch between dark and light mode', description: 'The colour mode button'},
  'theme.AnnouncementBar.ariaLabel': {message: 'Announcement', description: 'The accessible name of the announcement bar'},
  'theme.AnnouncementBar.closeButtonAriaLabel': {message: 'Close', description: 'The button closing the announcement bar'},
  'theme.BackToTopButton.buttonAriaLabel': {message: 'Scroll back to top', description: 'The back-to-top button'},
  'theme.docs.breadcrumbs.navAriaLabel': {message: 'Breadcrumbs', description: 'The accessible name of a doc’s breadcrumbs'},
  'theme.docs.sidebar.navAriaLabel': {message: 'Docs sidebar', description: 'The accessible name of the docs sidebar'},
  'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel': {message: 'Toggle the category {label}', description: 'The button folding a sidebar category'},
  'theme.TOCCollapsible.toggleButtonLabel': {message: 'On this page', description: 'The title of a page’s table of contents'},
  'theme.docs.paginator.navAriaLabel': {message: 'Docs pages', description: 'The accessible name of the previous/next links of a doc'},
  'theme.docs.paginator.previous': {message: 'Previous', description: 'The link to the previous doc'},
  'theme.docs.paginator.next': {message: 'Next', description: 'The link to the next doc'},
  'theme.common.editThisPage': {message: 'Edit this page', description: 'The link to a page’s source'},
  'theme.lastUpdated.lastUpdatedAtBy': {message: 'Last updated{atDate}{byUser}', description: 'When and by whom a doc was last changed'},
  'theme.lastUpdated.atDate': {message: ' on {date}', description: 'The date part of “Last updated”'},
  'theme.lastUpdated.byUser': {message: ' by {user}', description: 'The author part of “Last updated”'},
  'theme.docs.versions.unreleasedVersionLabel': {message: 'You are reading the {siteTitle} documentation for {versionLabel}, which is not released yet.', description: 'The banner of an unreleased docs version'},
  'theme.docs.versions.unmaintainedVersionLabel': {message: 'You are reading the {siteTitle} documentation for {versionLabel}, which is no longer maintained.', description: 'The banner of an unmaintained docs version'},
  'theme.docs.versions.latestVersionSuggestionLabel': {message: 'For the current release, read {latestVersionLink}.', description: 'The banner’s link to the same page in the last version'},
  'theme.docs.versions.latestVersionLinkLabel': {message: 'this page in {versionLabel}', description: 'The text of the banner’s link'},
  'theme.i18n.untranslated': {message: 'This page has not been translated into {language} yet: it is shown in {defaultLanguage}.', description: 'The notice on a page shown in the default language because the locale has no translation of it'},
  'theme.docs.category.description': {message: 'Every page of {category}', description: 'The description of a generated category index page'},
  'theme.blog.paginator.navAriaLabel': {message: 'Blog list page navigation', description: 'The accessible name of a blog list’s pager'},
  'theme.blog.paginator.newerEntries': {message: 'Newer entries', description: 'The link to the newer posts'},
  'theme.blog.paginator.olderEntries': {message: 'Older entries', description: 'The link to the older posts'},
  'theme.blog.paginator.page': {message: 'Page {page}', description: 'The page a blog list pager link leads to'},
  'theme.blog.post.paginator.navAriaLabel': {message: 'Blog post page navigation', description: 'The accessible name of a post’s pager'},
  'theme.blog.post.paginator.newerPost': {message: 'Newer post', description: 'The link to the newer post'},
  'theme.blog.post.paginator.olderPost': {message: 'Older post', description: 'The link to the older post'},
  'theme.blog.post.readMore': {message: 'Read more →', description: 'The link from a post’s excerpt to the post'},
  'theme.blog.listPageTitle': {message: '{blogTitle}: page {page}', description: 'The title of a blog list page after the first'},
  'theme.blog.archive.lead': {message: 'Every post of {blogTitle}, newest first.', description: 'The line under the archive’s title'},
  'theme.blog.post.readMoreLabel': {message: 'Read more about {title}', description: 'The link from a post’s excerpt to the post'},
  'theme.blog.post.readingTime': {message: '{readingTime} min read', description: 'How long a post takes to read'},
  'theme.blog.post.authorsAriaLabel': {message: 'Authors', description: 'The accessible name of a post’s list of authors'},
  'theme.blog.post.authorSocial': {message: '{name} on {platform}', description: 'The accessible name of an author’s social link'},
  'theme.blog.archive.title': {message: 'Archive', description: 'The title of the blog archive page'},
  'theme.blog.archive.description': {message: 'Every post of {blogTitle}, by year', description: 'The description of the blog archive page'},
  'theme.tags.tagsPageTitle': {message: 'Tags', description: 'The title of the tags page'},
  'theme.tags.tagsPageDescription': {message: 'Topics of {blogTitle}', description: 'The description of the tags page'},
  'theme.tags.tagsListLabel': {message: 'Tags', description: 'The label before a post’s tags'},
  'theme.tags.tagsPageLink': {message: 'View all tags', description: 'The link from a tag page to the tags page'},
  'theme.blog.tagTitle': {message: '{nPosts} tagged with "{tagName}"', description: 'The title of a tag page'},
  'theme.blog.post.plurals': {message: '{count} post|{count} posts', description: 'A number of posts: one form per plural category of the language (Intl.PluralRules), separated by |'},
  'theme.blog.tagDescription': {message: 'Posts of {blogTitle} tagged {tagName}', description: 'The description of a tag page'},
  'theme.NotFound.title': {message: 'Page Not Found', description: 'The title of the 404 page'},
  'theme.NotFound.p1': {message: 'We could not find what you were looking for.', description: 'The first paragraph of the 404 page'},
  'theme.NotFound.p2': {message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.', description: 'The second paragraph of the 404 page'},
  'theme.NotFound.docsLink': {message: 'Read the docs', description: 'A link of the 404 page'},
  'theme.NotFound.searchLink': {message: 'Search the docs', description: 'A link of the 404 page'},
  'theme.NotFound.homeLink': {message: 'Home page', description: 'A link of the 404 page'},
  'theme.SearchPage.title': {message: 'Search the documentation', description: 'The title of the search page'},
  'theme.SearchPage.description': {message: 'Search {siteTitle}', description: 'The description of the search page'},
  'theme.CodeBlock.copyButtonAriaLabel': {message: 'Copy code to clipboard', description: 'The copy button of a code block'},
  'theme.CodeBlock.wordWrapToggle': {message: 'Wrap long lines', description: 'The accessible name of the word-wrap button of a code block'},
  'theme.CodeBlock.wrap': {message: 'Wrap', description: 'The word-wrap button of a code block'},
  'theme.CodeBlock.copy': {message: 'Copy', description: 'The copy button of a code block'},
  'theme.common.headingLinkTitle': {message: 'Direct link to {heading}', description: 'The accessible name of a heading’s # link'},
} as const;

export type ThemeStringId = keyof typeof THEME_STRINGS;
/** A locale's messages by id (every id present: English where the locale has no translation). */
export type ThemeMessages = Record<ThemeStringId, string>;

export const ENGLISH_MESSAGES = Object.fromEntries(Object.entries(THEME_STRINGS).map(([id, entry]) => [id, entry.message])) as ThemeMessages;

/** The message of `id` with its `{name}` values filled in. */
export function translate(messages: ThemeMessages, id: ThemeStringId, values: Record<string, string | number> = {}): string {
  return (messages[id] ?? ENGLISH_MESSAGES[id]).replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** A message with plural forms (`one|other`, in the order of Intl.PluralRules's categories for `lang`). */
export function translatePlural(messages: ThemeMessages, id: ThemeStringId, count: number, lang: string, values: Record<string, string | number> = {}): string {
  const forms = (messages[id] ?? ENGLISH_MESSAGES[id]).split('|');
  const rules = new Intl.PluralRules(lang);
  const categories = rules.resolvedOptions().pluralCategories;
  const form = forms[categories.indexOf(rules.select(count))] ?? forms.at(-1)!;
  return form.replace(/\{(\w+)\}/g, (all, name: string) => (name === 'count' ? String(count) : name in values ? String(values[name]) : all));
}
