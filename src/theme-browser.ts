// `sitegen/theme` as islands see it in the browser bundle: the same API without what only runs
// at build time (CodeBlock highlights with shiki on the server).
export {Island} from '../templates/components/Island.tsx';
export {Html} from '../templates/components/Html.tsx';
export {THEME_COMPONENTS, type ThemeComponentName} from './theme-names.ts';
export type * from './theme.ts';
