// `@theme/ThemedImage`: one image per colour mode; the page's stylesheet shows the one that
// matches `data-theme`.
import type {ImgHTMLAttributes} from 'react';
import './ThemedImage.css';

export default function ThemedImage({sources, className, alt, ...rest}: ImgHTMLAttributes<HTMLImageElement> & {sources: {light: string; dark: string}}) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} className={['themed-image', `themed-image--${mode}`, className].filter(Boolean).join(' ')} {...rest} />
      ))}
    </>
  );
}
