// Every text the theme shows around the content, by id: the English messages (the spec's texts)
// and what each is for. A locale's `i18n/<locale>/code.json` replaces messages by id; ids follow
// Docusaurus's where it has the same text, so a translated Docusaurus site's code.json applies.
// `{name}` marks a value filled in when the text is shown.
import {CODE_TEXTS, CRASH_TEXTS, NAVIGATION_TEXTS} from './client-texts.ts';
import {PLACEHOLDER_ID, SEARCH, SEARCH_TEXTS} from './search-constants.ts';
import {fillValues} from './strings.ts';

/** A search text with a value, as a message: `See all {count} results`. */
const template = (text: (...values: never[]) => string, ...names: string[]) => (text as (...values: string[]) => string)(...names.map((name) => `{${name}}`));

export const THEME_STRINGS = {
  'theme.common.skipToMainContent': {message: 'Skip to main content', description: 'The skip link at the top of every page, for keyboard users'},
  'theme.NavBar.navAriaLabel': {message: 'Main', description: 'The accessible name of the navbar'},
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': {message: 'Navigation bar toggle', description: 'The button opening the mobile menu'},
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': {message: 'Close navigation bar', description: 'The button closing the mobile menu'},
  'theme.navbar.mobileMenu.ariaLabel': {message: 'Main menu', description: 'The accessible name of the mobile menu'},
  'theme.navbar.mobileVersionsDropdown.label': {message: 'Versions', description: 'The label of the docs version dropdown'},
  'theme.navbar.mobileLanguageDropdown.label': {message: 'Languages', description: 'The label of the language dropdown'},
  'theme.SearchBar.label': {message: 'Search', description: 'The search button of the navbar'},
  [PLACEHOLDER_ID]: {message: SEARCH.placeholder, description: 'The placeholder of the search fields'},
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
  'theme.CodeBlock.copyButtonAriaLabel': {message: CODE_TEXTS.copyLabel, description: 'The accessible name of the copy button of a code block'},
  'theme.CodeBlock.wordWrapToggle': {message: CODE_TEXTS.wrapLabel, description: 'The accessible name of the word-wrap button of a code block'},
  'theme.CodeBlock.wrap': {message: CODE_TEXTS.wrap, description: 'The word-wrap button of a code block'},
  'theme.CodeBlock.copy': {message: CODE_TEXTS.copy, description: 'The copy button of a code block'},
  'theme.CodeBlock.copied': {message: CODE_TEXTS.copied, description: 'The copy button after the code was copied'},
  'theme.CodeBlock.copiedAnnouncement': {message: CODE_TEXTS.copiedAnnouncement, description: 'Announced to screen readers after a copy'},
  'theme.CodeBlock.copyFailed': {message: CODE_TEXTS.copyFailed, description: 'The copy button when the browser refused the copy'},
  'theme.Navigation.loading': {message: NAVIGATION_TEXTS.loading, description: 'Shown while the next page loads'},
  'theme.Navigation.loadFailed': {message: NAVIGATION_TEXTS.loadFailed, description: 'The box shown when a page or a part of it could not be loaded'},
  'theme.Navigation.retry': {message: NAVIGATION_TEXTS.retry, description: 'The button of that box'},
  'theme.Crash.title': {message: CRASH_TEXTS.title, description: 'Shown in place of an interactive part of a page that crashed'},
  'theme.Crash.tryAgain': {message: CRASH_TEXTS.tryAgain, description: 'The button that renders it again'},
  'theme.SearchModal.noRecent': {message: SEARCH_TEXTS.noRecent, description: 'The search dialog without recent searches'},
  'theme.SearchModal.recentTitle': {message: SEARCH_TEXTS.recentTitle, description: 'The title of the recent searches'},
  'theme.SearchModal.favouriteTitle': {message: SEARCH_TEXTS.favouriteTitle, description: 'The title of the saved searches'},
  'theme.SearchModal.saveRecent': {message: SEARCH_TEXTS.saveRecent, description: 'The button saving a recent search'},
  'theme.SearchModal.removeRecent': {message: SEARCH_TEXTS.removeRecent, description: 'The button removing a recent search'},
  'theme.SearchModal.removeFavourite': {message: SEARCH_TEXTS.removeFavourite, description: 'The button removing a saved search'},
  'theme.SearchModal.noResults': {message: template(SEARCH_TEXTS.noResults, 'query'), description: 'A search that found nothing'},
  'theme.SearchModal.trySearching': {message: SEARCH_TEXTS.trySearching, description: 'Before the suggestions of a search that found nothing'},
  'theme.SearchModal.missingResults': {message: SEARCH_TEXTS.missingResults, description: 'Asks the reader to report a search that should have found something'},
  'theme.SearchModal.letUsKnow': {message: SEARCH_TEXTS.letUsKnow, description: 'The link to report it'},
  'theme.SearchModal.errorTitle': {message: SEARCH_TEXTS.errorTitle, description: 'A search that failed'},
  'theme.SearchModal.errorHelp': {message: SEARCH_TEXTS.errorHelp, description: 'What to check when a search failed'},
  'theme.SearchModal.seeAll': {message: template(SEARCH_TEXTS.seeAll, 'count'), description: 'The link from the dialog to the search page'},
  'theme.SearchModal.noJs': {message: SEARCH_TEXTS.noJs, description: 'The search page without JavaScript'},
  'theme.SearchModal.dialogLabel': {message: SEARCH_TEXTS.dialogLabel, description: 'The accessible name of the search dialog'},
  'theme.SearchModal.formLabel': {message: SEARCH_TEXTS.formLabel, description: 'The accessible name of the search page’s form'},
  'theme.SearchModal.resultsLabel': {message: SEARCH_TEXTS.resultsLabel, description: 'The accessible name of the list of results'},
  'theme.SearchModal.loading': {message: SEARCH_TEXTS.loading, description: 'Announced while results load'},
  'theme.SearchModal.resultCount': {message: template(SEARCH_TEXTS.resultCount, 'count'), description: 'The number of results'},
  'theme.SearchModal.resultsFor': {message: template(SEARCH_TEXTS.resultsFor, 'count', 'query'), description: 'The number of results of the search page’s query'},
  'theme.SearchModal.loadMore': {message: SEARCH_TEXTS.loadMore, description: 'The button loading more results on the search page'},
  'theme.SearchPage.noJsBrowse': {message: 'Browse the {documentationIndex} instead.', description: 'The search page without JavaScript, with a link'},
  'theme.SearchPage.documentationIndex': {message: 'documentation index', description: 'The text of that link'},
  'theme.common.headingLinkTitle': {message: 'Direct link to {heading}', description: 'The accessible name of a heading’s # link'},
} as const satisfies Record<string, {message: string; description: string}>;

