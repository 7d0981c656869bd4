// `@theme/MDXComponents/Img`: an image loaded when it nears the viewport.
import type {ImgHTMLAttributes} from 'react';

export default function MDXImg(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img decoding="async" loading="lazy" {...props} />;
}
