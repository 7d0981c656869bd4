// What the render step looks for in a page to link KaTeX's stylesheet (a module of its own so
// rendering does not load the markdown stack).
export const MATH_MARKER = 'class="katex"';
