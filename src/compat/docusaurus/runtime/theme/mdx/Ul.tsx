// `@theme/MDXComponents/Ul` and `Li`: plain lists.
import type {HTMLAttributes, LiHTMLAttributes} from 'react';

export default function MDXUl(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}

export function MDXLi(props: LiHTMLAttributes<HTMLLIElement>) {
  return <li {...props} />;
}