export type ThemeStringId = keyof typeof THEME_STRINGS;
/** A locale's messages by id (every id present: English where the locale has no translation). */
export type ThemeMessages = Record<ThemeStringId, string>;

export const ENGLISH_MESSAGES = Object.fromEntries(Object.entries(THEME_STRINGS).map(([id, entry]) => [id, entry.message])) as ThemeMessages;

/** The message of `id` with its `{name}` values filled in. */
export function translate(messages: ThemeMessages, id: ThemeStringId, values: Record<string, string | number> = {}): string {
  return fillValues(messages[id] ?? ENGLISH_MESSAGES[id], values);
}

/** A message with plural forms (`one|other`, in the order of Intl.PluralRules's categories for `lang`). */
export function translatePlural(messages: ThemeMessages, id: ThemeStringId, count: number, lang: string, values: Record<string, string | number> = {}): string {
  const forms = (messages[id] ?? ENGLISH_MESSAGES[id]).split('|');
  const rules = new Intl.PluralRules(lang);
  const categories = rules.resolvedOptions().pluralCategories;
  const form = forms[categories.indexOf(rules.select(count))] ?? forms.at(-1)!;
  return fillValues(form, {...values, count});
}

/** Texts the browser shows (src/shared/client-texts.ts): a page in another language carries its translations of them. */
const CLIENT_GROUPS = /^theme\.(CodeBlock|Navigation|Crash|SearchModal)\./;

/** The locale's messages of browser texts that differ from English (none for an English site). */
export function clientMessages(messages: ThemeMessages): Record<string, string> | undefined {
  const out = Object.entries(messages).filter(([id, message]) => (CLIENT_GROUPS.test(id) || id === PLACEHOLDER_ID) && message !== ENGLISH_MESSAGES[id as ThemeStringId]);
  return out.length ? Object.fromEntries(out) : undefined;
}
