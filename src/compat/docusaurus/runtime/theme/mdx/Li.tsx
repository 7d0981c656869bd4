// `@theme/MDXComponents/Li`.
export {MDXLi as default} from './Ul.tsx';
