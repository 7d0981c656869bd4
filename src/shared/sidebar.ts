// The docs sidebar's lazy categories, shared by the theme (which marks them) and the browser
// (which fills them in): a folded category's items come from the sidebar's fragment file.
/** On a folded category's <details>: its position in the sidebar ("2", "2.0"). */
export const SIDEBAR_LAZY_ATTRIBUTE = 'data-sidebar-lazy';
/** On the sidebar's <nav>: the URL of its fragment file (position → the category's items as HTML). */
export const SIDEBAR_SOURCE_ATTRIBUTE = 'data-sidebar-source';
/** Sidebars with fewer links are rendered whole in every page; the fetch would not pay for itself. */
export const LAZY_SIDEBAR_MIN_LINKS = 50;
