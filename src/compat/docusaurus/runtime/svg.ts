// What `import Logo from './logo.svg'` gives site code (see ../assets.ts): a component drawing the
// SVG inline, its root's attributes overridden by the props, with an optional <title>.
import {createElement} from 'react';

export function svgComponent(attributes: Record<string, string>, inner: string) {
  return function Svg({title, ...props}: {title?: string; [key: string]: unknown}) {
    const heading = title ? `<title>${String(title).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>` : '';
    return createElement('svg', {...attributes, ...props, dangerouslySetInnerHTML: {__html: heading + inner}});
  };
}
