// `@theme/MDXComponents/Pre`: a fenced block's <pre> is the code block's; its child draws it.
import type {ReactNode} from 'react';

export default function MDXPre({children}: {children?: ReactNode}) {
  return <>{children}</>;
}
