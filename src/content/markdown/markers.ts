// What the render step looks for in a page's HTML to add what only some pages need (a module of
// its own so rendering does not load the markdown stack).
/** Math rendered by KaTeX: the page links KaTeX's stylesheet. */
export const MATH_MARKER = 'class="katex"';
/** A diagram figure: the page loads the diagrams script. */
export const DIAGRAM_MARKER = 'data-diagram="mermaid"';
